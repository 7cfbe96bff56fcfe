import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'socket.io-client';
import { multipart, PNG } from '../media/media-test-kit';
import { call, connectedSocket, startServerProcess, type ServerProcess } from '../realtime/server-process-kit';
import { DEMO } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';

/*
 * A real server process told to stop (SIGTERM, as an orchestrator or `npm run cluster` does): during
 * its DRAIN_GRACE_MS readiness says 503 while every other request is still served (the balancer takes
 * it out before anything is refused); then it stops answering new requests, finishes the one in
 * flight, tells its sockets to reconnect (to another process, behind a balancer), and exits on its
 * own well within 10 s. The grace here is long, and a second signal (SIGINT) ends it, so the test
 * never races a clock.
 */
let storage: TestStorage;
let server: ServerProcess | undefined;
let socket: Socket | undefined;

beforeAll(async () => {
  storage = await createTestStorage({ seeded: true });
  server = await startServerProcess('source', {
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    DASHBOARD_DIR: `${storage.dataDir}/no-dashboard`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SEED: 'false',
    DRAIN_GRACE_MS: '120000',
  });
}, 90_000);
afterAll(async () => {
  socket?.close();
  server?.signal('SIGINT');
  await server?.exited;
  await storage?.dispose();
}, 30_000);

/** An upload whose body is sent in two halves: the request stays in flight until `finish` is called. */
function slowUpload(url: string, token: string) {
  const body = multipart([
    { name: 'file', value: PNG, filename: 'logo.png', type: 'image/png' },
    { name: 'upload_preset', value: 'images' },
  ]);
  const half = Math.floor(body.payload.length / 2);
  let outgoing: ReturnType<typeof request>;
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing = request(`${url}/api/media/upload`, {
      method: 'POST',
      // The server answers 100 Continue once it has taken the request in: from then on it is in flight.
      headers: { ...body.headers, 'content-length': String(body.payload.length), authorization: `Bearer ${token}`, expect: '100-continue' },
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
  });
  // Half the body goes out once the server has the request; it then waits for the rest.
  const started = new Promise<void>((resolve) => {
    outgoing!.once('continue', () => outgoing.write(body.payload.subarray(0, half), () => resolve()));
    outgoing!.flushHeaders();
  });
  return { started, reply, finish: () => outgoing!.end(body.payload.subarray(half)) };
}

/** Asks until `ready` answers 503 (the signal has arrived); gives up after `limitMs`, saying so. */
async function untilNotReady(url: string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const response = await fetch(`${url}/api/health/ready`);
    await response.body?.cancel();
    if (response.status === 503) return;
    if (Date.now() > deadline) throw new Error(`/api/health/ready still answered ${response.status} ${limitMs} ms after SIGTERM`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('SIGTERM', () => {
  it('turns not-ready but serves on through the grace, then refuses new requests, finishes the one in flight, drops its sockets and exits within 10 s', async () => {
    const url = server!.url;
    const login = await call(url, 'POST', '/api/administrator-read/login', undefined, { email: DEMO.clinicPic, password: DEMO.password });
    const token = login.body.payload.token as string;
    socket = await connectedSocket(url, token);
    const dropped = new Promise<string>((resolve) => socket!.once('disconnect', resolve));
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

    const upload = slowUpload(url, token);
    await upload.started;
    server!.signal('SIGTERM');
    await untilNotReady(url, 30_000);
    // The grace: taken out of the balancer's rotation, yet what still arrives is answered, sockets stay.
    const during = await call(url, 'GET', '/api/health');
    expect(during.status).toBe(200);
    expect(socket.connected).toBe(true);

    server!.signal('SIGINT');
    const signalled = Date.now();

    // Its sockets are told to go (a transport closing, which clients retry: not a final 'io server disconnect').
    expect(await dropped).toMatch(/^transport (close|error)$/);
    // No new request is served: the listener is closed (or, in the instant before, readiness says draining).
    const fresh = await fetch(`${url}/api/health/ready`).then(
      (response) => `answered ${response.status}`,
      () => 'refused',
    );
    expect(['refused', 'answered 503']).toContain(fresh);

    // The request in flight is finished and answered in full.
    upload.finish();
    const done = await upload.reply;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ result: 'ok', message: 'File uploaded' });

    await server!.exited;
    expect(Date.now() - signalled).toBeLessThan(10_000);
    server = undefined;
  }, 60_000);
});
