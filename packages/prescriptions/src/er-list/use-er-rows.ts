import { LIST_PAGE_SIZE } from '@mk/contracts';
import { useGetErOrdersQuery, useSearchErPrescriptionsQuery } from '@mk/api';
import type { ErRow } from '../shared/er-row';

export interface ErRows {
  rows?: ErRow[];
  count: number;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The rows ER Prescriptions shows: the pharmacy's ER orders, or, while a phone is searched, that
 * patient's open emergency prescriptions; a page change reloads whichever is active (spec 2 section 4).
 * Every visit asks the server again: another pharmacist may have issued in between.
 */
export function useErRows(pharmacyId: string | undefined, phone: string | null, page: number): ErRows {
  const searching = phone !== null;
  const list = useGetErOrdersQuery({ pharmacyId: pharmacyId ?? '', page, limit: LIST_PAGE_SIZE }, { skip: searching || !pharmacyId, refetchOnMountOrArgChange: true });
  const search = useSearchErPrescriptionsQuery({ phone: phone ?? '', page, limit: LIST_PAGE_SIZE }, { skip: !searching, refetchOnMountOrArgChange: true });
  if (searching) return { rows: search.data?.rows, count: search.data?.count ?? 0, error: search.error, isFetching: search.isFetching, refetch: search.refetch };
  return { rows: list.data?.data, count: list.data?.count ?? 0, error: list.error, isFetching: list.isFetching, refetch: list.refetch };
}
