import { Alert, Button, Empty, Table, type TableProps } from 'antd';
import { useDeferredValue, useEffect, useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BulkActionBox, type BulkActions } from './bulk-action-box';

export interface DataTableProps<T extends object> extends Omit<TableProps<T>, 'rowKey' | 'rowSelection' | 'pagination' | 'loading' | 'size'> {
  /** The row's id (sys_id), also the id handed to bulk actions. */
  rowKey: (row: T) => string;
  loading?: boolean;
  /** The server's message; shown instead of the rows, with a Retry button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** What to do next when there are no rows. */
  emptyText?: ReactNode;
  /** Row-select checkboxes and the bulk action box (Assign Tags, Delete). */
  bulk?: BulkActions;
}

const NO_ROWS: never[] = [];

/**
 * The spec's table: compact, with loading, empty and error states, and, given `bulk`, a column of
 * row-select checkboxes and the bulk action box. Paging is the separate `Pager`, driven by the URL.
 */
export function DataTable<T extends object>({ rowKey, loading, error, onRetry, emptyText, bulk, dataSource, ...table }: DataTableProps<T>) {
  const intl = useIntl();
  const [selected, setSelected] = useState<string[]>([]);
  // Every empty list is the same one, so a page that passes a new `[]` on each render does not count
  // as new rows (and flash the spinner) below.
  const rows = dataSource?.length ? dataSource : NO_ROWS;
  // Rows that arrive from the store come in a synchronous render (useSyncExternalStore): the table
  // draws them in a deferred, interruptible render instead, so a page of rows is not one long task
  // (issue 11, Total Blocking Time). Until then the table keeps its spinner, never a false "No data".
  const shownRows = useDeferredValue(rows);
  const drawing = shownRows !== rows;

  // Rows that left the page (a new page, a deletion) cannot stay selected.
  useEffect(() => {
    const present = new Set(rows.map(rowKey));
    setSelected((keys) => {
      const kept = keys.filter((key) => present.has(key));
      return kept.length === keys.length ? keys : kept;
    });
  }, [rows, rowKey]);

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={error}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {intl.formatMessage({ id: 'ui.common.retry' })}
            </Button>
          )
        }
      />
    );
  }

  return (
    <div className="mk-data-table">
      {bulk && selected.length > 0 && <BulkActionBox {...bulk} selected={selected} onDone={() => setSelected([])} />}
      <Table<T>
        {...table}
        dataSource={shownRows}
        rowKey={rowKey}
        size="small"
        pagination={false}
        loading={loading || drawing ? { spinning: true, description: intl.formatMessage({ id: 'ui.common.loading' }) } : false}
        locale={{
          emptyText: loading || drawing ? ' ' : <Empty description={emptyText ?? intl.formatMessage({ id: 'ui.dataTable.empty' })} />,
        }}
        rowSelection={
          bulk
            ? {
                selectedRowKeys: selected,
                onChange: (keys: Key[]) => setSelected(keys.map(String)),
                getCheckboxProps: (row: T) => ({
                  'aria-label': intl.formatMessage({ id: 'ui.dataTable.selectRow' }, { key: rowKey(row) }),
                }),
              }
            : undefined
        }
      />
    </div>
  );
}
