import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';

/** A table the write path can serve: rows addressed by sys_id, soft-deleted, stamped on update. */
export type EntityTable = PgTable & { sys_id: PgColumn; deleted_at: PgColumn; updatedAt: PgColumn };

export async function insertRow<T extends EntityTable>(db: DbOrTx, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const rows = await db.insert(table).values(values).returning();
  return rows[0];
}

export async function updateRow<T extends EntityTable>(
  db: DbOrTx,
  table: T,
  sysId: string,
  changes: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const rows = await db.update(table).set({ ...changes, updatedAt: new Date() }).where(eq(table.sys_id, sysId)).returning();
  // Drizzle types `returning()` of an update on a generic table as unknown; the rows are the table's own.
  return (rows as T['$inferSelect'][])[0];
}

/** A row that is not soft-deleted; `forUpdate` locks it until the transaction ends (no lost updates). */
export async function findLiveRow<T extends EntityTable>(
  db: DbOrTx,
  table: T,
  sysId: string,
  options: { forUpdate?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.sys_id, sysId), isNull(table.deleted_at)))
    .limit(1);
  // As in updateRow: Drizzle types a select from a generic table loosely; the rows are the table's own.
  const rows = (options.forUpdate ? await query.for('update') : await query) as T['$inferSelect'][];
  return rows[0];
}

/** A page of a list as the repositories take it (from `page` and `limit` of the query string). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of rows and the count of all rows matching. */
export interface CountedRows<Row> {
  count: number;
  rows: Row[];
}
