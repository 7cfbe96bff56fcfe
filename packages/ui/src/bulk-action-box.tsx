import { DeleteOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Space, theme, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BulkActionEntityType, TagSearchItem } from '@mk/contracts';
import { ConfirmDialog } from './confirm.dialog';
import { useNotify } from './notify';
import { TagPicker } from './tag-picker';

/** What a domain gives its table so selected rows can be tagged or deleted in one go. */
export interface BulkActions {
  /** CLINIC, PHYSICIAN, PACKAGE or EMERGENCY: the entity type of the tag assignments. */
  entityType: BulkActionEntityType;
  /** Tag search for the picker. */
  searchTags: (text: string) => Promise<TagSearchItem[]>;
  /** A tag's name as shown in the picker (the Arabic UI's name). */
  tagLabel?: (tag: TagSearchItem) => string;
  /** Assigns the tags to the rows (POST tags-write/assign-tag); a rejection's message is shown. */
  onAssignTags: (ids: string[], tagIds: TagSearchItem['id'][]) => Promise<unknown>;
  /** Deletes the rows; without it Delete answers 'Feature not implemented yet' (spec 1 section 4). */
  onDelete?: (ids: string[]) => Promise<unknown>;
}

export interface BulkActionBoxProps extends BulkActions {
  selected: string[];
  /** Called after a successful action, so the table clears its selection. */
  onDone: () => void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

/** Assign Tags and Delete for the selected rows (spec 1 sections 2, 4 and 8). */
export function BulkActionBox({ selected, entityType, searchTags, tagLabel, onAssignTags, onDelete, onDone }: BulkActionBoxProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { token } = theme.useToken();
  const [tagging, setTagging] = useState(false);
  const [tags, setTags] = useState<TagSearchItem[]>([]);
  const [applying, setApplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `ui.bulk.${id}` }, values);

  const applyTags = async () => {
    setApplying(true);
    try {
      await onAssignTags(selected, tags.map((tag) => tag.id));
      notify.success(t('tagsApplied'));
      setTags([]);
      setTagging(false);
      onDone();
    } catch (error) {
      notify.error(t('tagsFailed', { error: reason(error) }));
    } finally {
      setApplying(false);
    }
  };

  const askDelete = () => {
    if (!onDelete) notify.info(t('notImplemented'));
    else setConfirming(true);
  };

  const remove = async () => {
    const count = selected.length;
    try {
      await onDelete?.(selected);
    } catch (error) {
      notify.error(reason(error));
      throw error;
    }
    notify.success(t('deleted', { n: count }));
    setConfirming(false);
    onDone();
  };

  return (
    <section
      aria-label={t('label')}
      data-entity-type={entityType}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorFillAlter,
        padding: 12,
        marginBlockEnd: 12,
      }}
    >
      <Space wrap>
        <Typography.Text strong role="status">
          {t('selected', { n: selected.length })}
        </Typography.Text>
        <Button icon={<TagsOutlined aria-hidden />} aria-pressed={tagging} onClick={() => setTagging((open) => !open)}>
          {t('assignTags')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={askDelete}>
          {t('delete')}
        </Button>
      </Space>
      {tagging && (
        <div style={{ marginBlockStart: 12 }}>
          <TagPicker value={tags} onChange={setTags} search={searchTags} tagLabel={tagLabel} />
          <Button type="primary" loading={applying} disabled={tags.length === 0} onClick={() => void applyTags()}>
            {t('applyTags')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        title={t('confirmTitle')}
        onOk={remove}
        onCancel={() => setConfirming(false)}
        okText={t('delete')}
      >
        {t('confirmBody', { n: selected.length })}
      </ConfirmDialog>
    </section>
  );
}
