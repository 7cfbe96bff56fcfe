import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import { LIST_PAGE_SIZE, type Pharmacy } from '@mk/contracts';
import { useGetPharmaciesQuery } from '@mk/api';
import { FACILITY_STATUS_FILTERS, facilityStatusListUrl, type FacilityStatusFilters } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { ListPage, type ListResult } from '@mk/ui';
import { pharmacyPaths } from '../pharmacy-paths';
import { useLocale } from '../pharmacy-text';
import { pharmacyColumns, type PharmacyRowAction } from './pharmacy-columns';

const rowKey = (pharmacy: Pharmacy) => pharmacy.sys_id;

/**
 * ADMIN gets every pharmacy, or those of one status (`?status=pending`, Home's link to those
 * waiting); a PIC their own (the server decides).
 */
function usePharmacyList(filters: FacilityStatusFilters, page: number): ListResult<Pharmacy> {
  // Every visit asks the server again: a list must show today's pharmacies.
  const { data, error, isFetching, refetch } = useGetPharmaciesQuery({ page, limit: LIST_PAGE_SIZE, status: filters.status }, { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

/** The pharmacy list (spec 2 section 2); Register a New Pharmacy for ADMIN only (section 6). */
export default function PharmacyListPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  // Update passes the pharmacy along, so the form opens without asking the server again.
  const run = useCallback(
    (action: PharmacyRowAction, pharmacy: Pharmacy) =>
      action === 'view' ? navigate(pharmacyPaths.profile(pharmacy.sys_id)) : navigate(pharmacyPaths.update(pharmacy.sys_id), { state: { pharmacy } }),
    [navigate],
  );
  const columns = useMemo(() => pharmacyColumns(locale, run), [locale, run]);

  return (
    <ListPage<Pharmacy, FacilityStatusFilters>
      messages="pharmacies.list"
      url={facilityStatusListUrl}
      useList={usePharmacyList}
      filters={admin ? FACILITY_STATUS_FILTERS : undefined}
      create={admin ? pharmacyPaths.register() : undefined}
      columns={columns}
      rowKey={rowKey}
      empty={(filtered) => (!admin ? 'empty.mine' : filtered ? 'empty.filtered' : 'empty.none')}
    />
  );
}
