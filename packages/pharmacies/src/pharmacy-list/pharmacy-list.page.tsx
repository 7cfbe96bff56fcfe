import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import { LIST_PAGE_SIZE, type Pharmacy } from '@mk/contracts';
import { useGetPharmaciesQuery } from '@mk/api';
import { selectUser } from '@mk/session';
import { ListPage, PAGE_ONLY, type ListResult } from '@mk/ui';
import { pharmacyPaths } from '../pharmacy-paths';
import { useLocale } from '../pharmacy-text';
import { pharmacyColumns, type PharmacyRowAction } from './pharmacy-columns';

const rowKey = (pharmacy: Pharmacy) => pharmacy.sys_id;

/** ADMIN gets every pharmacy, a PIC their own (the server decides); page and limit only. */
function usePharmacyList(_filters: unknown, page: number): ListResult<Pharmacy> {
  // Every visit asks the server again: a list must show today's pharmacies.
  const { data, error, isFetching, refetch } = useGetPharmaciesQuery({ page, limit: LIST_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
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
    <ListPage<Pharmacy, Record<string, never>>
      messages="pharmacies.list"
      url={PAGE_ONLY}
      useList={usePharmacyList}
      create={admin ? pharmacyPaths.register() : undefined}
      columns={columns}
      rowKey={rowKey}
      empty={() => (admin ? 'empty.none' : 'empty.mine')}
    />
  );
}
