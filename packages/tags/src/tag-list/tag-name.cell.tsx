import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Tag } from '@mk/contracts';

export interface TagNameCellProps {
  tag: Tag;
  editing: boolean;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** The tag's name, or, while renaming, a labelled input with Save and Cancel (Enter saves, Escape cancels). */
export function TagNameCell({ tag, editing, onSave, onCancel }: TagNameCellProps) {
  const intl = useIntl();
  const [name, setName] = useState(tag.name);
  const [saving, setSaving] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `tags.actions.${id}` }, values);
  if (!editing) return <bdi>{tag.name}</bdi>;

  const save = async () => {
    setSaving(true);
    try {
      await onSave(name);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space.Compact>
      <Input
        aria-label={t('renameLabel', { name: tag.name })}
        value={name}
        autoFocus
        maxLength={50}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') onCancel();
        }}
      />
      <Button type="primary" loading={saving} disabled={!name.trim() || name.trim() === tag.name} onClick={() => void save()}>
        {t('save')}
      </Button>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </Space.Compact>
  );
}
