import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config';
import { poolStatsOf } from '../db/database';
import { redisAdapter } from './redis-adapter';
import { until, type Adapter, type RealtimeAdapter } from './realtime-adapter';

/**
 * The adapter's own table (payloads over NOTIFY's 8000 bytes, or binary), in the adapter's documented
 * shape. Created here at start rather than by a drizzle migration: it belongs to the adapter, not to
 * the domain schema, exists only where the adapter runs, and its name and columns follow the
 * adapter's version. IF NOT EXISTS makes the start idempotent.
 */
const ATTACHMENTS_TABLE = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT NOW(),
  payload bytea
)`;

/** Two processes starting at once may both try to create the table; the loser sees one of these. */
const ALREADY_CREATED = new Set(['23505', '42P07']);

const LISTEN_WAIT_MS = 10_000;

/**
 * One connection stays checked out for LISTEN; the others send the NOTIFYs. Every emit is one NOTIFY
 * (an order to 100 pharmacies is 100), and socket.io's cluster adapter delivers even to this
 * process's own sockets only once its NOTIFY is sent, so these run side by side.
 */
const ADAPTER_POOL_SIZE = 10;

/** The PostgreSQL adapter opens its LISTEN connection in the background and exposes no signal for it. */
function listening(namespaceAdapter: Adapter): boolean {
  // Private fields of @socket.io/postgres-adapter 0.5.0 (pinned): adapter.client (its PubSubClient)
  // holds the pg client once every LISTEN has been issued.
  return Boolean((namespaceAdapter as unknown as { client?: { client?: unknown } }).client?.client);
}


const memoryAdapter: RealtimeAdapter = {
  kind: 'memory',
  recoversSessions: true,
  ready: async () => undefined,
  close: async () => undefined,
};

/**
 * The configured adapter. `postgres` uses a pool of its own: one connection stays checked out
 * for LISTEN, and the app's pool should not lose it; NOTIFY and the attachments go through the rest.
 */
export function realtimeAdapter(config: Pick<Config, 'realtimeAdapter' | 'databaseUrl' | 'redisUrl' | 'redisPrefix'>, log: FastifyBaseLogger): RealtimeAdapter {
  if (config.realtimeAdapter === 'redis' && config.redisUrl) return redisAdapter(config.redisUrl, config.redisPrefix, log);
  if (config.realtimeAdapter !== 'postgres' || !config.databaseUrl) return memoryAdapter;
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: ADAPTER_POOL_SIZE });
  // A lost idle connection is replaced on the next query; the LISTEN one is reopened by the adapter.
  pool.on('error', (error) => log.warn({ err: error }, 'realtime: PostgreSQL connection lost'));
  const tableReady = pool.query(ATTACHMENTS_TABLE).then(
    () => undefined,
    (error: Error & { code?: string }) => {
      if (ALREADY_CREATED.has(error.code ?? '')) return;
      throw new Error(`realtime: could not create the table socket_io_attachments (${error.message}); create it as in src/realtime/adapter.ts, or set REALTIME_ADAPTER=memory for a single process`);
    },
  );
  // Not awaited here: ready() reports a failure; until then the rejection must not go unhandled.
  tableReady.catch(() => undefined);
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    recoversSessions: false,
    poolStats: poolStatsOf(pool, ADAPTER_POOL_SIZE),
    factory: createAdapter(pool, { errorHandler: (error) => log.warn({ err: error }, 'realtime: PostgreSQL adapter error') }),
    async ready(namespaceAdapter) {
      await tableReady;
      if (!(await until(() => listening(namespaceAdapter), LISTEN_WAIT_MS))) {
        throw new Error(`realtime: no LISTEN connection to PostgreSQL within ${LISTEN_WAIT_MS} ms`);
      }
    },
    close(namespaceAdapter) {
      closed ??= (async () => {
        // A LISTEN connection still being opened would be checked out after close and hold pool.end forever.
        await until(() => listening(namespaceAdapter), 2_000);
        await tableReady.catch(() => undefined);
        namespaceAdapter.close();
        await pool.end();
      })();
      return closed;
    },
  };
}
