import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Criterion, Procedure } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { criteria, procedureCriteria, procedures, type ProcedureRow } from '../db/schema';
import { findLiveRow, type CountedRows, type PageWindow } from '../kit/entity-table';

/** Every criterion, by name. */
export function allCriteria(db: DbOrTx): Promise<Criterion[]> {
  return db
    .select({ sys_id: criteria.sys_id, name: criteria.name, arabic_name: criteria.arabic_name })
    .from(criteria)
    .orderBy(asc(criteria.name), asc(criteria.sys_id));
}

/** Which of `ids` name a criterion. */
export async function existingCriteria(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ sys_id: criteria.sys_id }).from(criteria).where(inArray(criteria.sys_id, [...ids]));
  return new Set(rows.map((row) => row.sys_id));
}

/** The procedures with their criterion ids (in the order they were given). */
async function withCriteria(db: DbOrTx, rows: ProcedureRow[]): Promise<Procedure[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(procedureCriteria)
    .where(
      inArray(
        procedureCriteria.procedure_id,
        rows.map((row) => row.sys_id),
      ),
    );
  return rows.map(({ sys_id, name, arabic_name }) => ({
    sys_id,
    name,
    arabic_name,
    criteria: links.filter((link) => link.procedure_id === sys_id).map((link) => link.criterion_id),
  }));
}

/** Live procedures by name, each with its criterion ids. */
export async function listProcedures(db: DbOrTx, page: PageWindow): Promise<CountedRows<Procedure>> {
  const where = isNull(procedures.deleted_at);
  const [rows, [total]] = await Promise.all([
    db.select().from(procedures).where(where).orderBy(asc(procedures.name), asc(procedures.sys_id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(procedures).where(where),
  ]);
  return { count: Number(total.value), rows: await withCriteria(db, rows) };
}

export async function findLiveProcedure(db: DbOrTx, sysId: string, options: { forUpdate?: boolean } = {}): Promise<Procedure | undefined> {
  const row = await findLiveRow(db, procedures, sysId, options);
  return row && (await withCriteria(db, [row]))[0];
}

/** Replaces a procedure's criteria with `ids`. */
export async function setProcedureCriteria(db: DbOrTx, procedureId: string, ids: readonly string[]): Promise<void> {
  await db.delete(procedureCriteria).where(eq(procedureCriteria.procedure_id, procedureId));
  if (ids.length > 0) await db.insert(procedureCriteria).values(ids.map((criterion_id) => ({ procedure_id: procedureId, criterion_id })));
}

export async function updateProcedureRow(db: DbOrTx, sysId: string, changes: Partial<Pick<ProcedureRow, 'name' | 'arabic_name' | 'deleted_at'>>): Promise<void> {
  await db
    .update(procedures)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(procedures.sys_id, sysId)));
}
