import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space, Tag as AntdTag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { Tag } from '@mk/contracts';
import { errorMessage, useCreateTagMutation, useGetTagsQuery, useUpdateTagMutation } from '@mk/api';
import { selectUser } from '@mk/session';
import { DataTable, PageSection, useNotify } from '@mk/ui';
import { TagNameCell } from './tag-name.cell';

const rowKey = (tag: Tag) => String(tag.id);

/** ADMIN's tags: every tag with its status; create, rename, deactivate and reactivate. */
export default function TagsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const user = useSelector(selectUser);
  const admin = user?.role === 'ADMIN';
  const tags = useGetTagsQuery({ includeInactive: true }, { skip: !admin });
  const [createTag, creation] = useCreateTagMutation();
  const [updateTag] = useUpdateTagMutation();
  const [newName, setNewName] = useState('');
  const [missingName, setMissingName] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `tags.${id}` }, values);

  const create = async () => {
    const name = newName.trim();
    setMissingName(name === '');
    if (!name) return;
    try {
      const created = await createTag({ name }).unwrap();
      notify.success(t('create.created', { name: created.name }));
      setNewName('');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const change = async (tag: Tag, changes: { name?: string; active?: boolean }) => {
    try {
      const changed = await updateTag({ id: tag.id, ...changes }).unwrap();
      if (changes.name !== undefined) {
        notify.success(t('actions.renamed', { name: changed.name }));
        setEditing(null);
      } else notify.success(t(changes.active ? 'actions.reactivated' : 'actions.deactivated', { name: changed.name }));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<Tag> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, tag) => (
        <TagNameCell
          tag={tag}
          editing={editing === rowKey(tag)}
          onSave={(name) => change(tag, { name: name.trim() })}
          onCancel={() => setEditing(null)}
        />
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 140,
      render: (_, tag) => <AntdTag color={tag.active ? 'green' : 'default'}>{t(tag.active ? 'status.active' : 'status.inactive')}</AntdTag>,
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 260,
      render: (_, tag) => (
        <Space>
          <Button size="small" aria-label={`${t('actions.rename')} ${tag.name}`} onClick={() => setEditing(rowKey(tag))} disabled={editing === rowKey(tag)}>
            {t('actions.rename')}
          </Button>
          <Button
            size="small"
            danger={tag.active}
            aria-label={`${t(tag.active ? 'actions.deactivate' : 'actions.reactivate')} ${tag.name}`}
            onClick={() => void change(tag, { active: !tag.active })}
          >
            {t(tag.active ? 'actions.deactivate' : 'actions.reactivate')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageSection title={t('page.title')} subtitle={t('page.subtitle')} breadcrumb={[{ label: t('page.title') }]}>
      {!admin ? (
        <Alert type="info" showIcon title={t('page.adminOnly')} />
      ) : (
        <>
          <Form layout="inline" onFinish={() => void create()} style={{ marginBlockEnd: 16 }}>
            <Form.Item label={t('create.label')} htmlFor="tag-new-name" validateStatus={missingName ? 'error' : undefined} help={missingName ? t('create.required') : undefined}>
              <Input id="tag-new-name" value={newName} maxLength={50} onChange={(event) => setNewName(event.target.value)} />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={creation.isLoading}>
              {t('create.submit')}
            </Button>
          </Form>
          <DataTable<Tag>
            rowKey={rowKey}
            columns={columns}
            dataSource={tags.data}
            loading={tags.isFetching}
            error={tags.error ? `${t('loadFailed')} ${errorMessage(tags.error)}` : null}
            onRetry={() => void tags.refetch()}
            emptyText={t('empty')}
          />
        </>
      )}
    </PageSection>
  );
}
