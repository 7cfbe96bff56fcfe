import { Button, Input, Space, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Tag } from '@mk/contracts';
import { useLocale } from '@mk/i18n';
import { tagLabel } from '@mk/tag-widgets';

export interface TagNames {
  name: string;
  /** Empty when the tag has no Arabic name. */
  name_ar: string;
}

export interface TagNameCellProps {
  tag: Tag;
  editing: boolean;
  onSave: (names: TagNames) => Promise<void>;
  onCancel: () => void;
}

/**
 * The tag's name in the UI's language, with its other name beneath; while renaming, labelled inputs
 * for both names with Save and Cancel (Enter saves, Escape cancels).
 */
export function TagNameCell({ tag, editing, onSave, onCancel }: TagNameCellProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [name, setName] = useState(tag.name);
  const [arabic, setArabic] = useState(tag.name_ar ?? '');
  const [saving, setSaving] = useState(false);
  const label = tagLabel(tag, locale);
  const t = (id: string) => intl.formatMessage({ id: `tags.actions.${id}` }, { name: label });

  if (!editing) {
    const other = locale === 'ar' ? (label !== tag.name ? tag.name : null) : tag.name_ar?.trim() || null;
    return (
      <>
        <bdi>{label}</bdi>
        {other && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            <bdi>{other}</bdi>
          </Typography.Text>
        )}
      </>
    );
  }

  const unchanged = name.trim() === tag.name && arabic.trim() === (tag.name_ar ?? '').trim();
  const save = async () => {
    if (!name.trim() || unchanged) return;
    setSaving(true);
    try {
      await onSave({ name: name.trim(), name_ar: arabic.trim() });
    } finally {
      setSaving(false);
    }
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void save();
    if (event.key === 'Escape') onCancel();
  };

  return (
    <Space orientation="vertical" size={4}>
      <Input aria-label={t('renameLabel')} value={name} autoFocus maxLength={50} onChange={(event) => setName(event.target.value)} onKeyDown={keys} />
      <Input aria-label={t('renameArabicLabel')} lang="ar" dir="rtl" value={arabic} maxLength={50} onChange={(event) => setArabic(event.target.value)} onKeyDown={keys} />
      <Space>
        <Button type="primary" loading={saving} disabled={!name.trim() || unchanged} onClick={() => void save()}>
          {t('save')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Space>
    </Space>
  );
}
