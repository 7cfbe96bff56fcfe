// `npm run bench` (issue 11): the real server over HTTP, loaded with autocannon on PGlite and on
// PostgreSQL with 100,000 patients and 200,000 appointments, each list beside a bare Fastify route
// running the same SQL; plus the slot engine, the CSV check, a 100,000-row import and a restart.
// Prints one table and writes it to docs/performance.md. Never fails on a missed goal (timings
// depend on the machine); it fails only when something breaks.
//
// Then the realtime case on PostgreSQL (sockets.ts: two server processes, 1,000 sockets), written to
// its own part of the report; BENCH_ONLY=sockets (`npm run bench -- --only=sockets`) runs it alone.
// BENCH_ONLY=home loads only the Home's rows (home.ts) on BENCH_DATABASES and prints them, writing
// nothing: a check of those rows, with a small BENCH_PATIENTS and BENCH_SECONDS.
//
// Knobs (environment): BENCH_SECONDS (per load run, default 5), BENCH_PATIENTS, BENCH_APPOINTMENTS,
// BENCH_IMPORT_ROWS (default 100000), BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres;
// "off" to skip), BENCH_DATABASES (default "pglite,postgres").
import { connect } from 'node:net';
import os from 'node:os';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { appointments, patients } from '../src/db/schema';
import { physicianBody } from '../src/physicians/physician-test-kit';
import { createTestApp, DEMO, type TestApp } from '../src/test/test-app';
import { createTestStorage } from '../src/test/test-storage';
import { captureStatements, rawQueryOf, startBareServer } from './bare';
import { BENCH_SIZE, growSeed } from './grow-seed';
import { HOME_CALL_GOAL_MS, homeCases, isHomeCase } from './home';
import { runLoad, serveLoadProcess, type LoadResult, type LoadSpec } from './load';
import { timeCsvCheck, timeImport, timeRestart, timeSlotEngine } from './other-goals';
import { ms, perSecond, printTable, writeReport, type Row } from './report';
import { benchSockets, type BenchAdapter } from './sockets';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** `sockets`: the realtime case alone (run.mjs sets it for `--only=sockets`); `home`: the Home's load rows alone. */
const ONLY = process.env.BENCH_ONLY;
const HOME_ONLY = ONLY === 'home';

/** The goals of issue 11 per database: a latency percentile at a fixed rate, and a share of the bare throughput. */
const GOALS = {
  pglite: { rate: 100, percentile: 'p95' as const, latencyMs: 50, throughputShare: undefined as number | undefined },
  postgres: { rate: 500, percentile: 'p99' as const, latencyMs: 50, throughputShare: 0.7 as number | undefined },
};
type Kind = keyof typeof GOALS;

interface HttpCase {
  name: string;
  request: InjectOptions & { url: string; headers?: Record<string, string> };
  /** Loaded beside a bare route running the same SQL (the reads). */
  baseline: boolean;
  /** Latency goal applies (the lists and the monitor). */
  listGoal: boolean;
}

async function postgresAnswers(): Promise<string | undefined> {
  if (POSTGRES_URL === 'off') return 'BENCH_POSTGRES_URL=off';
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} did not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function casesFor(t: TestApp, admin: Record<string, string>, pic: Record<string, string>): Promise<HttpCase[]> {
  const picClinic = (await t.app.inject({ method: 'GET', url: '/api/clinic-read/?page=1&limit=50', headers: pic })).json().payload.data[0].sys_id as string;
  const [seeded] = await t.db.select({ sys_id: appointments.sys_id }).from(appointments).limit(1);
  const [patient] = await t.db.select({ phone: patients.phone }).from(patients).limit(1);
  const today = new Date().toISOString().slice(0, 10);
  const get = (url: string, headers: Record<string, string>) => ({ method: 'GET' as const, url, headers });
  return [
    { name: 'clinic list, name + city + tags filter', request: get('/api/clinic-read/clinics?name=clinic&city=RIYADH&tags=1,2,3&page=1&limit=10', admin), baseline: true, listGoal: true },
    { name: 'physician list, page 1', request: get('/api/doctor-read/?page=1&limit=10', admin), baseline: true, listGoal: true },
    { name: `patient list, page 1 (${BENCH_SIZE.patients} rows)`, request: get('/api/patient-read/?page=1&limit=50', admin), baseline: true, listGoal: true },
    { name: 'patient list, page 1000', request: get('/api/patient-read/?page=1000&limit=50', admin), baseline: true, listGoal: true },
    { name: 'tag list', request: get('/api/tags-read/tags', admin), baseline: true, listGoal: true },
    { name: 'appointment monitor, busy clinic day', request: get(`/api/monitoring/appointment-by-clinic/${picClinic}?day=${today}`, pic), baseline: true, listGoal: true },
    { name: 'appointment details', request: get(`/api/monitoring/appointment-by-id/${seeded.sys_id}`, admin), baseline: true, listGoal: false },
    // Throttled to 30 a minute per user by design (PATIENT_SEARCH_LIMIT): timed one by one, not loaded.
    { name: 'patient search by phone', request: get(`/api/patient-read/search?phone=${patient.phone}`, pic), baseline: true, listGoal: false },
    ...homeCases(admin, pic),
  ];
}

/** A physician open around the clock in 15-minute slots, for booking runs from 30 days ahead. */
async function bookablePhysician(t: TestApp, admin: Record<string, string>): Promise<{ physicianId: string; patientIds: string[] }> {
  const clinicId = (await t.app.inject({ method: 'GET', url: '/api/clinic-read/clinics?page=1&limit=1', headers: admin })).json().payload.rows[0].sys_id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/doctor-write',
    headers: admin,
    payload: physicianBody(clinicId, { email: 'bench.booking@example.com', consultation_duration: 15 }),
  });
  const physicianId = created.json().payload.sys_id as string;
  await t.app.inject({
    method: 'POST',
    url: '/api/appointment-management/set-operating-hour-v3',
    headers: admin,
    payload: { physician_id: physicianId, periods: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '0000', until: '2359' }] },
  });
  const rows = await t.db.select({ sys_id: patients.sys_id }).from(patients).limit(500);
  return { physicianId, patientIds: rows.map((row) => row.sys_id) };
}

/** Sequential requests (for the throttled search): p95 of `count` calls. */
async function sequentialP95(url: string, headers: Record<string, string>, count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(0.95 * times.length))];
}

async function medianQueryMs(query: () => Promise<unknown>, runs = 21): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

function failuresNote(result: LoadResult): string {
  return result.failures > 0 ? ` (${result.failures} failed of ${result.requests})` : '';
}

/**
 * One list export received whole, three times: the median time, the file's size, its rows (the CSV's
 * lines after the header; for a workbook, its `<row ` elements are compressed, so the CSV's count
 * stands for both), and how far this process's resident memory grew while the files came. The server
 * runs in this process and the body is read as a stream, never kept: a streamed export keeps it flat.
 */
async function timeExport(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number; rows: number; rssGrowthMb: number }> {
  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    bytes = 0;
    let lineEnds = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lineEnds++;
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    times.push(performance.now() - start);
    rows = Math.max(0, lineEnds - 1);
  }
  return { ms: times.sort((a, b) => a - b)[1], bytes, rows, rssGrowthMb: Math.round((rssPeak - rssBefore) / 1e6) };
}

/**
 * Each case loaded at the goal's rate and at full speed, ours beside the bare route of the same SQL
 * (`bareBaseUrl/bare/{index}`, in the order of `cases`).
 */
async function loadRows(kind: Kind, cases: HttpCase[], baseUrl: string, bareBaseUrl: string): Promise<Row[]> {
  const goal = GOALS[kind];
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const rows: Row[] = [];
  let baselineIndex = 0;
  for (const c of cases) {
    const bareUrl = `${bareBaseUrl}/bare/${baselineIndex++}`;
    console.log(`${label}: ${c.name}`);
    if (c.name === 'patient search by phone') {
      const ours = await sequentialP95(`${baseUrl}${c.request.url}`, c.request.headers!, 25);
      const bareFixed = await runLoad({ url: bareUrl, seconds: SECONDS, connections: 10, rate: goal.rate });
      rows.push({
        name: `${label}: ${c.name}, p95 (ours one by one: throttled 30/min per user)`,
        ours: ms(ours),
        baseline: `${ms(bareFixed.p95)} at ${goal.rate}/s`,
        ratio: '—',
        goal: '—',
        met: undefined,
      });
      continue;
    }
    const connections = kind === 'postgres' ? 50 : 10;
    const spec = (url: string, rate?: number): LoadSpec => ({ url, headers: c.request.headers, seconds: SECONDS, connections: rate ? connections : 10, rate });
    if (isHomeCase(c.request)) {
      // Issue 29's goal is each Home call's own time: a Home is asked once a visit and once per
      // home_changed, not hundreds of times a second, so it is timed one call at a time (50 calls).
      const ours = await sequentialP95(`${baseUrl}${c.request.url}`, c.request.headers!, 50);
      const bare = await sequentialP95(bareUrl, c.request.headers!, 50);
      rows.push({
        name: `${label}: ${c.name}, p95 one call at a time`,
        ours: ms(ours),
        baseline: ms(bare),
        ratio: (ours / bare).toFixed(2),
        goal: `≤ ${HOME_CALL_GOAL_MS} ms`,
        met: ours <= HOME_CALL_GOAL_MS,
      });
    } else {
      const oursFixed = await runLoad(spec(`${baseUrl}${c.request.url}`, goal.rate));
      const bareFixed = await runLoad(spec(bareUrl, goal.rate));
      const latency = (result: LoadResult) => result[goal.percentile];
      rows.push({
        name: `${label}: ${c.name}, ${goal.percentile} at ${goal.rate} req/s`,
        ours: `${ms(latency(oursFixed))}${failuresNote(oursFixed)}`,
        baseline: ms(latency(bareFixed)),
        ratio: (latency(oursFixed) / latency(bareFixed)).toFixed(2),
        goal: c.listGoal ? `≤ ${goal.latencyMs} ms` : '—',
        met: c.listGoal ? latency(oursFixed) <= goal.latencyMs && oursFixed.failures === 0 : undefined,
      });
    }
    const oursMax = await runLoad(spec(`${baseUrl}${c.request.url}`));
    const bareMax = await runLoad(spec(bareUrl));
    const share = oursMax.rps / bareMax.rps;
    rows.push({
      name: `${label}: ${c.name}, max throughput`,
      ours: `${perSecond(oursMax.rps)}${failuresNote(oursMax)}`,
      baseline: perSecond(bareMax.rps),
      ratio: share.toFixed(2),
      goal: goal.throughputShare && c.listGoal ? `≥ ${goal.throughputShare} × bare` : '—',
      met: goal.throughputShare && c.listGoal ? share >= goal.throughputShare : undefined,
    });
  }
  return rows;
}

async function benchDatabase(kind: Kind, notes: string[]): Promise<Row[]> {
  const goal = GOALS[kind];
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  if (kind === 'postgres') process.env.DATABASE_URL = POSTGRES_URL;
  else delete process.env.DATABASE_URL;
  const storage = await createTestStorage();
  const rows: Row[] = [];
  let t: TestApp | undefined;
  try {
    // Seeded on PostgreSQL too: a database URL turns the start's demo seed off unless SEED says so.
    t = await createTestApp({ storage, env: { SEED: 'true' } });
    const seedStart = performance.now();
    await growSeed(t.db, BENCH_SIZE, new Date());
    notes.push(`${label}: bench seed grown to ${BENCH_SIZE.patients} patients and ${BENCH_SIZE.appointments} appointments in ${ms(performance.now() - seedStart)}`);
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const admin = { authorization: `Bearer ${await t.login(DEMO.admin)}` };
    const pic = { authorization: `Bearer ${await t.login(DEMO.clinicPic)}` };
    const cases = (await casesFor(t, admin, pic)).filter((c) => !HOME_ONLY || isHomeCase(c.request));
    const statements = await captureStatements(t, Object.fromEntries(cases.filter((c) => c.baseline).map((c, i) => [String(i), c.request])));
    const raw = rawQueryOf(t);
    const bare = await startBareServer(raw.query, statements);
    try {
      if (HOME_ONLY) {
        rows.push(...(await loadRows(kind, cases, baseUrl, bare.url)));
        return rows;
      }
      // The patient list's total is an exact count of the whole table (spec: payload.count): what it costs beside the page.
      const countMs = await medianQueryMs(() => raw.query({ sql: 'SELECT count(*) FROM patients', params: [] }));
      const pageMs = await medianQueryMs(() => raw.query({ sql: 'SELECT * FROM patients ORDER BY id DESC LIMIT 50', params: [] }));
      rows.push({
        name: `${label}: patient list's exact count of ${BENCH_SIZE.patients} rows vs its page query (median, alone)`,
        ours: ms(countMs),
        baseline: `${ms(pageMs)} (page)`,
        ratio: (countMs / pageMs).toFixed(1),
        goal: '—',
        met: undefined,
      });
      rows.push(...(await loadRows(kind, cases, baseUrl, bare.url)));

      console.log(`${label}: booking`);
      const target = await bookablePhysician(t, admin);
      const firstSlot = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 30);
      const bookingUrl = `${baseUrl}/api/appointment-management/create-appointment-v2`;
      const fixed = await runLoad({
        url: bookingUrl,
        method: 'POST',
        headers: admin,
        seconds: SECONDS,
        connections: kind === 'postgres' ? 50 : 10,
        rate: goal.rate,
        booking: { ...target, firstSlot, slotOffset: 0 },
      });
      const max = await runLoad({ url: bookingUrl, method: 'POST', headers: admin, seconds: SECONDS, connections: 10, booking: { ...target, firstSlot, slotOffset: 1_000_000 } });
      rows.push({
        name: `${label}: booking (a new slot each request), ${goal.percentile} at ${goal.rate} req/s`,
        ours: `${ms(fixed[goal.percentile])}${failuresNote(fixed)}`,
        baseline: '—',
        ratio: '—',
        goal: '—',
        met: undefined,
      });
      rows.push({ name: `${label}: booking, max throughput`, ours: `${perSecond(max.rps)}${failuresNote(max)}`, baseline: '—', ratio: '—', goal: '—', met: undefined });

      // Before the import below adds its rows: the file of exactly the grown patient table.
      for (const format of ['csv', 'xlsx'] as const) {
        console.log(`${label}: patient export as ${format}`);
        const exported = await timeExport(`${baseUrl}/api/patient-read/export?format=${format}&lang=ar`, admin);
        rows.push({
          name: `${label}: export of the ${BENCH_SIZE.patients}-patient list as ${format.toUpperCase()} (Arabic; the whole file received, median of 3)`,
          ours: `${ms(exported.ms)} (${(exported.bytes / 1e6).toFixed(1)} MB${format === 'csv' ? `, ${exported.rows} rows` : ''}, RSS +${exported.rssGrowthMb} MB)`,
          baseline: '—',
          ratio: '—',
          goal: '≤ 10000 ms',
          met: exported.ms <= 10_000 && (format === 'xlsx' || exported.rows >= BENCH_SIZE.patients),
        });
      }

      if (IMPORT_ROWS > 0) {
        console.log(`${label}: import of ${IMPORT_ROWS} rows`);
        // The upload is to one's own account: the token's subject.
        const token = admin.authorization.slice('Bearer '.length);
        const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
        const imported = await timeImport(baseUrl, token, userId, IMPORT_ROWS);
        rows.push({
          name: `${label}: ${IMPORT_ROWS}-row import through the API (500-row batches)`,
          ours: `${ms(imported.ms)} (${imported.created} created)`,
          baseline: '—',
          ratio: '—',
          goal: IMPORT_ROWS >= 100_000 ? '≤ 60000 ms' : '≤ 60000 ms for 100000',
          met: IMPORT_ROWS >= 100_000 ? imported.ms <= 60_000 : undefined,
        });
      }
    } finally {
      await bare.app.close();
      await raw.close();
    }
    await t.close();
    t = undefined;
    if (kind === 'pglite') {
      console.log('restart of dist/main.js on the bench data directory');
      const restart = await timeRestart(storage.dataDir);
      rows.push({ name: `PGlite: restart of dist/main.js to first 200 (bench data)`, ours: ms(restart), baseline: '—', ratio: '—', goal: '≤ 3000 ms', met: restart <= 3_000 });
    }
  } finally {
    await t?.close();
    await storage.dispose();
  }
  return rows;
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** BENCH_SOCKET_ADAPTERS (postgres,redis by default); Redis only when it answers. */
async function socketAdapters(): Promise<BenchAdapter[]> {
  const asked = (process.env.BENCH_SOCKET_ADAPTERS ?? 'postgres,redis').split(',').map((name) => name.trim()) as BenchAdapter[];
  if (!asked.includes('redis')) return asked;
  const { hostname, port } = new URL(REDIS_URL);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  if (!answers) console.log(`sockets: the Redis adapter is skipped, nothing answers at ${REDIS_URL}`);
  return answers ? asked : asked.filter((adapter) => adapter !== 'redis');
}

/** The realtime case (PostgreSQL, and Redis when it answers), printed and written to its own part of docs/performance.md. */
async function socketsCase(): Promise<void> {
  const reason = await postgresAnswers();
  if (reason) {
    console.log(`sockets case skipped: ${reason}`);
    return;
  }
  const startedAt = new Date();
  const loadAverage = os.loadavg();
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const adapter of await socketAdapters()) {
    const result = await benchSockets(POSTGRES_URL, adapter, REDIS_URL);
    rows.push(...result.rows);
    notes.push(...result.notes);
  }
  console.log('');
  printTable(rows);
  const file = writeReport(rows, { startedAt, loadAverage, notes }, 'bench-sockets');
  console.log(`\nwritten to ${file}`);
}

/** The databases BENCH_DATABASES names that can run: PostgreSQL only when it answers (else a note says why). */
async function benchedDatabases(notes: string[]): Promise<Kind[]> {
  const kinds: Kind[] = [];
  for (const kind of DATABASES as Kind[]) {
    const reason = kind === 'postgres' ? await postgresAnswers() : undefined;
    if (reason) {
      console.log(`PostgreSQL skipped: ${reason}`);
      notes.push(`PostgreSQL skipped: ${reason}`);
    } else kinds.push(kind);
  }
  return kinds;
}

/** BENCH_ONLY=home: the Home's rows alone, printed with their notes; docs/performance.md is left as it is. */
async function homeCase(): Promise<void> {
  const notes: string[] = [];
  const rows: Row[] = [];
  for (const kind of await benchedDatabases(notes)) rows.push(...(await benchDatabase(kind, notes)));
  console.log('');
  for (const note of notes) console.log(note);
  printTable(rows);
}

async function main() {
  if (ONLY === 'sockets') return socketsCase();
  if (HOME_ONLY) return homeCase();
  if (ONLY) throw new Error(`BENCH_ONLY=${ONLY}: only "sockets" and "home" are known`);
  const startedAt = new Date();
  const loadAverage = os.loadavg();
  const notes: string[] = [];
  const rows: Row[] = [];

  console.log('slot engine');
  const slots = timeSlotEngine();
  rows.push({ name: 'slot engine: 30 days × 200 physicians', ours: ms(slots), baseline: '—', ratio: '—', goal: '≤ 100 ms', met: slots <= 100 });
  const slotsWithExceptions = timeSlotEngine(true);
  rows.push({
    name: 'slot engine with exceptions (a day off, other hours, a season, holidays)',
    ours: ms(slotsWithExceptions),
    baseline: '—',
    ratio: '—',
    goal: '≤ 100 ms',
    met: slotsWithExceptions <= 100,
  });
  console.log('CSV check');
  const csv = timeCsvCheck(100_000);
  rows.push({ name: `CSV worker check of 100000 rows in Node (${csv.clean} clean)`, ours: ms(csv.ms), baseline: '—', ratio: '—', goal: '≤ 3000 ms', met: csv.ms <= 3_000 });

  for (const kind of await benchedDatabases(notes)) rows.push(...(await benchDatabase(kind, notes)));

  console.log('');
  printTable(rows);
  const file = writeReport(rows, { startedAt, loadAverage, notes, seconds: SECONDS });
  console.log(`\nwritten to ${file}`);
  if (DATABASES.includes('postgres')) {
    console.log('\nsockets');
    await socketsCase();
  }
}

if (process.argv.includes('--load-process')) {
  serveLoadProcess();
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
