import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from './child';

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

/** The files a Vite manifest names (entries, chunks, styles, assets), relative to the build folder. */
function manifestFiles(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  return Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])]);
}

/**
 * A private copy of the dashboard build, checked complete against its manifest: the build folder is
 * shared, and a rebuild during the run (new hashes, old chunks deleted) would otherwise break the
 * pages being measured.
 */
export function snapshotDashboard(source: string, into: string): string {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    rmSync(into, { recursive: true, force: true });
    try {
      cpSync(source, into, { recursive: true });
      const missing = manifestFiles(into).filter((file) => !existsSync(join(into, file)));
      if (missing.length === 0 && existsSync(join(into, 'index.html'))) return into;
    } catch {
      // a rebuild was replacing files as they were copied; copy again
    }
  }
  throw new Error(`could not copy a complete dashboard build from ${source} (is it being rebuilt?)`);
}

/**
 * Starts the built server (apps/server/dist/main.js) as `npm start` does — the built dashboard, the
 * demo seed, embedded PGlite on a fresh data directory and a copy of the dashboard build — on a free loopback port, and resolves once
 * it logs that it is ready (the same start as tooling/e2e's support/server.ts, which is not importable
 * from an ES module).
 */
export async function startServer(repoRoot: string, dashboardBuild = join(repoRoot, 'apps/dashboard/dist')): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mk-lighthouse-'));
  const dashboardDir = snapshotDashboard(dashboardBuild, mkdtempSync(join(tmpdir(), 'mk-lighthouse-dashboard-')));
  let log = '';
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DASHBOARD_DIR: dashboardDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 120 s:\n${log}`)), 120_000);
    const read = (chunk: Buffer) => {
      log += chunk;
      if (log.includes('server ready')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with ${code}:\n${log}`));
    });
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => stopChild(child, [dataDir, dashboardDir]),
  };
}

/** Calls the API as the dashboard does and returns the envelope's payload. */
export async function api<T>(baseUrl: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as { result: string; message: string; payload: T };
  if (envelope.result !== 'ok') throw new Error(`${path}: ${response.status} ${envelope.message}`);
  return envelope.payload;
}
