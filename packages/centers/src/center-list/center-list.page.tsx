import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import { LIST_PAGE_SIZE, type Center } from '@mk/contracts';
import { useDeleteCenterMutation, useGetCentersQuery } from '@mk/api';
import { FACILITY_STATUS_FILTERS, facilityStatusListUrl, type FacilityStatusFilters } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { ListPage, useDeleteDialog, type ListResult } from '@mk/ui';
import { centerPaths } from '../center-paths';
import { centerName, useLocale } from '../center-text';
import { centerColumns, type CenterRowAction } from './center-columns';

const rowKey = (center: Center) => center.sys_id;

/** ADMIN gets every center, or those of one status (issue 25); a PIC their own (the server decides). */
function useCenterList(filters: FacilityStatusFilters, page: number): ListResult<Center> {
  // Every visit asks the server again: a list must show today's centers.
  const { data, error, isFetching, refetch } = useGetCentersQuery({ page, limit: LIST_PAGE_SIZE, status: filters.status }, { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

/**
 * The center list (spec 3 section 2); Register a New Center for ADMIN only. Remove really removes
 * the center after confirmation (the old product only showed a notice: docs/deviations.md).
 */
export default function CenterListPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const [deleteCenter] = useDeleteCenterMutation();
  const removal = useDeleteDialog<Center>({
    messages: 'centers.list.delete',
    name: (center) => centerName(center, locale),
    remove: (center) => deleteCenter(center.sys_id).unwrap(),
  });
  const ask = removal.ask;
  // Update passes the center along, so the form opens without asking the server again.
  const run = useCallback(
    (action: CenterRowAction, center: Center) => {
      if (action === 'view') navigate(centerPaths.profile(center.sys_id));
      else if (action === 'update') navigate(centerPaths.update(center.sys_id), { state: { center } });
      else if (action === 'hours') navigate(centerPaths.hours(center.sys_id));
      else ask(center);
    },
    [navigate, ask],
  );
  const columns = useMemo(() => centerColumns(locale, run), [locale, run]);

  return (
    <ListPage<Center, FacilityStatusFilters>
      messages="centers.list"
      url={facilityStatusListUrl}
      useList={useCenterList}
      filters={admin ? FACILITY_STATUS_FILTERS : undefined}
      create={admin ? centerPaths.register() : undefined}
      columns={columns}
      rowKey={rowKey}
      empty={(filtered) => (!admin ? 'empty.mine' : filtered ? 'empty.filtered' : 'empty.none')}
    >
      {removal.dialog}
    </ListPage>
  );
}
