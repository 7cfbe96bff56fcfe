import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { homeFigures } from './home.service';

/*
 * Every figure of the Home reads the big tables through an index keyed by its condition (migration
 * 0024 added the ones missing). As in db/list-indexes.int.test.ts: each statement the Home sends is
 * captured and explained with `enable_seqscan = off`, so PostgreSQL chooses a sequential scan (or a
 * walk of a whole index) when, and only when, no index serves the condition; the small seed would
 * otherwise rightly be read whole. The plans on a grown database with the planner's own choice are
 * in the report of the change (and the bench's Home rows).
 */
const onPglite = !process.env.DATABASE_URL;
const describeOnPglite = onPglite ? describe : describe.skip;

/**
 * The tables that grow with use. Not the facilities and physicians: a few hundred rows at most, where
 * the planner may rightly walk a small partial index (physicians WHERE deleted_at IS NULL) instead.
 */
const CHECKED_TABLES = [
  'patients',
  'appointments',
  'physician_slots',
  'orders',
  'order_recipients',
  'offers',
  'er_orders',
  'qr_bills',
  'packages',
  'medical_services',
  'center_slots',
  'audit_log',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

interface Statement {
  sql: string;
  params: unknown[];
}

describeOnPglite('indexes behind the Home', () => {
  let t: TestApp;
  let client: PGlite;

  beforeAll(async () => {
    t = await createTestApp();
    client = (t.db as unknown as { $client: PGlite }).$client;
  });
  afterAll(() => t?.close());

  async function userOf(email: string): Promise<AuthUser> {
    const [row] = await t.db
      .select({ sys_id: schema.administrators.sys_id, role: schema.administrators.role, email: schema.administrators.email, name: schema.administrators.name })
      .from(schema.administrators)
      .where(eq(schema.administrators.email, email));
    return row;
  }

  /** The statements the Home of `email` sends, on a Drizzle handle over the same database that records them. */
  async function statementsOfHome(email: string): Promise<Statement[]> {
    const sent: Statement[] = [];
    const recording = drizzle(client, { schema, logger: { logQuery: (sql, params) => sent.push({ sql, params }) } }) as unknown as Db;
    await homeFigures(recording, await userOf(email), new Date());
    return sent;
  }

  async function leadingColumns(): Promise<Map<string, string>> {
    const result = await client.query<{ index: string; column: string }>(`
      SELECT i.relname AS index, a.attname AS column
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]`);
    return new Map(result.rows.map((row) => [row.index, row.column]));
  }

  /** The scans of the checked tables in the statement's plan that no index condition on the index's first column narrows. */
  async function unkeyedScans(statement: Statement, leading: Map<string, string>): Promise<string[]> {
    const plan = await client.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      const result = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
      return result.rows[0]['QUERY PLAN'][0].Plan;
    });
    const keyedByIndex = (node: PlanNode): boolean => {
      const column = leading.get(node['Index Name'] ?? '');
      return column !== undefined && new RegExp(`\\b"?${column}"? (=|<|>|<=|>=) `).test(node['Index Cond'] ?? '');
    };
    const bitmapIndexScans = (node: PlanNode): PlanNode[] => (node['Node Type'] === 'Bitmap Index Scan' ? [node] : (node.Plans ?? []).flatMap(bitmapIndexScans));
    const found: string[] = [];
    const walk = (node: PlanNode) => {
      const table = node['Relation Name'];
      if (table !== undefined && CHECKED_TABLES.includes(table)) {
        const keyed = node['Node Type'] === 'Bitmap Heap Scan' ? bitmapIndexScans(node).every(keyedByIndex) : keyedByIndex(node);
        if (!keyed) found.push(`${node['Node Type']} on ${table}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan);
    return found;
  }

  it.each([
    ['ADMIN', DEMO.admin],
    ['a clinic PIC', DEMO.clinicPic],
    ['a pharmacy PIC', DEMO.pharmacyPic],
    ['a center PIC', DEMO.centerPic],
  ])("reads every big table through an index for %s's Home", async (_who, email) => {
    const statements = await statementsOfHome(email);
    expect(statements.length).toBeGreaterThan(2);
    const leading = await leadingColumns();
    const problems: string[] = [];
    for (const statement of statements) {
      for (const scan of await unkeyedScans(statement, leading)) problems.push(`${scan}: ${statement.sql}`);
    }
    expect(problems).toEqual([]);
  });
});
