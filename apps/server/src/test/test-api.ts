import { and, eq } from 'drizzle-orm';
import type { EntityTable } from '../kit/entity-table';
import { administrators, auditLog } from '../db/schema';
import { createTestApp, DEMO, type TestApp, type TestAppOptions } from './test-app';
import { noteSetupStage } from './setup-stage';

/** Helpers of the integration suites: calls through the real app, and the demo callers they compare. */

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { result: string; message: string; payload: any; code?: string };
}

export type TestApi = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) => Promise<Reply>;

/** Calls the app as a client would, with a bearer token when given. */
export function apiOf(t: TestApp): TestApi {
  return async function api(method, url, token, payload) {
    const response = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

export async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ sys_id: administrators.sys_id }).from(administrators).where(eq(administrators.email, email));
  return row.sys_id;
}

export async function auditOf(t: TestApp, action: string, entityId?: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(entityId === undefined ? eq(auditLog.action, action) : and(eq(auditLog.action, action), eq(auditLog.entity_id, entityId)));
}

/** The seeded PIC of other clinics than DEMO.clinicPic's. */
export const OTHER_PIC = 'noura.alharbi@example.com';

/** The callers the access suites compare: tokens of ADMIN, the clinic PIC (the owner) and another PIC, and their ids. */
export interface DemoCallers {
  admin: string;
  owner: string;
  otherPic: string;
  adminId: string;
  ownerId: string;
  otherPicId: string;
}

export async function demoCallers(t: TestApp): Promise<DemoCallers> {
  const emails = [DEMO.admin, DEMO.clinicPic, OTHER_PIC];
  noteSetupStage('signing in the demo callers (three logins)');
  const [[admin, owner, otherPic], [adminId, ownerId, otherPicId]] = await Promise.all([
    Promise.all(emails.map((email) => t.login(email))),
    Promise.all(emails.map((email) => userId(t, email))),
  ]);
  return { admin, owner, otherPic, adminId, ownerId, otherPicId };
}

/** Creates through the API as `token` and gives the created payload (the reply must be 201). */
export async function created<T>(api: TestApi, path: string, token: string, body: unknown): Promise<T> {
  const reply = await api('POST', path, token, body);
  if (reply.status !== 201) throw new Error(`POST ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload as T;
}

/**
 * A partial update (PATCH `path` as `token`) of `changes`, sent along with fields the write must
 * ignore, as a careless client sends them: another sys_id, a field no entity has, and
 * `serverFields`, fields the server keeps itself (createdAt, password_hash...).
 */
export function patchWithIgnoredFields(
  api: TestApi,
  path: string,
  token: string,
  changes: Record<string, unknown>,
  serverFields: Record<string, unknown> = {},
): Promise<Reply> {
  return api('PATCH', path, token, { ...changes, sys_id: '00000000-0000-4000-8000-0000000000bb', unknown_field: 1, ...serverFields });
}

/** The stored row, deleted or not, as the database holds it. */
export async function storedRow<T extends EntityTable>(t: TestApp, table: T, sysId: string): Promise<T['$inferSelect'] | undefined> {
  const rows = await t.db.select().from(table as EntityTable).where(eq(table.sys_id, sysId));
  return rows[0] as T['$inferSelect'] | undefined;
}

export interface DemoSuite {
  /** The suite's app; set before the file's own beforeAll hooks run. */
  readonly t: TestApp;
  /** Calls the suite's app (usable once the suite has started). */
  api: TestApi;
  /** Filled in before the file's own beforeAll hooks run. */
  users: DemoCallers;
}

/**
 * A seeded app for one test file, with the demo callers signed in; started before the file's own
 * beforeAll hooks (call it first) and closed after the file.
 */
export function demoSuite(options?: TestAppOptions): DemoSuite {
  let app: TestApp | undefined;
  const users = {} as DemoCallers;
  const suite: DemoSuite = {
    get t() {
      if (!app) throw new Error('demoSuite: the app starts in beforeAll');
      return app;
    },
    api: (...args) => apiOf(suite.t)(...args),
    users,
  };
  beforeAll(async () => {
    app = await createTestApp(options);
    Object.assign(users, await demoCallers(app));
  });
  afterAll(() => app?.close());
  return suite;
}
