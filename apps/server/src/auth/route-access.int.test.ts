import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { SERVER_DOMAINS } from '../domains';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import type { RouteTableEntry } from './route-access';

let t: TestApp;
let picToken: string;

beforeAll(async () => {
  t = await createTestApp();
  picToken = await t.login(DEMO.clinicPic);
});
afterAll(() => t.close());

const line = (route: RouteTableEntry) => `${route.method} ${route.url}`;
const withoutHead = (table: readonly RouteTableEntry[]) => table.filter((route) => route.method !== 'HEAD');
const publicRoutes = (table: readonly RouteTableEntry[]) => withoutHead(table).filter((route) => route.access === 'public').map(line).sort();

// Anyone may call these, without a token. Adding a route here is a decision: make it on purpose.
// A domain in its own folders writes its decisions beside its routes (SERVER_DOMAINS' accessDecisions).
const domainDecisions = (pick: (domain: (typeof SERVER_DOMAINS)[number]) => readonly string[] | undefined) =>
  SERVER_DOMAINS.flatMap((domain) => pick(domain) ?? []);
const PUBLIC_ROUTES = [
  ...domainDecisions((domain) => domain.accessDecisions?.publicRoutes),
  'GET /',
  'GET /api/clinic-read/public',
  // Issue 27: the API's description for other front-ends (the document and its reference page).
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/doctor-read/clinic/:clinicId(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)',
  'GET /api/media/files/:name',
  'GET /api/openapi.json',
  'GET /api/patient-app/packages',
  'GET /config.js',
  // Issue 28: Prometheus' scrape, answered only to METRICS_ALLOW's addresses (metrics/routes.ts).
  'GET /metrics',
  'GET /index.html',
  'POST /api/administrator-read/login',
  // Issue 25: the sign-in challenge in the body (signed, 5 minutes, after the right password) is the right.
  'POST /api/administrator-read/login/two-factor',
  'POST /api/administrator-read/login/two-factor/confirm',
  'POST /api/administrator-read/login/two-factor/setup',
  // Issue 25: the one-time token in the body is the right to set that account's password.
  'POST /api/administrator-read/set-password',
  'POST /api/medical-service-read/ids',
  'POST /api/patient-app/login',
].sort();

/** A URL that matches a route's pattern: a UUID for a sys_id, a number for a tag id. */
function sampleUrl(url: string): string {
  return url
    .replace(/:\w+\(\^\\d\{1,9\}\$\)/g, '7')
    .replace(/:\w+\(\^\[0-9a-fA-F\][^)]*\)/g, randomUUID())
    .replace(/:name\b/, 'missing.png')
    .replace(/\*$/, 'missing.js');
}

describe('the route table', () => {
  it('has exactly these public routes', () => {
    expect(publicRoutes(t.app.routeTable)).toEqual(PUBLIC_ROUTES);
  });

  it('declares an access for every route the server answers, HEAD routes as their GET', () => {
    const table = t.app.routeTable;
    expect(withoutHead(table).length).toBeGreaterThan(45);
    for (const route of table) expect(['public', 'signed-in', 'signed-in or signed link', 'patient', 'ADMIN', 'ADMIN,PIC', 'PIC']).toContain(route.access);
    // A signed link (auth/policy.ts signLink) stands in for the Bearer token only on the prescription PDF.
    const byLink = withoutHead(table).filter((route) => route.access === 'signed-in or signed link').map(line);
    expect(byLink).toEqual(['GET /api/pdf-creator/pdf/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)']);
    // Checked against the router itself: as many method-and-path pairs as it holds, none left out.
    const routerPairs = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((row) => /\(([A-Z, ]+)\)$/.exec(row.trim())?.[1].split(', ').length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(table.length).toBe(routerPairs);
    for (const head of table.filter((route) => route.method === 'HEAD')) {
      expect(table.find((route) => route.method === 'GET' && route.url === head.url)?.access).toBe(head.access);
    }
    const roleOnly = withoutHead(table).filter((route) => route.access === 'ADMIN').map(line).sort();
    const adminOnly = [
      ...domainDecisions((domain) => domain.accessDecisions?.adminOnlyRoutes),
      'DELETE /api/criteria-write/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)',
      'GET /api/administrator-Read/',
      'GET /api/administrator-read/',
      'GET /api/administrator-read/pending-facilities',
      'GET /api/administrator-read/users',
      'GET /api/administrator-read/users/export',
      'GET /api/appointment-management/export',
      'GET /api/audit-read/',
      'GET /api/clinic-read/clinics',
      'GET /api/notification-read',
      'GET /api/patient-read/',
      'GET /api/patient-read/export',
      'GET /api/promotion-read/admin',
      'PATCH /api/administrator-write/users/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)',
      'PATCH /api/center-write/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)/status',
      'PATCH /api/clinic-write/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)/status',
      'PATCH /api/criteria-write/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)',
      'PATCH /api/pharmacy-write/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)/status',
      'PATCH /api/tags-write/tags/:id(^\\d{1,9}$)',
      'POST /api/administrator-write/users',
      'POST /api/administrator-write/users/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)/disable',
      'POST /api/administrator-write/users/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)/enable',
      'POST /api/administrator-write/users/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)/reset-password',
      'POST /api/administrator-write/users/:id(^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)/two-factor/reset',
      'POST /api/center-write',
      'POST /api/criteria-write',
      'POST /api/notification-write',
      'POST /api/notification-write/sendToAll',
      'POST /api/tags-write/tags',
    ];
    expect(roleOnly).toEqual(adminOnly.sort());
  });

  it('refuses every other route to a caller without a token, and lets public ones answer', async () => {
    for (const route of withoutHead(t.app.routeTable)) {
      const response = await t.app.inject({ method: route.method as 'GET', url: sampleUrl(route.url) });
      const refused = response.statusCode === 401;
      expect([line(route), refused]).toEqual([line(route), route.access !== 'public']);
    }
  });

  it('refuses an ADMIN route to a PIC, with the forbidden code', async () => {
    for (const route of withoutHead(t.app.routeTable).filter((entry) => entry.access === 'ADMIN')) {
      const response = await t.app.inject({ method: route.method as 'GET', url: sampleUrl(route.url), headers: { authorization: `Bearer ${picToken}` } });
      expect([line(route), response.statusCode, response.json().code]).toEqual([line(route), 403, 'auth.forbidden']);
    }
  });

  it('declares the dashboard build public once it is there', async () => {
    const dashboardDir = path.join(t.storage.dataDir, 'route-table-build');
    mkdirSync(dashboardDir, { recursive: true });
    writeFileSync(path.join(dashboardDir, 'index.html'), '<!doctype html>');
    const built = await buildApp({ db: t.db, config: { ...t.config, dashboardDir } });
    try {
      await built.ready();
      expect(publicRoutes(built.routeTable)).toEqual([...PUBLIC_ROUTES, 'GET /*'].sort());
    } finally {
      await built.close();
    }
  });
});

describe('a route without an access declaration', () => {
  const handler = async () => ({ result: 'ok' });

  it('stops the start of the app, at the top level or inside a module', async () => {
    const app = await buildApp({ db: t.db, config: t.config });
    try {
      expect(() => app.get('/api/undeclared', handler)).toThrow('GET /api/undeclared declares no access');
      expect(() => app.get('/api/odd', { config: { access: 'everyone' as never } }, handler)).toThrow(/unknown access "everyone"/);
      expect(() => app.get('/api/root', { config: { access: { roles: ['ROOT'] } as never } }, handler)).toThrow(/unknown access/);
      await expect(app.register(async (child) => child.post('/api/undeclared-in-module', handler), { prefix: '' })).rejects.toThrow(
        'POST /api/undeclared-in-module declares no access',
      );
    } finally {
      await app.close();
    }
  });
});
