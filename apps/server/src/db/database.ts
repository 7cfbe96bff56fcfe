import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE_FILE } from '../paths';
import * as schema from './schema';

/** The Drizzle handle every repository takes; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle can be used wherever a Db is expected. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

/** A connection pool's state, for the metrics: its size, connections open, idle ones, and queries waiting for one. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/** Reads a node-postgres pool's state (PGlite has no pool: one connection in the process). */
export const poolStatsOf = (pool: pg.Pool, max: number) => (): PoolStats => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** On PostgreSQL: the app pool's state now. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

/** A new data directory starts from the build's template when there is one (migrations then add what it lacks). */
function pgliteStartOptions(dir: string): { loadDataDir?: Blob } {
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(PGLITE_TEMPLATE_FILE)) return {};
  return { loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) };
}

const APP_POOL_SIZE = 10;

/** Opens PostgreSQL when `databaseUrl` is set, else embedded PGlite under `dataDir/pglite`; applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: APP_POOL_SIZE });
    // An idle pooled connection can be cut by the server (restart, failover, a dropped database).
    // pg emits that on the pool and discards the client; without a listener the process would crash.
    // The next query simply opens a new connection.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    let ended = false;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      poolStats: poolStatsOf(pool, APP_POOL_SIZE),
      close: async () => {
        if (ended) return;
        ended = true;
        await pool.end();
      },
    };
  }

  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, pgliteStartOptions(dir));
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
