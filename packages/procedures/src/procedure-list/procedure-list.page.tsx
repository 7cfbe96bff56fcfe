import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { TableColumnsType } from 'antd';
import { LIST_PAGE_SIZE, type Locale, type Procedure } from '@mk/contracts';
import { useDeleteProcedureMutation, useGetProceduresQuery } from '@mk/api';
import { actionsColumn, idColumn, ListPage, PAGE_ONLY, useDeleteDialog, type ListResult } from '@mk/ui';
import { procedureName, procedurePaths, useLocale } from '../procedure-paths';

/** The row actions, in the spec's order: update, remove. */
const ROW_ACTIONS = ['update', 'remove'] as const;
type RowAction = (typeof ROW_ACTIONS)[number];
const rowKey = (procedure: Procedure) => procedure.sys_id;

/** ID, Procedure Name (by locale), Actions (spec 3 section 2). */
function procedureColumns(locale: Locale, run: (action: RowAction, procedure: Procedure) => void): TableColumnsType<Procedure> {
  const name = (row: Procedure) => procedureName(row, locale);
  return [
    idColumn(rowKey),
    { key: 'name', render: (_, row) => <bdi>{name(row)}</bdi> },
    actionsColumn({ actions: ROW_ACTIONS, rowName: name, run, danger: 'remove' }),
  ];
}

function useProcedureList(_filters: unknown, page: number): ListResult<Procedure> {
  // Every visit asks the server again: a list must show today's procedures.
  const { data, error, isFetching, refetch } = useGetProceduresQuery({ page, limit: LIST_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

/**
 * The procedures (spec 3 section 2), for ADMIN: 10 per page; a failed load says 'Error getting
 * procedures'; removing asks first, says it cannot be undone, then 'Procedure deleted successfully'.
 */
export default function ProcedureListPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [deleteProcedure] = useDeleteProcedureMutation();
  const removal = useDeleteDialog<Procedure>({
    messages: 'procedures.list.delete',
    name: (procedure) => procedureName(procedure, locale),
    remove: (procedure) => deleteProcedure(procedure.sys_id).unwrap(),
    // 'Error deleting procedure' with the reason (spec 3 section 8).
    failedMessage: true,
  });
  const ask = removal.ask;
  // Update passes the procedure along, so the form opens without asking the server again.
  const run = useCallback(
    (action: RowAction, procedure: Procedure) =>
      action === 'remove' ? ask(procedure) : navigate(procedurePaths.update(procedure.sys_id), { state: { procedure } }),
    [ask, navigate],
  );
  const columns = useMemo(() => procedureColumns(locale, run), [locale, run]);

  return (
    <ListPage<Procedure, Record<string, never>>
      messages="procedures.list"
      url={PAGE_ONLY}
      useList={useProcedureList}
      create={procedurePaths.create()}
      columns={columns}
      rowKey={rowKey}
    >
      {removal.dialog}
    </ListPage>
  );
}
