import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { startCluster, type RunningCluster, type RunningServer } from './cluster';

/*
 * A real cluster (npm run cluster's code: three built server processes on PostgreSQL and Redis
 * behind HAProxy) and what its users see when a process goes: stopped for a deploy (SIGTERM) or
 * killed outright. Needs PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and HAProxy, as `.ci/run`
 * provides; npm test passes the first two when this machine has them.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const haproxyInstalled = spawnSync('sh', ['-c', 'command -v haproxy || test -x /usr/sbin/haproxy']).status === 0;
const missing = [
  !process.env.DATABASE_URL && 'DATABASE_URL',
  !process.env.REDIS_URL && 'REDIS_URL',
  !haproxyInstalled && 'haproxy',
  !existsSync(SERVER_ENTRY) && 'the server build',
].filter(Boolean);
if (missing.length > 0) console.warn(`cluster.int.test: skipped, it needs ${missing.join(', ')}`);
const withCluster = missing.length === 0 ? describe : describe.skip;

// The demo seed's pharmacy PIC and the patient app's demo patient (as tooling/simulate uses them).
const DEMO = { pharmacyPic: 'pharmacy.pic@example.com', password: 'Demo@12345', patientPhone: '0500000001', home: { lat: 24.7186, lng: 46.6803 } };
const REALTIME_PATH = '/order-write/socket.io';

let cluster: RunningCluster;
let dataDir: string;
let databaseName: string;
const sockets: Socket[] = [];

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Three ports in a row nobody listens on: the public one and two... the cluster takes public + 1..N. */
async function freePortRun(count: number): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    let free = true;
    for (let port = first; port < first + count && free; port++) free = await isFree(port);
    if (free) return first;
  }
}

async function api(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await fetch(`${cluster.url}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { payload: Record<string, unknown> & { rows?: { sys_id: string }[] } } };
}

async function signIn(): Promise<string> {
  const reply = await api('POST', '/api/administrator-read/login', undefined, { email: DEMO.pharmacyPic, password: DEMO.password });
  expect(reply.status).toBe(200);
  return reply.body.payload.token as string;
}

/** A patient-app order from the demo patient's `index`-th prescription: the demo pharmacy PIC hears `new_order`. */
async function placeOrder(index: number): Promise<string> {
  const login = await api('POST', '/api/patient-app/login', undefined, { phone: DEMO.patientPhone, password: DEMO.password });
  const token = login.body.payload.token as string;
  const prescriptions = (await api('GET', '/api/patient-app/prescriptions', token)).body.payload.rows!;
  const placed = await api('POST', '/api/patient-app/orders', token, { product_type: 'PRESCRIPTION', product_id: prescriptions[index].sys_id, ...DEMO.home });
  expect(placed.status).toBe(201);
  return placed.body.payload.sys_id as string;
}

/** A dashboard's socket, through the balancer, reconnecting as the dashboard's does. */
async function dashboardSocket(token: string): Promise<Socket> {
  const socket = connect(cluster.url, { path: REALTIME_PATH, transports: ['websocket'], auth: { token }, reconnectionDelay: 200, reconnectionDelayMax: 1000 });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The live server holding the sockets, read from each one's own metrics (this machine may read them). */
async function serverWithSocket(): Promise<RunningServer> {
  for (const server of cluster.servers) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
    const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`).then((response) => response.text());
    if (/^realtime_open_sockets [1-9]/m.test(metrics)) return server;
  }
  throw new Error('no server holds a socket');
}

/** Reads a list through the balancer again and again while `during` runs; the statuses it got. */
async function keepReading(token: string, during: Promise<unknown>): Promise<number[]> {
  let done = false;
  void during.finally(() => (done = true));
  const statuses: number[] = [];
  while (!done || statuses.length < 20) {
    statuses.push(await fetch(`${cluster.url}/api/pharmacy-read/?page=1&limit=5`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status, () => 0));
  }
  return statuses;
}

withCluster('a cluster of three processes behind HAProxy', () => {
  beforeAll(async () => {
    databaseName = `mk_cluster_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${databaseName}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mk-cluster-'));
    cluster = await startCluster(
      {
        processes: 3,
        publicPort: await freePortRun(4),
        databaseUrl: databaseUrl.toString(),
        redisUrl: process.env.REDIS_URL!,
        jwtSecret: randomBytes(32).toString('base64url'),
        dataDir,
        seed: true,
      },
      { serverEntry: SERVER_ENTRY, env: { LOG_LEVEL: 'warn', REDIS_PREFIX: `mk-cluster-test-${randomBytes(4).toString('hex')}:` } },
    );
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await cluster?.stop();
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps a user working through a deploy: reads never fail, the socket comes back on another process with its session, and the order placed meanwhile is in the list it reads again', async () => {
    const token = await signIn();
    const socket = await dashboardSocket(token);
    const holder = await serverWithSocket();

    // The socket's own connect comes after the session is restored (the manager's reconnect, before).
    const back = new Promise<boolean>((resolve) => socket.once('connect', () => resolve(socket.recovered)));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    holder.child.kill('SIGTERM');
    const statuses = await keepReading(token, holder.exited);
    expect(await dropped).toMatch(/^transport (close|error)$/);
    const orderId = await placeOrder(0);

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await back).toBe(true);
    // Heard live or not (new_order carries no recovery offset across processes), the dashboard reads its
    // incoming orders again on every reconnection: the order is there.
    const listed = (await api('GET', '/api/order-read/', token)).body.payload.rows!.map((row) => row.sys_id);
    expect(listed).toContain(orderId);
    expect(await holder.exited).toBe(0);
  }, 60_000);

  it('keeps a user working when a process is killed outright: reads never fail, the socket reconnects and hears the next order', async () => {
    const token = await signIn();
    const socket = sockets[0];
    const holder = await serverWithSocket();

    const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    holder.child.kill('SIGKILL');
    const statuses = await keepReading(token, holder.exited);
    await back;
    const next = new Promise<{ sys_id: string }>((resolve) => socket.once('new_order', resolve));
    const orderId = await placeOrder(1);

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect((await next).sys_id).toBe(orderId);
  }, 60_000);
});
