import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '@mk/i18n';
import type { BulkActions } from '../bulk-action-box';
import { DataTable } from '../data-table';
import { ErrorBanner } from '../error-banner';
import { PageSection } from '../page-section';
import { Pager } from '../pager';
import { FilterBox, type FilterField } from './filter-box';
import type { ListUrl } from './url-fields';
import { useListUrl } from './use-list-url';

/** What a domain's list query gives the kit (an RTK Query result fits, once its rows are picked). */
export interface ListResult<Row> {
  rows?: Row[];
  /** Records on all pages; without it the list has no pager. */
  count?: number;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListPageProps<Row extends object, F> {
  title: string;
  subtitle?: string;
  /** How filters and page live in the URL. */
  url: ListUrl<F>;
  /** The domain's query hook, called with the URL's filters and page; asks the server again on every visit. */
  useList: (filters: F, page: number) => ListResult<Row>;
  /** The filter box; without it the list has none. */
  filterBox?: { label: string; idPrefix: string; fields: FilterField<F>[] };
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
  /** Shown in the table when the list could not be loaded; the server's reason, translated by its code, goes in the banner. */
  loadFailed: string;
  /** What to do next when there are no rows, knowing whether filters are set. */
  emptyText: (filtered: boolean) => ReactNode;
  bulk?: BulkActions;
  /** Buttons above the table, at the end side (Register...). */
  actions?: ReactNode;
  /** Content between the actions and the table (a create form). */
  header?: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/**
 * A list page (spec 1 section 2): title and breadcrumb, error banner, filter box bound to the URL,
 * actions, table with loading, empty, error and bulk states, and the pager. Filters and page live
 * in the URL, so reload and Back restore them.
 */
export function ListPage<Row extends object, F>(props: ListPageProps<Row, F>) {
  const { title, subtitle, url, useList, filterBox, columns, rowKey, loadFailed, emptyText, bulk, actions, header, children } = props;
  const intl = useIntl();
  const { filters, page, filterKey, show } = useListUrl(url);
  const list = useList(filters, page);
  const reload = () => void list.refetch();

  return (
    <PageSection title={title} subtitle={subtitle} breadcrumb={[{ label: title }]}>
      <ErrorBanner message={list.error ? apiErrorText(intl, list.error) : null} />
      {filterBox && (
        <FilterBox<F>
          key={filterKey}
          {...filterBox}
          applied={filters}
          onSearch={(chosen) => show(chosen, 1, reload)}
          onClear={() => show(url.empty, 1, reload)}
        />
      )}
      {actions && <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBlockEnd: 12 }}>{actions}</div>}
      {header}
      <DataTable<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={list.rows}
        loading={list.isFetching}
        error={list.error && !list.rows ? loadFailed : null}
        onRetry={reload}
        emptyText={emptyText(url.isFiltered(filters))}
        bulk={bulk}
      />
      {list.count !== undefined && <Pager page={page} count={list.count} onChange={(next) => show(filters, next, reload)} />}
      {children}
    </PageSection>
  );
}
