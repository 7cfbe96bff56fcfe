import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useDeletePhysicianMutation, useGetPhysiciansQuery, type ListedPhysician } from '@mk/api';
import { ExportButton } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { useBulkActions } from '@mk/tag-widgets';
import { ListPage, useDeleteDialog, type ListResult } from '@mk/ui';
import { physicianPaths } from '../physician-paths';
import { physicianName, useLocale } from '../physician-text';
import { physicianColumns, ROW_ACTION_PATHS, type PhysicianRowAction } from './physician-columns';
import { usePhysicianFilterFields } from './physician-filters';
import { physicianListQuery, physicianListUrl, type PhysicianFilters } from './list-params';

const rowKey = (physician: ListedPhysician) => physician.sys_id;
const useAdmin = () => useSelector(selectUser)?.role === 'ADMIN';

/** `doctor-read/v2`; the server limits a PIC to the physicians of their clinics. */
function usePhysicianList(filters: PhysicianFilters, page: number): ListResult<ListedPhysician> {
  // Every visit and every filter change asks the server again: a list must show today's physicians.
  const { data, ...list } = useGetPhysiciansQuery(physicianListQuery(filters, page, useAdmin()), { refetchOnMountOrArgChange: true });
  return { ...list, rows: data?.rows, count: data?.count ?? 0 };
}

/**
 * The physician list (spec 1 section 2): filters (clinic for ADMIN only), table with bulk Assign
 * Tags and Delete, pager of 10.
 */
export default function PhysicianListPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [deletePhysician] = useDeletePhysicianMutation();
  const bulk = useBulkActions('PHYSICIAN', (id) => deletePhysician(id).unwrap());
  const admin = useAdmin();
  const filters = usePhysicianFilterFields(admin);
  const { ask, dialog } = useDeleteDialog<ListedPhysician>({
    messages: 'physicians.list.delete',
    name: (physician) => physicianName(physician, locale),
    remove: (physician) => deletePhysician(physician.sys_id).unwrap(),
  });

  const run = useCallback(
    (action: PhysicianRowAction, physician: ListedPhysician) => (action === 'remove' ? ask(physician) : navigate(ROW_ACTION_PATHS[action](physician.sys_id))),
    [ask, navigate],
  );
  const columns = useMemo(() => physicianColumns(locale, run), [locale, run]);

  return (
    <ListPage<ListedPhysician, PhysicianFilters>
      messages="physicians.list"
      url={physicianListUrl}
      useList={usePhysicianList}
      columns={columns}
      rowKey={rowKey}
      filters={filters}
      empty={(filtered) => (filtered ? 'empty.filtered' : 'empty.none')}
      bulk={bulk}
      create={physicianPaths.register()}
      actions={(_query, shown) => <ExportButton path="doctor-read/export" filters={physicianListQuery(shown, 1, admin)} />}
    >
      {dialog}
    </ListPage>
  );
}
