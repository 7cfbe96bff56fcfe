import type { TableColumnType } from 'antd';
import { ActionsCell } from '../cells/actions.cell';
import { IdCell } from '../cells/id.cell';
import { LinkCell, TextCell } from '../cells/value.cells';
import { useListText } from './list-messages';

/** The short, copyable id column every list starts with. Titles come from `<prefix>.columns.<key>`. */
export function idColumn<Row extends object>(id: (row: Row) => string): TableColumnType<Row> {
  return { key: 'id', width: 150, render: (_, row) => <IdCell id={id(row)} /> };
}

/** A column of outside links ('Clinic Profile Link'); a row without one shows the empty mark. */
export function urlColumn<Row extends object>(key: string, href: (row: Row) => string | null | undefined): TableColumnType<Row> {
  return {
    key,
    render: (_, row) => {
      const url = href(row);
      return url ? <LinkCell href={url}>{url}</LinkCell> : <TextCell value={null} />;
    },
  };
}

export interface ActionsColumnOptions<Row, A extends string> {
  /** The actions in the spec's order; each is labelled `<prefix>.actions.<action>`. */
  actions: readonly A[];
  /** The row's name, for the menu button's accessible name ('Actions for Noor Clinic'). */
  rowName: (row: Row) => string;
  run: (action: A, row: Row) => void;
  /** The destructive action, shown in red. */
  danger?: A;
}

function RowActions<Row, A extends string>({ row, options }: { row: Row; options: ActionsColumnOptions<Row, A> }) {
  const text = useListText();
  const { actions, rowName, run, danger } = options;
  return (
    <ActionsCell
      rowName={rowName(row)}
      actions={actions.map((action) => ({ key: action, label: text(`actions.${action}`), danger: action === danger, onSelect: () => run(action, row) }))}
    />
  );
}

/** The row action menu column. */
export function actionsColumn<Row extends object, A extends string>(options: ActionsColumnOptions<Row, A>): TableColumnType<Row> {
  return { key: 'actions', width: 90, render: (_, row) => <RowActions row={row} options={options} /> };
}
