import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../../..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      // A bounded wait per attempt: on a loaded machine a request can hang, and the deadline is only read between attempts.
      const reply = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The run's seeded data directory (global-setup.ts), which each test file's server starts from. */
export const SEEDED_DATA_DIR_VARIABLE = 'MK_E2E_SEEDED_DATA_DIR';

export interface StartOptions {
  /** Serve this data directory and keep it on stop (the run's seeded template); else a fresh copy of that template. */
  dataDir?: string;
}

/**
 * Starts the built server (apps/server/dist) on a fresh data directory with the demo seed: a copy of
 * the data directory the run's first server seeded, so each file does not seed again (about 3 s).
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mk-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (!options.dataDir && seeded && env.SEED !== 'false') cpSync(seeded, dataDir, { recursive: true });
  let log = '';
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_DASHBOARD_DIR: a dashboard built elsewhere (`vite build --outDir`), so a run is not
      // disturbed by another build of apps/dashboard/dist on the same machine.
      DASHBOARD_DIR: process.env.E2E_DASHBOARD_DIR || join(repoRoot, 'apps/dashboard/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // The server drains and exits on SIGTERM (10 s at most by its own timer); a server that does
        // not must not hold the run: once hung in the run's seeding server, for minutes.
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(killer);
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiReply<T> {
  status: number;
  result: 'ok' | 'error';
  message: string;
  payload: T;
  /** On errors, the stable code the dashboard translates. */
  code?: string;
}

/** Calls the running server's API as a client does (JSON in, the envelope out), to seed or check data. */
export async function apiCall<T = unknown>(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/${path.replace(/^\/+/, '')}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Omit<ApiReply<T>, 'status'>;
  return { status: response.status, ...envelope };
}

/** A demo user's token, from the real login call. */
export async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  const reply = await apiCall<{ token: string }>(baseUrl, 'administrator-read/login', { method: 'POST', body: { email, password } });
  if (reply.result !== 'ok') throw new Error(`login of ${email} failed: ${reply.message}`);
  return reply.payload.token;
}
