import { useMemo } from 'react';
import { TRASH_ENTITY_TYPES, type TrashEntityType, type TrashItem } from '@mk/contracts';
import { useLocale } from '@mk/i18n';
import { choiceField, choiceInput, listUrl, ListPage, type FilterField, type ListResult } from '@mk/ui';
import { useGetTrashQuery } from '../trash.api';
import { kindLabel, trashColumns } from './trash-columns';
import { useRestoreDialog } from './restore-dialog';

interface TrashFilters {
  entity_type: TrashEntityType | undefined;
}

const trashUrl = listUrl<TrashFilters>({ entity_type: choiceField('entity_type', TRASH_ENTITY_TYPES) });
const rowKey = (item: TrashItem) => `${item.entity_type}:${item.sys_id}`;

function useTrashList(filters: TrashFilters, page: number): ListResult<TrashItem> {
  // Every visit asks the server again: a record removed a moment ago must show.
  const { page: asked, limit, entity_type } = trashUrl.query(filters, page);
  const { data, error, isFetching, refetch } = useGetTrashQuery(
    { page: asked, limit, entity_type: entity_type as TrashEntityType | undefined },
    { refetchOnMountOrArgChange: true },
  );
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

/**
 * The Trash (issue 29, ADMIN only): removed clinics, physicians, centers, services, packages and
 * promo codes (none yet: they have no removal), newest removal first, 10 a page, filtered by kind; each row has Restore.
 */
export default function TrashListPage() {
  const locale = useLocale();
  const restore = useRestoreDialog(locale);
  const columns = useMemo(() => trashColumns(locale, restore.ask), [locale, restore.ask]);
  const filters = useMemo<FilterField<TrashFilters>[]>(
    () => [{ name: 'entity_type', input: choiceInput(TRASH_ENTITY_TYPES.map((type) => ({ value: type, label: kindLabel(type, locale) }))) }],
    [locale],
  );
  return (
    <ListPage<TrashItem, TrashFilters>
      messages="trash.list"
      url={trashUrl}
      useList={useTrashList}
      filters={filters}
      columns={columns}
      rowKey={rowKey}
      empty={(filtered) => (filtered ? 'empty.filtered' : 'empty.none')}
    >
      {restore.dialog}
    </ListPage>
  );
}
