import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME, type NewOrderEvent } from '@mk/contracts';
import { DEMO_APP_PATIENT } from '../seed/demo-orders';
import { RIYADH_CENTRE } from '../seed/demo-pharmacies';
import { OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import { call, connectedSocket, nextEvent, startServerProcess, stopAll, type ServerProcess } from './server-process-kit';

/*
 * Two real server processes (the sources, through tsx) on one PostgreSQL database, as behind a load
 * balancer: what one process emits reaches the sockets the other holds, through the PostgreSQL
 * adapter and through the Redis one. PGlite is one process's own database, so there is nothing to
 * share without DATABASE_URL; the Redis adapter needs REDIS_URL as well (npm test sets it when a
 * Redis answers on this machine).
 */
const ADAPTERS = process.env.DATABASE_URL ? ['postgres', ...(process.env.REDIS_URL ? ['redis'] : [])] : [];
if (process.env.DATABASE_URL && !process.env.REDIS_URL) console.warn('two-processes.int.test: the Redis adapter is skipped, set REDIS_URL=redis://... to run it');
const eachAdapter = ADAPTERS.length > 0 ? describe.each(ADAPTERS) : describe.skip.each(['postgres']);

let storage: TestStorage;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
const sockets: Socket[] = [];

async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

async function login(server: ServerProcess, email: string): Promise<string> {
  const reply = await call(server.url, 'POST', '/api/administrator-read/login', undefined, { email, password: DEMO.password });
  if (reply.status !== 200) throw new Error(`login ${email}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload.token as string;
}

async function open(server: ServerProcess, token: string): Promise<Socket> {
  const socket = await connectedSocket(server.url, token);
  sockets.push(socket);
  return socket;
}

eachAdapter('two server processes on one PostgreSQL, events through the %s adapter (skipped without DATABASE_URL: PGlite serves one process)', (adapter) => {
  // This run's own keys, so runs side by side on one Redis do not hear each other; removed afterwards.
  const redisPrefix = `mk-test-${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    storage = await createTestStorage();
    const env = {
      DATABASE_URL: storage.databaseUrl!,
      DATA_DIR: storage.dataDir,
      DASHBOARD_DIR: `${storage.dataDir}/no-dashboard`,
      // Tokens signed by one process are accepted by the other, as in any multi-process deployment.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      REALTIME_ADAPTER: adapter,
      ...(adapter === 'redis' ? { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: redisPrefix } : {}),
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    a = await startServerProcess('source', { ...env, SEED: 'true' });
    b = await startServerProcess('source', { ...env, SEED: 'false' });
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stopAll([a, b]);
    await storage?.dispose();
    if (adapter === 'redis') await removeRedisKeys(process.env.REDIS_URL!, redisPrefix);
  }, 30_000);

  it('delivers new_order to a pharmacy PIC socket held by process B for an order placed through process A, naming only their own pharmacies', async () => {
    const picToken = await login(b!, DEMO.pharmacyPic);
    const picSocket = await open(b!, picToken);
    const heard = nextEvent<NewOrderEvent>(picSocket, 'new_order');

    const patient = await call(a!.url, 'POST', '/api/patient-app/login', undefined, { phone: DEMO_APP_PATIENT.phone, password: DEMO.password });
    const patientToken = patient.body.payload.token as string;
    const [prescription] = (await call(a!.url, 'GET', '/api/patient-app/prescriptions', patientToken)).body.payload.rows;
    const placed = await call(a!.url, 'POST', '/api/patient-app/orders', patientToken, { product_type: 'PRESCRIPTION', product_id: prescription.sys_id, ...RIYADH_CENTRE });
    expect(placed.status).toBe(201);

    const event = await heard;
    expect(event.sys_id).toBe(placed.body.payload.sys_id);
    // One message crossed for every receiving PIC, each process handing each socket its own part.
    const own = (await call(b!.url, 'GET', '/api/pharmacy-read?limit=100', picToken)).body.payload.rows.map((row: { sys_id: string }) => row.sys_id);
    expect(event.pharmacy_ids.length).toBeGreaterThan(0);
    expect(own).toEqual(expect.arrayContaining(event.pharmacy_ids));
  }, 30_000);

  it('drops the sockets a user holds on process B when they log out on process A, and only theirs', async () => {
    const picToken = await login(a!, DEMO.pharmacyPic);
    const picOnB = await open(b!, picToken);
    const adminOnB = await open(b!, await login(b!, DEMO.admin));
    const dropped = new Promise<string>((resolve) => picOnB.once('disconnect', resolve));

    expect((await call(a!.url, 'POST', '/api/administrator-read/logout', picToken)).status).toBe(200);

    expect(await dropped).toBe('io server disconnect');
    // B handled the whole request to disconnect the PIC's room before the PIC's socket heard of it.
    expect(adminOnB.connected).toBe(true);
    await expect(open(b!, picToken)).rejects.toThrow('unauthorized');
  }, 30_000);

  it('drops the sockets of a user an ADMIN disables on process A from process B within 2 s', async () => {
    const userId = async (email: string) => {
      const users = await call(a!.url, 'GET', `/api/administrator-read/users?search=${encodeURIComponent(email)}`, adminToken);
      return users.body.payload.rows[0].sys_id as string;
    };
    const adminToken = await login(a!, DEMO.admin);
    const onB = await open(b!, await login(b!, OTHER_PIC));
    const dropped = new Promise<string>((resolve, reject) => {
      onB.once('disconnect', resolve);
      setTimeout(() => reject(new Error('the socket on process B was still open 2 s after the disable')), 2000).unref();
    });

    const disabled = await call(a!.url, 'POST', `/api/administrator-write/users/${await userId(OTHER_PIC)}/disable`, adminToken);
    expect(disabled.status).toBe(200);

    expect(await dropped).toBe('io server disconnect');
  }, 30_000);

  /** A patient-app order from the demo patient's `index`-th prescription, placed through `server`. */
  async function placeOrder(server: ServerProcess, index: number): Promise<string> {
    const patient = await call(server.url, 'POST', '/api/patient-app/login', undefined, { phone: DEMO_APP_PATIENT.phone, password: DEMO.password });
    const patientToken = patient.body.payload.token as string;
    const prescriptions = (await call(server.url, 'GET', '/api/patient-app/prescriptions', patientToken)).body.payload.rows;
    const placed = await call(server.url, 'POST', '/api/patient-app/orders', patientToken, { product_type: 'PRESCRIPTION', product_id: prescriptions[index].sys_id, ...RIYADH_CENTRE });
    expect(placed.status).toBe(201);
    return placed.body.payload.sys_id as string;
  }

  // Last: it stops process A.
  (adapter === 'redis' ? it : it.skip)(
    'restores the session of a socket whose process stopped when it reconnects to the other process within the recovery window; the order it missed is in the list it reads again',
    async () => {
      const picToken = await login(a!, DEMO.pharmacyPic);
      const onA = await open(a!, picToken);
      const first = nextEvent<NewOrderEvent>(onA, 'new_order');
      const firstOrder = await placeOrder(b!, 1);
      expect((await first).sys_id).toBe(firstOrder);

      // Process A stops (a deploy): its socket drops, and its session waits in Redis.
      const dropped = new Promise<string>((resolve) => onA.once('disconnect', resolve));
      await a!.stop();
      expect(await dropped).toMatch(/^transport (close|error)$/);
      const missedOrder = await placeOrder(b!, 2);

      // The client comes back through the balancer, to B, as the same socket.io-client would: with the
      // session id and the last offset it heard (its own private fields, set on a new client here).
      const { _pid: pid, _lastOffset: offset } = onA as unknown as { _pid: string; _lastOffset: string };
      const recovered = connect(b!.url, { path: REALTIME.path, reconnection: false, transports: ['websocket'], auth: { token: picToken }, autoConnect: false });
      Object.assign(recovered, { _pid: pid, _lastOffset: offset });
      sockets.push(recovered);
      const connected = new Promise((resolve, reject) => {
        recovered.once('connect', () => resolve(undefined));
        recovered.once('connect_error', reject);
      });
      recovered.connect();
      await connected;
      // True only when B answered with the same session id: it found the session A left in Redis.
      expect(recovered.recovered).toBe(true);
      // new_order crosses processes as one fan-out message, with no recovery offset: the dashboard reads
      // its incoming orders again on every reconnection (orders-cache.ts), and there it is.
      const listed = (await call(b!.url, 'GET', '/api/order-read/', picToken)).body.payload.rows.map((row: { sys_id: string }) => row.sys_id);
      expect(listed).toContain(missedOrder);
    },
    60_000,
  );
});
