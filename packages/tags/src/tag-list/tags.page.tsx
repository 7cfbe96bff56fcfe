import { Alert, Button, Space, Tag as AntdTag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { Tag } from '@mk/contracts';
import { useGetTagsQuery, useUpdateTagMutation } from '@mk/api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { tagLabel } from '@mk/tag-widgets';
import { ListPage, PageSection, PAGE_ONLY, useNotify, type ListResult } from '@mk/ui';
import { TagCreateForm } from './tag-create.form';
import { TagNameCell, type TagNames } from './tag-name.cell';

const rowKey = (tag: Tag) => String(tag.id);

/** Every tag, the inactive ones too, on one page. */
function useTagList(): ListResult<Tag> {
  const tags = useGetTagsQuery({ includeInactive: true });
  return { rows: tags.data, error: tags.error, isFetching: tags.isFetching, refetch: tags.refetch };
}

/** ADMIN's tags: every tag with its status; create, rename (both names), deactivate and reactivate. */
export default function TagsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const [updateTag] = useUpdateTagMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `tags.${id}` }, values);

  if (!admin) {
    return (
      <PageSection title={t('page.title')} subtitle={t('page.subtitle')} breadcrumb={[{ label: t('page.title') }]}>
        <Alert type="info" showIcon title={t('page.adminOnly')} />
      </PageSection>
    );
  }

  const rename = async (tag: Tag, names: TagNames) => {
    // The Arabic name goes only when it changed; emptied, it is removed.
    const arabicChanged = names.name_ar !== (tag.name_ar ?? '').trim();
    try {
      const changed = await updateTag({ id: tag.id, name: names.name, ...(arabicChanged && { name_ar: names.name_ar || null }) }).unwrap();
      notify.success(t('actions.renamed', { name: tagLabel(changed, locale) }));
      setEditing(null);
    } catch (error) {
      notify.error(apiErrorText(intl, error));
    }
  };

  const toggle = async (tag: Tag) => {
    try {
      const changed = await updateTag({ id: tag.id, active: !tag.active }).unwrap();
      notify.success(t(changed.active ? 'actions.reactivated' : 'actions.deactivated', { name: tagLabel(changed, locale) }));
    } catch (error) {
      notify.error(apiErrorText(intl, error));
    }
  };

  const columns: TableColumnsType<Tag> = [
    {
      key: 'name',
      render: (_, tag) => (
        <TagNameCell tag={tag} editing={editing === rowKey(tag)} onSave={(names) => rename(tag, names)} onCancel={() => setEditing(null)} />
      ),
    },
    {
      key: 'status',
      width: 140,
      render: (_, tag) => <AntdTag color={tag.active ? 'green' : 'default'}>{t(tag.active ? 'status.active' : 'status.inactive')}</AntdTag>,
    },
    {
      key: 'actions',
      width: 260,
      render: (_, tag) => {
        const toggleText = t(tag.active ? 'actions.deactivate' : 'actions.reactivate');
        return (
          <Space>
            <Button size="small" aria-label={`${t('actions.rename')} ${tagLabel(tag, locale)}`} onClick={() => setEditing(rowKey(tag))} disabled={editing === rowKey(tag)}>
              {t('actions.rename')}
            </Button>
            <Button size="small" danger={tag.active} aria-label={`${toggleText} ${tagLabel(tag, locale)}`} onClick={() => void toggle(tag)}>
              {toggleText}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <ListPage<Tag, Record<string, never>> messages="tags.page" url={PAGE_ONLY} useList={useTagList} columns={columns} rowKey={rowKey} header={<TagCreateForm />} />
  );
}
