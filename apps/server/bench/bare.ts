import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/database';
import * as schema from '../src/db/schema';
import type { TestApp } from '../src/test/test-app';

/** A statement as Drizzle sent it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Runs a statement with its parameters and returns the rows; no ORM, no mapping. */
export type RawQuery = (statement: Statement) => Promise<unknown[]>;

/**
 * The statements one request sends to the database, recorded by serving it once from a second
 * app built on a Drizzle handle with a query logger (over the same connection or pool), so the
 * baseline runs exactly the SQL our route runs, parameters included.
 */
export async function captureStatements(t: TestApp, requests: Record<string, InjectOptions>): Promise<Record<string, Statement[]>> {
  let sink: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => sink.push({ sql, params }) };
  const client = (t.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const recording = (
    t.database.kind === 'pglite' ? drizzlePglite(client as PGlite, { schema, logger }) : drizzlePg(client as pg.Pool, { schema, logger })
  ) as unknown as Db;
  const app = await buildApp({ db: recording, config: t.config, dbKind: t.database.kind });
  await app.ready();
  const captured: Record<string, Statement[]> = {};
  try {
    for (const [name, request] of Object.entries(requests)) {
      sink = [];
      const reply = await app.inject(request);
      if (reply.statusCode >= 400) throw new Error(`capturing ${name}: HTTP ${reply.statusCode} ${reply.body}`);
      captured[name] = sink;
    }
  } finally {
    await app.close();
  }
  return captured;
}

/** The bare driver call: PGlite's `query`, or a `pg` pool of the same size as the server's (10). */
export function rawQueryOf(t: TestApp): { query: RawQuery; close(): Promise<void> } {
  if (t.database.kind === 'pglite') {
    const client = (t.db as unknown as { $client: PGlite }).$client;
    return { query: async (s) => (await client.query(s.sql, s.params)).rows, close: async () => undefined };
  }
  const pool = new pg.Pool({ connectionString: t.storage.databaseUrl, max: 10 });
  // Named statements, as our server's prepared reads are (src/db/prepared.ts): each connection then
  // plans a statement once, so the ratio shows what our framework costs, not PostgreSQL's planning.
  const nameOf = (text: string) => `bare_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return {
    query: async (s) => (await pool.query({ name: nameOf(s.sql), text: s.sql, values: s.params as unknown[] })).rows,
    close: () => pool.end(),
  };
}

/**
 * The baseline: a bare Fastify with one GET route per case that runs the captured statements as
 * our route does (concurrently when they are independent reads: a page and its count) and sends
 * the rows as JSON. No auth hook, no validation, no envelope, no audit hook beyond the recorded SQL.
 */
export async function startBareServer(query: RawQuery, statements: Record<string, Statement[]>): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  for (const [name, list] of Object.entries(statements)) {
    app.get(`/bare/${name}`, async () => Promise.all(list.map(query)));
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}
