import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';

/*
 * Two server processes on one PostgreSQL database, as behind a load balancer: this test's own
 * process and a second one started from the sources with the same DATABASE_URL. The brake must hold
 * across them. PGlite has one connection in one process, so this needs DATABASE_URL (CI sets it).
 */
const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL) {
  console.warn('login-brake.postgres.int.test: skipped, set DATABASE_URL=postgres://... to run two servers on one PostgreSQL');
}

const SERVER_DIR = path.resolve(__dirname, '../..');
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const ACCOUNT_ALLOWANCE = 5; // the default, which both processes use

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Starts `src/main.ts` as `npm run dev` does, and resolves once it logs that it is listening. */
async function startSecondProcess(storage: TestStorage, port: number): Promise<ChildProcess> {
  const child = spawn(
    path.join(SERVER_DIR, 'node_modules/.bin/tsx'),
    ['--import', path.join(REPO_ROOT, 'tooling/scripts/dev-dirname.mjs'), 'src/main.ts'],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: storage.databaseUrl,
        DATA_DIR: storage.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'false',
        LOG_LEVEL: 'info',
        // The test names each attempt's client address in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(() => {
    throw new Error(`second server exited before it was ready: ${stderr}`);
  });
  // main.ts logs 'server ready' after listen(): the event itself, no polling.
  const ready = new Promise<void>((resolve) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('"msg":"server ready"')) resolve();
    });
  });
  await Promise.race([ready, exited]);
  return child;
}

withPostgres('login brake shared by two server processes on one PostgreSQL', () => {
  let storage: TestStorage;
  let inProcess: TestApp;
  let second: ChildProcess;
  let secondUrl: string;
  beforeAll(async () => {
    storage = await createTestStorage({ seeded: true });
    inProcess = await createTestApp({ storage });
    const port = await freePort();
    second = await startSecondProcess(storage, port);
    secondUrl = `http://127.0.0.1:${port}/api/administrator-read/login`;
  }, 120_000);
  afterAll(async () => {
    if (second && second.exitCode === null) {
      second.kill('SIGTERM');
      await once(second, 'exit');
    }
    await inProcess?.close();
    await storage?.dispose();
  });

  const attempt = async (i: number, password: string): Promise<number> => {
    const address = `10.30.${i % 4}.${i % 250}`;
    const body = { email: DEMO.pharmacyPic, password };
    if (i % 2) {
      const reply = await inProcess.app.inject({ method: 'POST', url: '/api/administrator-read/login', payload: body, remoteAddress: address });
      return reply.statusCode;
    }
    const reply = await fetch(secondUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    return reply.status;
  };

  it('lets 200 parallel wrong passwords, half to each process and from many addresses, check only the account allowance', async () => {
    expect(inProcess.database.kind).toBe('postgres');
    // The second process reads the same accounts: it signs ADMIN in.
    const signedIn = await fetch(secondUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.29.0.1' },
      body: JSON.stringify({ email: DEMO.admin, password: DEMO.password }),
    });
    expect(signedIn.status).toBe(200);
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(i, `wrong-${i}`)));
    const tally = (status: number) => statuses.filter((s) => s === status).length;
    expect({ 401: tally(401), 429: tally(429) }).toEqual({ 401: ACCOUNT_ALLOWANCE, 429: 200 - ACCOUNT_ALLOWANCE });
    // Either process refuses the right password now.
    expect(await attempt(1, DEMO.password)).toBe(429);
    expect(await attempt(2, DEMO.password)).toBe(429);
  }, 120_000);
});
