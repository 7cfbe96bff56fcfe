import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { describeOnPglite, leadingColumns, pgliteOf, statementsOf, unkeyedScans, type Statement } from '../db/plan-check-kit';
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
 * in the report of the change (and the bench's Home rows). The check itself is db/plan-check-kit.ts.
 */

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

describeOnPglite('indexes behind the Home', () => {
  let t: TestApp;
  let client: PGlite;

  beforeAll(async () => {
    t = await createTestApp();
    client = pgliteOf(t.db);
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
    const user = await userOf(email);
    return statementsOf(client, (db) => homeFigures(db, user, new Date()));
  }

  it.each([
    ['ADMIN', DEMO.admin],
    ['a clinic PIC', DEMO.clinicPic],
    ['a pharmacy PIC', DEMO.pharmacyPic],
    ['a center PIC', DEMO.centerPic],
  ])("reads every big table through an index for %s's Home", async (_who, email) => {
    const statements = await statementsOfHome(email);
    expect(statements.length).toBeGreaterThan(2);
    const leading = await leadingColumns(client);
    const problems: string[] = [];
    for (const statement of statements) {
      for (const scan of await unkeyedScans(client, statement, { tables: CHECKED_TABLES, leading })) problems.push(`${scan}: ${statement.sql}`);
    }
    expect(problems).toEqual([]);
  });
});
