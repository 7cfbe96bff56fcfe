import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER } from '@mk/contracts';
import type { RouteTableEntry } from '../auth/route-access';
import { notificationWorkerOf } from '../notifications/routes';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { badQuery, badRequestBody, type BadRequestBody } from './bad-input';
import { installWriteCounter, watchedTables, writesSoFar } from './write-counter';
import { concreteUrl, fuzzedRoutes, paramNames, WRITE_METHODS } from './route-samples';

/*
 * Property-based fuzzing of the whole API as ADMIN (the role that reaches the most code): every
 * write route gets generated bad bodies, every route generated bad query strings. Whatever comes
 * in, the answer is never a 5xx, always the envelope, and a refused request stores nothing.
 * The routes come from the server's own table, so a new endpoint is fuzzed without being listed.
 *
 * FUZZ_RUNS sets the requests per route (20 in `npm test`); FUZZ_SEED replays a run (the seed is
 * printed with every failure); FUZZ_ROUTE limits it to the routes whose path contains a text.
 * 20 per route is about 3,000 requests over the 150-odd routes, a new seed on every run. The deeper
 * search is `npm run bench -- --only=fuzz` (200 per route, about 30,000 requests): at 60 per route
 * in `npm test` this file was the suite's longest (166 s of the server's 481 s on the 2-core Intel
 * of 2026-11-28), and it is a net whose catch grows with the requests, not a list of cases.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_ROUTE=bulk-create fuzzes only the routes whose path contains it (to replay one failure quickly). */
const ONLY = process.env.FUZZ_ROUTE;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;
let watched: string[] = [];
let headers: Record<string, string>;
let idPool: string[];
/** Rows written so far, as of the last answer that was allowed to write. */
let writesBefore: number;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login(DEMO.admin);
  // A browser's call: bearer token, and the CSRF cookie repeated in the header.
  headers = { authorization: `Bearer ${token}`, cookie: `${CSRF_COOKIE}=fuzz`, [CSRF_HEADER]: 'fuzz' };
  const own = await t.db.execute(sql`SELECT sys_id::text AS id FROM administrators WHERE email = ${DEMO.admin}`);
  const ids = await t.db.execute(sql`
    (SELECT sys_id::text AS id FROM clinics LIMIT 2)
    UNION ALL (SELECT sys_id::text FROM physicians LIMIT 2)
    UNION ALL (SELECT sys_id::text FROM patients LIMIT 2)
    UNION ALL (SELECT sys_id::text FROM appointments LIMIT 2)
    UNION ALL (SELECT sys_id::text FROM pharmacies LIMIT 2)`);
  const idsOf = (result: unknown) => (result as { rows: { id: string }[] }).rows.map((row) => row.id);
  // The caller's own id first (paramValues favours it).
  idPool = [...idsOf(own), ...idsOf(ids)];
  // The notification sender delivers an accepted send in the background; its rows would be counted
  // against whichever request the fuzzer makes next.
  await notificationWorkerOf(t.app)?.stop();
  watched = await watchedTables(t.db);
  await installWriteCounter(t.db, watched);
  writesBefore = await writesSoFar(t.db);
});
afterAll(() => t.close());

const line = (route: RouteTableEntry) => `${route.method} ${route.url}`;

interface Sent {
  url: string;
  body?: BadRequestBody;
}

/**
 * Parameter values for a route: mostly real ids (to pass the ownership checks; the caller's own id,
 * first in the pool, often, for the own-account routes) or ids naming nothing.
 */
function paramValues(route: RouteTableEntry): fc.Arbitrary<Record<string, string>> {
  const pool = fc.oneof(
    { weight: 2, arbitrary: fc.constant(idPool[0]) },
    { weight: 4, arbitrary: fc.constantFrom(...idPool) },
    { weight: 1, arbitrary: fc.constantFrom(randomUUID(), '1', '2147483647') },
  );
  return fc.record(Object.fromEntries(paramNames(route.url).map((name) => [name, pool])));
}

/** What is wrong with an answer, or undefined when it keeps the rules. */
function problemOf(response: { statusCode: number; headers: Record<string, unknown>; body: string }, rowsWritten: number): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (response.statusCode < 400) {
    if (!isJson) return undefined; // a file of the media store, say
    const body = JSON.parse(response.body) as Record<string, unknown>;
    return body.result === 'ok' ? undefined : `a ${response.statusCode} without result 'ok': ${response.body.slice(0, 300)}`;
  }
  if (!isJson) return `a ${response.statusCode} that is not JSON: ${response.body.slice(0, 300)}`;
  const body = JSON.parse(response.body) as Record<string, unknown>;
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,message,payload,result' || body.result !== 'error' || typeof body.code !== 'string' || typeof body.message !== 'string' || body.message === '') {
    return `a ${response.statusCode} outside the error envelope: ${response.body.slice(0, 300)}`;
  }
  return rowsWritten > 0 ? `refused (${response.statusCode} ${String(body.code)}) yet wrote ${rowsWritten} row(s)` : undefined;
}

async function send(route: RouteTableEntry, sent: Sent): Promise<void> {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: sent.url,
    headers: sent.body ? { ...headers, 'content-type': sent.body.contentType } : headers,
    ...(sent.body && { payload: sent.body.payload }),
  });
  const writesAfter = await writesSoFar(t.db);
  const rowsWritten = writesAfter - writesBefore;
  writesBefore = writesAfter;
  const problem = problemOf(response, rowsWritten);
  if (problem) throw new Error(`${line(route)} -> ${sent.url}: ${problem}`);
}

/** fast-check's report, cut to what tells the failure: the error, the counterexample's start, the replay path. */
function shortReport(failure: Error): string {
  const message = failure.message;
  const cut = (text: string | undefined, length: number) => (text && text.length > length ? `${text.slice(0, length)}…` : (text ?? ''));
  const path = /path: "([^"]*)"/.exec(message)?.[1];
  const counterexample = /Counterexample: (.*)/.exec(message)?.[1];
  // fast-check 4 keeps the property's own error as the cause.
  const error = failure.cause instanceof Error ? failure.cause.message : String(failure.cause ?? message.split('\n')[0]);
  return `${cut(error, 600)} | path ${path} | ${cut(counterexample, 300)}`;
}

/** Runs one property per route, collecting every route's failure (with the seed to replay it). */
async function fuzzEach(routes: RouteTableEntry[], property: (route: RouteTableEntry) => fc.IAsyncProperty<[Sent]>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes.filter((entry) => !ONLY || entry.url.includes(ONLY))) {
    try {
      await fc.assert(property(route), { numRuns: RUNS, seed: SEED, endOnFailure: true });
    } catch (error) {
      failures.push(`${line(route)} (FUZZ_SEED=${SEED}): ${shortReport(error as Error)}`);
    }
  }
  return failures;
}

// About 20 ms a request on the 2-core machine, with room for a busy one.
const FUZZ_TIMEOUT = Math.max(10 * 60_000, RUNS * 160 * 100);

describe(`every API route under generated bad input (seed ${SEED}, ${RUNS} requests per route)`, () => {
  it('covers the write and read routes of the route table, and watches the main tables', () => {
    const routes = fuzzedRoutes(t.app.routeTable);
    expect(routes.filter((route) => WRITE_METHODS.has(route.method)).length).toBeGreaterThan(15);
    expect(routes.filter((route) => route.method === 'GET').length).toBeGreaterThan(20);
    expect(watched).toEqual(expect.arrayContaining(['clinics', 'physicians', 'patients', 'appointments', 'tags', 'audit_log', 'promo_codes']));
    expect(watched).not.toContain('login_brake');
    expect(watched).not.toContain('request_budgets');
  });

  it('sees a write when one happens (the check that refused requests write nothing can fail)', async () => {
    const before = await writesSoFar(t.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/tags-write/tags', headers, payload: { name: `Fuzz ${randomUUID().slice(0, 8)}` } });
    expect(response.statusCode).toBe(201);
    // The tag row and its audit record.
    expect(await writesSoFar(t.db)).toBeGreaterThanOrEqual(before + 2);
    writesBefore = await writesSoFar(t.db);
  });

  it(
    'answers bad bodies (and query strings) on every write route with the envelope, never a 5xx, writing nothing when refused',
    async () => {
      const writes = fuzzedRoutes(t.app.routeTable).filter((route) => WRITE_METHODS.has(route.method));
      const failures = await fuzzEach(writes, (route) =>
        fc.asyncProperty(
          fc
            .record({ params: paramValues(route), body: badRequestBody, query: fc.option(badQuery, { freq: 2 }) })
            .map(({ params, body, query }) => ({ url: `${concreteUrl(route, params)}${query === null ? '' : `?${query}`}`, body })),
          (sent) => send(route, sent),
        ),
      );
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers bad query strings on every read route with the envelope, never a 5xx, writing nothing when refused',
    async () => {
      const reads = fuzzedRoutes(t.app.routeTable).filter((route) => !WRITE_METHODS.has(route.method));
      const failures = await fuzzEach(reads, (route) =>
        fc.asyncProperty(
          fc.record({ params: paramValues(route), query: badQuery }).map(({ params, query }) => ({ url: `${concreteUrl(route, params)}?${query}` })),
          (sent) => send(route, sent),
        ),
      );
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );
});
