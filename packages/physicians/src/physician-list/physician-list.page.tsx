import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useDeletePhysicianMutation, useGetPhysiciansQuery, type ListedPhysician } from '@mk/api';
import { selectUser } from '@mk/session';
import { useBulkActions } from '@mk/tag-widgets';
import { DeleteDialog, ListPage, type ListResult } from '@mk/ui';
import { physicianPaths } from '../physician-paths';
import { physicianName, useLocale } from '../physician-text';
import { physicianColumns, ROW_ACTION_PATHS, type PhysicianRowAction } from './physician-columns';
import { usePhysicianFilterFields } from './physician-filters';
import { physicianListQuery, physicianListUrl, type PhysicianFilters } from './list-params';

const rowKey = (physician: ListedPhysician) => physician.sys_id;

/** `doctor-read/v2`; the server limits a PIC to the physicians of their clinics. */
function usePhysicianList(filters: PhysicianFilters, page: number): ListResult<ListedPhysician> {
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  // Every visit and every filter change asks the server again: a list must show today's physicians.
  const list = useGetPhysiciansQuery(physicianListQuery(filters, page, admin), { refetchOnMountOrArgChange: true });
  return { rows: list.data?.rows, count: list.data?.count ?? 0, error: list.error, isFetching: list.isFetching, refetch: list.refetch };
}

/**
 * The physician list (spec 1 section 2): filters (clinic for ADMIN only), table with bulk Assign
 * Tags and Delete, pager of 10.
 */
export default function PhysicianListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const t = (id: string) => intl.formatMessage({ id: `physicians.list.${id}` });
  const [removing, setRemoving] = useState<ListedPhysician | null>(null);
  const [deletePhysician] = useDeletePhysicianMutation();
  const bulk = useBulkActions('PHYSICIAN', (id) => deletePhysician(id).unwrap());
  const fields = usePhysicianFilterFields(admin);

  const run = useCallback(
    (action: PhysicianRowAction, physician: ListedPhysician) => {
      if (action === 'remove') setRemoving(physician);
      else navigate(ROW_ACTION_PATHS[action](physician.sys_id));
    },
    [navigate],
  );
  const columns = useMemo(() => physicianColumns(intl, locale, run), [intl, locale, run]);

  return (
    <ListPage<ListedPhysician, PhysicianFilters>
      title={t('title')}
      subtitle={t('subtitle')}
      url={physicianListUrl}
      useList={usePhysicianList}
      filterBox={{ label: t('filters.label'), idPrefix: 'physician-filter', fields }}
      columns={columns}
      rowKey={rowKey}
      loadFailed={t('loadFailed')}
      emptyText={(filtered) => t(filtered ? 'empty.filtered' : 'empty.none')}
      bulk={bulk}
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(physicianPaths.register())}>
          {t('register')}
        </Button>
      }
    >
      <DeleteDialog
        item={removing}
        name={(physician) => physicianName(physician, locale)}
        messages="physicians.list.delete"
        remove={(physician) => deletePhysician(physician.sys_id).unwrap()}
        onClose={() => setRemoving(null)}
      />
    </ListPage>
  );
}
