import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/*
 * "A refused request stores nothing", measured: every row inserted, updated or deleted in the
 * watched tables bumps one counter (row triggers, so an UPDATE that matches nothing counts
 * nothing). Reading it is one cheap query per fuzzed request, where counting every table was a
 * dozen. For a throwaway test database only.
 */

/** Security bookkeeping a refused request is meant to write (login attempts, lookup budgets, revoked tokens). */
const BOOKKEEPING = /attempt|throttle|brake|budget|revok|session/i;

/**
 * Every table the migrations made but the bookkeeping, read from the database: a new table is watched
 * without being listed, wherever its definition lives (db/schema or a domain's `*.tables.ts`).
 */
export async function watchedTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND left(tablename, 2) <> '__' ORDER BY tablename`);
  const rows = (result as unknown as { rows: Array<{ tablename: string }> }).rows;
  return rows.map((row) => row.tablename).filter((name) => !BOOKKEEPING.test(name));
}

/** Counts the writes to `tables` from now on (installed once, on a throwaway database). */
export async function installWriteCounter(db: Db, tables: string[]): Promise<void> {
  await db.execute(sql.raw('CREATE TABLE fuzz_writes (n bigint NOT NULL)'));
  await db.execute(sql.raw('INSERT INTO fuzz_writes VALUES (0)'));
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$`),
  );
  for (const name of tables) {
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
