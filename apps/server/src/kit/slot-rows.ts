import { param, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StoredSlot } from '@mk/contracts';
import type { DbOrTx } from '../db/database';

/**
 * Inserts weekly slot rows ({ owner, day, from, until }) into a slot table (a physician's, a
 * center's) with one statement of four array parameters (`unnest`), whatever their number: the
 * seed writes thousands at once, and one bound parameter per value is slow to build and to plan
 * (925 center slots: about 300 ms that way, a few ms this way).
 */
export async function insertSlotRows(db: DbOrTx, table: PgTable, ownerColumn: PgColumn, rows: readonly (StoredSlot & { owner: string })[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends 'owner' | 'day' | 'from' | 'until'>(key: K) => param(rows.map((row) => row[key]));
  await db.execute(sql`
    INSERT INTO ${table} (${sql.identifier(ownerColumn.name)}, "day", "from", "until")
    SELECT * FROM unnest(${column('owner')}::uuid[], ${column('day')}::int[], ${column('from')}::varchar[], ${column('until')}::varchar[])`);
}
