import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useGetOrderHistoryQuery } from '@mk/api';
import { ORDER_HISTORY_STATES, type OrderHistoryRow } from '@mk/contracts';
import { useLocale } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { choiceInput, DateInput, ListPage, textInput, type FilterField, type FilterInputProps, type ListResult } from '@mk/ui';
import { usePharmacyOptions } from '../shared/pharmacy-options';
import { archiveColumns } from './archive-columns';
import { archiveQuery, archiveUrl, type ArchiveFilters } from './archive-url';

const rowKey = (row: OrderHistoryRow) => row.sys_id;

function useArchiveList(filters: ArchiveFilters, page: number): ListResult<OrderHistoryRow> {
  // Every visit asks the server again: orders are delivered and canceled all day.
  const { data, error, isFetching, refetch } = useGetOrderHistoryQuery(archiveQuery(filters, page), { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

const dayInput = ({ id, value, onChange }: FilterInputProps<string>) => <DateInput id={id} value={value} onChange={onChange} />;

/**
 * Order history (issue 30): the orders of the user's pharmacies (every order for ADMIN), newest
 * first, 10 a page, filtered by day range, state, order id or patient phone and, for ADMIN or a PIC
 * of several pharmacies, the pharmacy; each with its offers and how long each step took.
 */
export default function OrderArchivePage() {
  const intl = useIntl();
  const locale = useLocale();
  const user = useSelector(selectUser);
  const pharmacies = usePharmacyOptions();
  const choosePharmacy = user?.role === 'ADMIN' || pharmacies.options.length > 1;
  const columns = useMemo(() => archiveColumns(locale), [locale]);
  const filters = useMemo<FilterField<ArchiveFilters>[]>(
    () => [
      { name: 'from', input: dayInput },
      { name: 'until', input: dayInput },
      { name: 'state', input: choiceInput(ORDER_HISTORY_STATES.map((state) => ({ value: state, label: intl.formatMessage({ id: `orders.archive.states.${state}` }) }))) },
      { name: 'search', input: textInput },
      ...(choosePharmacy ? [{ name: 'pharmacy_id' as const, input: choiceInput(pharmacies.options, { search: true }) }] : []),
    ],
    [intl, choosePharmacy, pharmacies.options],
  );

  return (
    <ListPage<OrderHistoryRow, ArchiveFilters>
      messages="orders.archive"
      url={archiveUrl}
      useList={useArchiveList}
      filters={filters}
      columns={columns}
      rowKey={rowKey}
      empty={(filtered) => (filtered ? 'empty.filtered' : 'empty.none')}
    />
  );
}
