import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import * as schema from '../db/schema';

/*
 * "A refused request stores nothing", measured: every row inserted, updated or deleted in the
 * watched tables bumps one counter (row triggers, so an UPDATE that matches nothing counts
 * nothing). Reading it is one cheap query per fuzzed request, where counting every table was a
 * dozen. For a throwaway test database only.
 */

/** Security bookkeeping a refused request is meant to write (login attempts, revoked tokens). */
const BOOKKEEPING = /attempt|throttle|brake|revok|session/i;

/** Every table of the schema but the bookkeeping: a new table is watched without being listed. */
export const WATCHED_TABLES: string[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !BOOKKEEPING.test(name))
  .sort();

export async function installWriteCounter(db: Db): Promise<void> {
  await db.execute(sql.raw('CREATE TABLE fuzz_writes (n bigint NOT NULL)'));
  await db.execute(sql.raw('INSERT INTO fuzz_writes VALUES (0)'));
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$`),
  );
  for (const name of WATCHED_TABLES) {
    // A refused access, and a failed check of a password or a code (change of password, two-step
    // confirm or disable, sign-in), is audited on purpose (who tried what): the one record a refusal may write.
    const when = name === 'audit_log' ? `WHEN (NEW.action <> 'access_denied' AND NEW.action NOT LIKE '%\\_failed' AND NEW.action <> 'login_refused')` : '';
    await db.execute(sql.raw(`CREATE TRIGGER fuzz_count_insert AFTER INSERT ON "${name}" FOR EACH ROW ${when} EXECUTE FUNCTION fuzz_count_write()`));
    await db.execute(sql.raw(`CREATE TRIGGER fuzz_count_change AFTER UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`));
  }
}

/** How many rows of the watched tables were written since the counter was installed. */
export async function writesSoFar(db: Db): Promise<number> {
  const result = await db.execute(sql.raw('SELECT n FROM fuzz_writes'));
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
}
