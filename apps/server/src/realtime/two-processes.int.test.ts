import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { NewOrderEvent } from '@mk/contracts';
import { DEMO_APP_PATIENT } from '../seed/demo-orders';
import { RIYADH_CENTRE } from '../seed/demo-pharmacies';
import { OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import { call, connectedSocket, nextEvent, startServerProcess, stopAll, type ServerProcess } from './server-process-kit';

/*
 * Two real server processes (the sources, through tsx) on one PostgreSQL database, as behind a load
 * balancer: what one process emits reaches the sockets the other holds, through the PostgreSQL
 * adapter. PGlite is one process's own database, so there is nothing to share without DATABASE_URL.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let storage: TestStorage;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
const sockets: Socket[] = [];

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

onPostgres('two server processes on one PostgreSQL (skipped without DATABASE_URL: PGlite serves one process)', () => {
  beforeAll(async () => {
    storage = await createTestStorage();
    const env = {
      DATABASE_URL: storage.databaseUrl!,
      DATA_DIR: storage.dataDir,
      DASHBOARD_DIR: `${storage.dataDir}/no-dashboard`,
      // Tokens signed by one process are accepted by the other, as in any multi-process deployment.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      REALTIME_ADAPTER: 'postgres',
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    a = await startServerProcess('source', { ...env, SEED: 'true' });
    b = await startServerProcess('source', { ...env, SEED: 'false' });
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stopAll([a, b]);
    await storage?.dispose();
  }, 30_000);

  it('delivers new_order to a pharmacy PIC socket held by process B for an order placed through process A', async () => {
    const picSocket = await open(b!, await login(b!, DEMO.pharmacyPic));
    const heard = nextEvent<NewOrderEvent>(picSocket, 'new_order');

    const patient = await call(a!.url, 'POST', '/api/patient-app/login', undefined, { phone: DEMO_APP_PATIENT.phone, password: DEMO.password });
    const patientToken = patient.body.payload.token as string;
    const [prescription] = (await call(a!.url, 'GET', '/api/patient-app/prescriptions', patientToken)).body.payload.rows;
    const placed = await call(a!.url, 'POST', '/api/patient-app/orders', patientToken, { product_type: 'PRESCRIPTION', product_id: prescription.sys_id, ...RIYADH_CENTRE });
    expect(placed.status).toBe(201);

    expect((await heard).sys_id).toBe(placed.body.payload.sys_id);
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
});
