import type { TableColumnType } from 'antd';
import { ActionsCell } from '../cells/actions.cell';
import { IdCell } from '../cells/id.cell';

/** The short, copyable id column every list starts with. */
export function idColumn<Row extends object>(title: string, id: (row: Row) => string): TableColumnType<Row> {
  return { key: 'id', title, width: 150, render: (_, row) => <IdCell id={id(row)} /> };
}

export interface ActionsColumnOptions<Row, A extends string> {
  title: string;
  /** The actions in the spec's order. */
  actions: readonly A[];
  label: (action: A) => string;
  /** The row's name, for the menu button's accessible name ('Actions for Noor Clinic'). */
  rowName: (row: Row) => string;
  run: (action: A, row: Row) => void;
  /** The destructive action, shown in red. */
  danger?: A;
}

/** The row action menu column. */
export function actionsColumn<Row extends object, A extends string>(options: ActionsColumnOptions<Row, A>): TableColumnType<Row> {
  const { title, actions, label, rowName, run, danger } = options;
  return {
    key: 'actions',
    title,
    width: 90,
    render: (_, row) => (
      <ActionsCell
        rowName={rowName(row)}
        actions={actions.map((action) => ({ key: action, label: label(action), danger: action === danger, onSelect: () => run(action, row) }))}
      />
    ),
  };
}
