import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Socket } from 'socket.io-client';
import type { NewOrderEvent } from '@mk/contracts';
import { DEMO_APP_PATIENT } from '../seed/demo-orders';
import { RIYADH_CENTRE } from '../seed/demo-pharmacies';
import { DEMO } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import { call, connectedSocket, nextEvent, startServerProcess, stopAll, type ServerProcess } from './server-process-kit';

/*
 * The Redis adapter through a Redis restart: two server processes on one PostgreSQL and a Redis of
 * this test's own (redis-server, started and stopped here). An order placed while Redis is down still
 * reaches the pharmacy's socket on the other process once Redis is back: the event waits in the
 * client's queue, and the readers carry on from the stream. Needs DATABASE_URL and redis-server.
 */
const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
const runnable = Boolean(process.env.DATABASE_URL) && hasRedisServer;
if (!runnable) console.warn('redis-restart.int.test: skipped, it needs DATABASE_URL and redis-server');
const withRedis = runnable ? describe : describe.skip;

let storage: TestStorage;
let redis: ChildProcess | undefined;
let redisPort: number;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let socket: Socket | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A Redis that keeps nothing on disk, as the machines' own does; resolves once it takes connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGKILL');
  await exited;
}

withRedis('the Redis adapter through a Redis restart', () => {
  beforeAll(async () => {
    storage = await createTestStorage();
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const env = {
      DATABASE_URL: storage.databaseUrl!,
      DATA_DIR: storage.dataDir,
      DASHBOARD_DIR: `${storage.dataDir}/no-dashboard`,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      REALTIME_ADAPTER: 'redis',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    };
    a = await startServerProcess('source', { ...env, SEED: 'true' });
    b = await startServerProcess('source', { ...env, SEED: 'false' });
  }, 90_000);

  afterAll(async () => {
    socket?.close();
    await stopAll([a, b]);
    await stopRedis();
    await storage?.dispose();
  }, 30_000);

  it('delivers an order placed while Redis was down to the socket on the other process once Redis is back', async () => {
    const login = await call(b!.url, 'POST', '/api/administrator-read/login', undefined, { email: DEMO.pharmacyPic, password: DEMO.password });
    socket = await connectedSocket(b!.url, login.body.payload.token as string);
    const heard = nextEvent<NewOrderEvent>(socket, 'new_order');
    const patient = await call(a!.url, 'POST', '/api/patient-app/login', undefined, { phone: DEMO_APP_PATIENT.phone, password: DEMO.password });
    const patientToken = patient.body.payload.token as string;
    const [prescription] = (await call(a!.url, 'GET', '/api/patient-app/prescriptions', patientToken)).body.payload.rows;

    // Redis goes away (a crash, a restart for an upgrade) and the order comes in meanwhile.
    await stopRedis();
    const placed = await call(a!.url, 'POST', '/api/patient-app/orders', patientToken, { product_type: 'PRESCRIPTION', product_id: prescription.sys_id, ...RIYADH_CENTRE });
    expect(placed.status).toBe(201);
    redis = await startRedis(redisPort);

    expect((await heard).sys_id).toBe(placed.body.payload.sys_id);
  }, 60_000);
});
