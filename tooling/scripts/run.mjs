#!/usr/bin/env node
// Entry point of the root npm scripts. It needs only Node 20 and npm: it fetches the pinned pnpm
// through npx, installs the locked dependencies when they are missing or stale, then runs the task.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM = ['-y', 'pnpm@10.34.9'];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const pnpm = (...args) => run('npx', [...PNPM, ...args]);

function installIfNeeded() {
  const marker = join(root, 'node_modules/.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && !process.env.CI) return;
  pnpm('install', '--frozen-lockfile');
}

// The server drains on SIGTERM; pass the signals on and leave with its exit code.
function serve() {
  const child = spawn('node', ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const task = process.argv[2];
installIfNeeded();
switch (task) {
  case 'start':
    pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server...', '--filter=@mk/dashboard...');
    serve();
    break;
  case 'test':
    // Lint and type errors fail the run too: a green `npm test` means the whole tree is sound.
    // First every package's checks and unit/component tests, which read the packages' sources (no
    // build); then the end-to-end suite, whose `^build` builds the server and dashboard it drives.
    // Two runs, so Chromium never competes with jsdom suites for the cores and no list of the tests
    // to wait for has to be kept by hand.
    pnpm('exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2', '--filter=!@mk/e2e', ...process.argv.slice(3));
    pnpm('exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2', '--filter=@mk/e2e', ...process.argv.slice(3));
    break;
  case 'dev':
    await import('./dev.mjs');
    break;
  case 'build':
  case 'typecheck':
  case 'lint':
  case 'bench':
    pnpm('exec', 'turbo', 'run', task, ...process.argv.slice(3));
    break;
  default:
    console.error(`unknown task: ${task}`);
    process.exit(2);
}
