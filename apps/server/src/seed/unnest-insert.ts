import { param, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';

/** Rows per statement: large enough to be few statements, small enough to stay cheap to send. */
const CHUNK = 2_000;

/**
 * Inserts many rows with one statement per chunk of array parameters, one per column
 * (`INSERT ... SELECT * FROM unnest($1::uuid[], $2::text[], ...)`): the seed writes thousands of
 * rows, and one bound parameter per value would be slow to plan. `columns` maps each column name
 * (as in the table) to its SQL type; they are constants of the seed, never user input. Times are
 * passed as ISO strings, which both drivers send as text.
 */
export async function insertByColumns(db: DbOrTx, table: PgTable, columns: Record<string, string>, rows: Record<string, unknown>[]): Promise<void> {
  const names = Object.keys(columns);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = names.map((name) => sql`${param(chunk.map((row) => row[name] ?? null))}::${sql.raw(columns[name])}[]`);
    await db.execute(sql`
      INSERT INTO ${table} (${sql.raw(names.map((name) => `"${name}"`).join(', '))})
      SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
}
