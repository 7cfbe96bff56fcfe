import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { apiErrorText } from '@mk/i18n';
import type { BulkActions } from '../bulk-action-box';
import { DataTable } from '../data-table';
import { ErrorBanner } from '../error-banner';
import { PageSection } from '../page-section';
import { Pager } from '../pager';
import { FilterBox, type FilterField } from './filter-box';
import { ListMessages } from './list-messages';
import type { ListQuery, ListUrl } from './url-fields';
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
  /**
   * The prefix of the list's message ids ('clinics.list'): `.title`, `.subtitle`, `.loadFailed`
   * (the table's words when the list cannot load), `.filters.label` and `.filters.<name>`,
   * `.columns.<key>` for columns without a title, `.actions.<action>` and `.register`.
   */
  messages: string;
  /** How filters and page live in the URL. */
  url: ListUrl<F>;
  /**
   * The domain's query hook, called with the URL's filters and page (a module-level function, so the
   * page calls the same hooks on every render); it should ask the server again on every visit.
   */
  useList: (filters: F, page: number) => ListResult<Row>;
  /** The filter box's fields; without them the list has no box. */
  filters?: FilterField<F>[];
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
  /** The id under the prefix of what to do next when there are no rows, knowing whether filters are set; `empty` by default. */
  empty?: (filtered: boolean) => string;
  bulk?: BulkActions;
  /** The path of the register form: a primary `.register` button above the table. */
  create?: string;
  /**
   * Other buttons above the table, at the end side; a function of the list endpoint's query (and
   * the filters it was made from) for buttons that act on the current filters (Export).
   */
  actions?: ReactNode | ((query: ListQuery, filters: F) => ReactNode);
  /** Content between the buttons and the table (a create form). */
  header?: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/**
 * A list page (spec 1 section 2): title and breadcrumb, error banner (the server's reason, translated
 * by its code), filter box bound to the URL, buttons, table with loading, empty, error and bulk
 * states, and the pager. Filters and page live in the URL, so reload and Back restore them.
 */
export function ListPage<Row extends object, F>(props: ListPageProps<Row, F>) {
  const { messages, url, useList, filters: fields, columns, rowKey, empty = () => 'empty', bulk, create, actions, header, children } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const { filters, page, filterKey, show } = useListUrl(url);
  const list = useList(filters, page);
  const reload = () => void list.refetch();
  const t = (id: string) => intl.formatMessage({ id: `${messages}.${id}` });
  const titled = useMemo(
    () => columns.map((column) => (column.title === undefined ? { ...column, title: intl.formatMessage({ id: `${messages}.columns.${column.key}` }) } : column)),
    [columns, intl, messages],
  );

  return (
    <ListMessages.Provider value={messages}>
      <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
        <ErrorBanner message={list.error ? apiErrorText(intl, list.error) : null} />
        {fields && (
          <FilterBox<F> key={filterKey} fields={fields} applied={filters} onSearch={(chosen) => show(chosen, 1, reload)} onClear={() => show(url.empty, 1, reload)} />
        )}
        {(create || actions) && (
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBlockEnd: 12 }}>
            {typeof actions === 'function' ? actions(url.query(filters, page), filters) : actions}
            {create && (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(create)}>
                {t('register')}
              </Button>
            )}
          </div>
        )}
        {header}
        <DataTable<Row>
          rowKey={rowKey}
          columns={titled}
          dataSource={list.rows}
          loading={list.isFetching}
          error={list.error && !list.rows ? t('loadFailed') : null}
          onRetry={reload}
          emptyText={t(empty(url.isFiltered(filters)))}
          bulk={bulk}
        />
        {list.count !== undefined && <Pager page={page} count={list.count} onChange={(next) => show(filters, next, reload)} />}
        {children}
      </PageSection>
    </ListMessages.Provider>
  );
}
