// The realtime case of `npm run bench` (issues 12 and 28): server processes (dist/main.js) on one
// PostgreSQL, their events through the PostgreSQL or the Redis adapter, 1,000 pharmacy sockets split
// between them, orders placed through the patient-app route one every BENCH_SOCKET_PACE_MS, and for
// each order and each socket the time from sending the POST to `new_order` arriving. Goal: p95 at
// most 250 ms with three processes, on both adapters.
//
// Knobs: BENCH_SOCKETS (1000), BENCH_SOCKET_PICS (1000: the sockets are spread over this many pharmacy
// PICs, each with one pharmacy near the order, so an order fans out to that many `user:` rooms: the
// case measured from outside in issue 28), BENCH_SOCKET_ORDERS (50), BENCH_SOCKET_PACE_MS (250), BENCH_SOCKET_PROCESSES (3),
// BENCH_SOCKET_ADAPTERS (postgres,redis; redis only when REDIS_URL or 127.0.0.1:6379 answers).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import type { NewOrderEvent } from '@mk/contracts';
import { signToken } from '../src/auth/jwt';
import { call, connectedSocket, startServerProcess, stopAll, type ServerProcess } from '../src/realtime/server-process-kit';
import { DEMO_PASSWORD } from '../src/seed/demo-data';
import { DEMO_APP_PATIENT } from '../src/seed/demo-orders';
import { RIYADH_CENTRE } from '../src/seed/demo-pharmacies';
import { createTestStorage, type TestStorage } from '../src/test/test-storage';
import { ms, type Row } from './report';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PICS = Number(process.env.BENCH_SOCKET_PICS ?? 1000);
const ORDERS = Number(process.env.BENCH_SOCKET_ORDERS ?? 50);
const PACE_MS = Number(process.env.BENCH_SOCKET_PACE_MS ?? 250);
const GOAL_P95_MS = 250;
/** How long to wait for the last events after the last order before counting the rest as lost. */
const DRAIN_MS = 15_000;
const CONNECT_BATCH = 100;
const PROCESSES = Number(process.env.BENCH_SOCKET_PROCESSES ?? 3);

export type BenchAdapter = 'postgres' | 'redis';

interface BenchPic {
  sys_id: string;
  token: string;
}

/** Its own database on the bench's PostgreSQL, created and dropped like a test file's. */
async function benchStorage(postgresUrl: string): Promise<TestStorage> {
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = postgresUrl;
  try {
    return await createTestStorage();
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
}

/**
 * `count` pharmacy PICs, each with one pharmacy within about 3 km of the centre of Riyadh (where the
 * orders go), written straight to the database; their tokens are signed with the servers' secret
 * (no `count` logins through the login brake).
 */
async function addPics(databaseUrl: string, secret: string, count: number): Promise<BenchPic[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sys_id: string; email: string; name: string }>(
      `INSERT INTO administrators (name, email, role, password_hash)
       SELECT 'Bench Pharmacist ' || n, 'bench.pic.' || n || '@example.com', 'PIC', 'not-a-login'
       FROM generate_series(1, $1::int) AS n RETURNING sys_id, email, name`,
      [count],
    );
    await client.query(
      `INSERT INTO pharmacies (name, name_ar, city, address, phone, lat, lng, pic_id)
       SELECT 'Bench Pharmacy ' || i, 'صيدلية ' || i, 'RIYADH', 'Al Olaya', '0551230000',
              ($2::float8 + 0.025 * sin(i))::text, ($3::float8 + 0.025 * cos(i))::text, pic_id
       FROM unnest($1::uuid[]) WITH ORDINALITY AS p(pic_id, i)`,
      [rows.map((row) => row.sys_id), RIYADH_CENTRE.lat, RIYADH_CENTRE.lng],
    );
    return Promise.all(rows.map(async (row) => ({ sys_id: row.sys_id, token: await signToken({ ...row, role: 'PIC' }, secret, 3600) })));
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function openFileLimit(): string {
  try {
    return execSync('ulimit -n', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Opens the sockets in batches (a thousand handshakes at once would time out on a busy machine). */
async function openSockets(servers: ServerProcess[], pics: BenchPic[]): Promise<{ socket: Socket; server: number }[]> {
  const count = servers.length;
  const opened: { socket: Socket; server: number }[] = [];
  for (let first = 0; first < SOCKETS; first += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - first) }, (_, k) => first + k);
    opened.push(
      ...(await Promise.all(
        batch.map(async (i) => ({ socket: await connectedSocket(servers[i % count].url, pics[i % pics.length].token), server: i % count })),
      )),
    );
  }
  return opened;
}

export interface SocketsResult {
  rows: Row[];
  notes: string[];
}

/** The whole case: start, connect, place the orders, measure; always stops what it started. */
export async function benchSockets(postgresUrl: string, adapter: BenchAdapter, redisUrl?: string): Promise<SocketsResult> {
  const storage = await benchStorage(postgresUrl);
  const servers: ServerProcess[] = [];
  let sockets: { socket: Socket; server: number }[] = [];
  try {
    const secret = randomBytes(32).toString('base64url');
    const env = {
      DATABASE_URL: storage.databaseUrl!,
      DATA_DIR: storage.dataDir,
      DASHBOARD_DIR: `${storage.dataDir}/no-dashboard`,
      JWT_SECRET: secret,
      REALTIME_ADAPTER: adapter,
      ...(adapter === 'redis' ? { REDIS_URL: redisUrl!, REDIS_PREFIX: `mk-bench-${randomBytes(4).toString('hex')}:` } : {}),
    };
    console.log(`sockets: starting ${PROCESSES} server processes (${adapter} adapter)`);
    // The first seeds the demo (no longer the default with DATABASE_URL), the others find it there.
    servers.push(await startServerProcess('dist', { ...env, SEED: 'true' }));
    servers.push(...(await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startServerProcess('dist', { ...env, SEED: 'false' })))));
    const pics = await addPics(storage.databaseUrl!, secret, PICS);

    console.log(`sockets: connecting ${SOCKETS} sockets`);
    const connectStart = performance.now();
    sockets = await openSockets(servers, pics);
    const connectMs = performance.now() - connectStart;

    // Arrival times by order, and which process held the socket.
    const arrivals = new Map<string, { at: number; server: number }[]>();
    let arrived = 0;
    let allArrived: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allArrived = resolve));
    for (const { socket, server } of sockets) {
      socket.on('new_order', (event: NewOrderEvent) => {
        const at = performance.now();
        const list = arrivals.get(event.sys_id) ?? [];
        list.push({ at, server });
        arrivals.set(event.sys_id, list);
        if (++arrived === ORDERS * SOCKETS) allArrived();
      });
    }

    const patient = await call(servers[0].url, 'POST', '/api/patient-app/login', undefined, { phone: DEMO_APP_PATIENT.phone, password: DEMO_PASSWORD });
    const patientToken = patient.body.payload.token as string;
    const prescriptions = (await call(servers[0].url, 'GET', '/api/patient-app/prescriptions', patientToken)).body.payload.rows as { sys_id: string }[];

    console.log(`sockets: placing ${ORDERS} orders, one every ${PACE_MS} ms`);
    const sent = new Map<string, { at: number; server: number; postMs: number; pharmacies: number }>();
    const runStart = performance.now();
    const placing: Promise<void>[] = [];
    for (let k = 0; k < ORDERS; k++) {
      // Paced from the start, not after the previous answer: orders arrive on their own schedule.
      const due = runStart + k * PACE_MS;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      const server = k % servers.length;
      const at = performance.now();
      placing.push(
        call(servers[server].url, 'POST', '/api/patient-app/orders', patientToken, {
          product_type: 'PRESCRIPTION',
          product_id: prescriptions[k % prescriptions.length].sys_id,
          ...RIYADH_CENTRE,
        }).then((reply) => {
          if (reply.status !== 201) throw new Error(`order refused: ${JSON.stringify(reply.body)}`);
          sent.set(reply.body.payload.sys_id, { at, server, postMs: performance.now() - at, pharmacies: reply.body.payload.pharmacies });
        }),
      );
    }
    await Promise.all(placing);
    let drainTimer: NodeJS.Timeout | undefined;
    await Promise.race([done, new Promise((resolve) => (drainTimer = setTimeout(resolve, DRAIN_MS)))]);
    clearTimeout(drainTimer);

    const all: number[] = [];
    const otherProcess: number[] = [];
    for (const [orderId, order] of sent) {
      for (const arrival of arrivals.get(orderId) ?? []) {
        all.push(arrival.at - order.at);
        if (arrival.server !== order.server) otherProcess.push(arrival.at - order.at);
      }
    }
    all.sort((x, y) => x - y);
    otherProcess.sort((x, y) => x - y);
    const posts = [...sent.values()].map((order) => order.postMs).sort((x, y) => x - y);
    const expected = ORDERS * SOCKETS;
    const p95 = percentile(all, 95);
    const label = `sockets (${adapter}): ${SOCKETS} pharmacy sockets on ${servers.length} processes (${PICS} PICs), POST order → new_order`;
    const rows: Row[] = [
      { name: `${label}, p50`, ours: ms(percentile(all, 50)), baseline: '—', ratio: '—', goal: '—', met: undefined },
      { name: `${label}, p95`, ours: ms(p95), baseline: '—', ratio: '—', goal: `≤ ${GOAL_P95_MS} ms`, met: p95 <= GOAL_P95_MS && all.length === expected },
      { name: `${label}, p99`, ours: ms(percentile(all, 99)), baseline: '—', ratio: '—', goal: '—', met: undefined },
      { name: `${label}, p95 at sockets on another process`, ours: ms(percentile(otherProcess, 95)), baseline: '—', ratio: '—', goal: '—', met: undefined },
      { name: `${label}, events delivered`, ours: `${all.length} of ${expected}`, baseline: '—', ratio: '—', goal: 'all', met: all.length === expected },
      { name: `sockets (${adapter}): the order POST itself (answer), p50 / p95`, ours: `${ms(percentile(posts, 50))} / ${ms(percentile(posts, 95))}`, baseline: '—', ratio: '—', goal: '—', met: undefined },
    ];
    const fanOut = [...sent.values()][0]?.pharmacies ?? 0;
    const notes = [
      `${adapter}: ${ORDERS} orders, one every ${PACE_MS} ms, through each process in turn; each went to ${fanOut} pharmacies (one of each of the ${PICS} bench PICs, the rest the demo PIC's)`,
      `${adapter}: ${SOCKETS} sockets (websocket transport) opened in ${ms(connectMs)}, about ${Math.round(SOCKETS / servers.length)} per process, all in the bench's own process; open files limit (ulimit -n) ${openFileLimit()}`,
      `Load average at the end (1, 5, 15 min): ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`,
    ];
    return { rows, notes };
  } finally {
    for (const { socket } of sockets) socket.close();
    await stopAll(servers);
    await storage.dispose();
  }
}
