#!/usr/bin/env node
// Entry point of the root npm scripts. It needs only Node 20 and npm: it fetches the pinned pnpm
// through npx, installs the locked dependencies when they are missing or stale, then runs the task.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTimeTable } from './test-times.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM = ['-y', 'pnpm@10.34.9'];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const pnpm = (...args) => run('npx', [...PNPM, ...args]);

/** Starts `pnpm ...args` without waiting; resolves to its exit code. */
function startPnpm(args) {
  const child = spawn('npx', [...PNPM, ...args], { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function installIfNeeded() {
  const marker = join(root, 'node_modules/.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && !process.env.CI) return;
  pnpm('install', '--frozen-lockfile');
}

/** Whether something listens on 127.0.0.1:port (a TCP handshake, given up after a second). */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * The database the server suite of `npm test` runs on (each test file makes and drops its own in it).
 * PostgreSQL when one answers: DATABASE_URL or MK_TEST_DATABASE_URL as given, else the machine's own
 * on 127.0.0.1:5432 (TOOLCHAIN.md: trust auth, user postgres), where the suite took 0.76 of PGlite's
 * CPU (docs/performance.md, round five). PGlite, the product's embedded default, when none answers
 * or with TEST_DATABASE=pglite; `.ci/run` runs the suite once more on PGlite.
 */
async function serverTestDatabase() {
  if (process.env.TEST_DATABASE === 'pglite') return undefined;
  const given = process.env.DATABASE_URL || process.env.MK_TEST_DATABASE_URL;
  if (given) return given;
  return (await answers(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined;
}

/**
 * The Redis of the server suite's Redis adapter test (two processes, events through Redis streams):
 * REDIS_URL or MK_TEST_REDIS_URL as given, else the machine's own on 127.0.0.1:6379 when it answers
 * (TOOLCHAIN.md). None: that test is skipped, and says so.
 */
async function serverTestRedis() {
  const given = process.env.REDIS_URL || process.env.MK_TEST_REDIS_URL;
  if (given) return given;
  return (await answers(6379)) ? 'redis://127.0.0.1:6379' : undefined;
}

// The server drains on SIGTERM; pass the signals on and leave with its exit code.
function serve() {
  const child = spawn('node', ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// The server suite is the longest task and turbo reaches it late: measured on the 2-core machine, it
// started at 235 s of a 407 s run, which then waited on it alone. So a plain `npm test` starts the
// server's tasks at once, beside the others' two at a time; its jest runs two files at a time (each
// has its own database), 384 s one at a time -> 132 s alone on PGlite after issues 12 to 14.
// With extra arguments (e.g. a --filter) the checks run as one turbo run, as asked.
// Resolves to the first failing exit code, or 0. `--summarize` feeds the time table (test-times.mjs).
async function checksAndUnitTests(extra, times) {
  const checks = ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--summarize'];
  if (extra.length) return startPnpm([...checks, '--concurrency=2', '--filter=!@mk/e2e', ...extra]);
  // The whole tree is linted by one ESLint (each file still by its package's eslint.config.js):
  // 16 CPU-seconds on the 2-core machine, where 31 package runs through turbo each started ESLint
  // and typescript-eslint again (about 2 CPU-seconds for a small package).
  const codes = await Promise.all([
    // The dashboard's build, type check of every package and bundle check ride with the server's
    // lane, which ended well before the packages' (354 s against 519 s); so does the server's build
    // for the end-to-end phase, which then finds both builds done. The cluster's test runs the built
    // server, so it rides here too: one turbo run builds the server once (two would write dist/ at once).
    startPnpm(['exec', 'turbo', 'run', 'typecheck', 'test', 'build', '--summarize', '--concurrency=1', '--filter=@mk/server', '--filter=@mk/dashboard', '--filter=@mk/cluster']),
    startPnpm(['exec', 'turbo', 'run', 'typecheck', 'test', '--summarize', '--concurrency=2', '--filter=!@mk/e2e', '--filter=!@mk/server', '--filter=!@mk/dashboard', '--filter=!@mk/cluster']),
    times.phase('lint (one ESLint over every package; beside the rest)', () => startPnpm(['exec', 'eslint', ...lintedFolders()])),
  ]);
  return codes.find((code) => code !== 0) ?? 0;
}

/** The folders each workspace package's `lint` script ("eslint src bench") names, from the root. */
function lintedFolders() {
  const folders = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(root, group))) {
      const manifest = join(root, group, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const lint = JSON.parse(readFileSync(manifest, 'utf8')).scripts?.lint ?? '';
      const [command, ...paths] = lint.trim().split(/\s+/);
      if (command !== 'eslint') continue;
      folders.push(...paths.map((path) => join(group, name, path)));
    }
  }
  return folders;
}

/** The packages a turbo filter selects (e.g. `...[main]`: changed since main, and their dependents). */
function packagesOf(filter) {
  const result = spawnSync('npx', [...PNPM, 'exec', 'turbo', 'ls', `--filter=${filter}`, '--output=json'], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  return JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))).packages.items.map((item) => item.name);
}

/**
 * `npm test -- --changed` (the quick loop): only the packages changed since main (committed or not)
 * and the packages that depend on them; the end-to-end suite when it is among those, i.e. when the
 * server, the dashboard or a package its pages are built from changed.
 */
function testPlan(args) {
  if (!args.includes('--changed')) return { extra: args, e2e: true };
  const rest = args.filter((arg) => arg !== '--changed');
  const affected = packagesOf('...[main]');
  console.log(`== changed since main: ${affected.length ? affected.join(', ') : 'nothing'}`);
  const others = affected.filter((name) => name !== '@mk/e2e');
  return { extra: [...others.map((name) => `--filter=${name}`), ...rest], e2e: affected.includes('@mk/e2e'), nothing: others.length === 0 };
}

const task = process.argv[2];
installIfNeeded();
switch (task) {
  case 'start':
    // The server and the dashboard bundle the packages' sources, so the packages' own builds (their
    // declaration files: most of a fresh clone's build time) are not needed to serve (issue 11's goal
    // of a first page within 120 s of `npm start`).
    pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server', '--filter=@mk/dashboard');
    serve();
    break;
  case 'test': {
    // Lint and type errors fail the run too: a green `npm test` means the whole tree is sound.
    // First every package's checks and unit/component tests, which read the packages' sources (no
    // build); then the end-to-end suite, whose `^build` builds the server and dashboard it drives
    // (both bundle the packages' sources, so no declaration files are built for a test run).
    // Two runs, so Chromium never competes with jsdom suites for the cores and no list of the tests
    // to wait for has to be kept by hand. The run ends with a table of where its time went.
    const plan = testPlan(process.argv.slice(3));
    const database = await serverTestDatabase();
    if (database) env.DATABASE_URL = database;
    else delete env.DATABASE_URL;
    const redis = await serverTestRedis();
    if (redis) env.REDIS_URL = redis;
    console.log(`== the server suite runs on ${database ? `PostgreSQL (${database.replace(/\/\/[^@]*@/, '//')})` : 'PGlite'}; TEST_DATABASE=pglite for PGlite`);
    console.log(`== its Redis adapter test ${redis ? `uses ${redis.replace(/\/\/[^@]*@/, '//')}` : 'is skipped (no Redis on 127.0.0.1:6379; set REDIS_URL)'}`);
    const times = createTimeTable(root);
    let code = plan.nothing ? 0 : await times.phase('checks and unit tests (turbo)', () => checksAndUnitTests(plan.extra, times));
    if (code === 0 && plan.e2e) {
      const e2eArgs = process.argv.slice(3).includes('--changed') ? [] : plan.extra;
      // The one ESLint of a plain `npm test` (checks phase, no extra arguments) linted the suite already.
      const lintedAlready = !plan.nothing && plan.extra.length === 0;
      const tasks = lintedAlready ? ['typecheck', 'test'] : ['lint', 'typecheck', 'test'];
      code = await times.phase('end-to-end (server and dashboard builds, Chromium)', () =>
        startPnpm(['exec', 'turbo', 'run', ...tasks, '--summarize', '--concurrency=2', '--filter=@mk/e2e', ...e2eArgs]),
      );
    }
    times.print();
    process.exit(code);
  }
  case 'dev':
    await import('./dev.mjs');
    break;
  case 'bench': {
    // The server bench (apps/server/bench), then Lighthouse on the built dashboard and the 100,000-row
    // CSV upload in the browser (tooling/lighthouse), one after the other so none loads the cores under
    // another. `--only=server`, `--only=lighthouse` (Lighthouse and the CSV upload) or `--only=csv`
    // runs one, `--only=sockets` the server bench's realtime case alone (three server processes, 1,000
    // sockets, PostgreSQL and Redis), `--only=home` the Home's load rows alone, `--only=cluster` the cluster under failure (tooling/cluster: three
    // processes behind HAProxy, a SIGKILL and a SIGTERM; not part of a plain `npm run bench`, it takes
    // about 6 minutes), `--only=fuzz` the deep route fuzzing (200 generated requests a route, where
    // `npm test` sends 20; FUZZ_RUNS changes it); other arguments go to the server bench's turbo run.
    const args = process.argv.slice(3);
    const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
    if (only !== undefined && !['server', 'lighthouse', 'csv', 'sockets', 'home', 'cluster', 'fuzz'].includes(only)) {
      console.error(`unknown --only=${only} (server, sockets, home, cluster, fuzz, lighthouse or csv)`);
      process.exit(2);
    }
    if (only === 'cluster') {
      pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server', '--output-logs=errors-only');
      pnpm('--filter=@mk/cluster', 'run', 'bench');
      break;
    }
    // turbo passes BENCH_* through to the bench (turbo.json passThroughEnv).
    // `--only=home`: the Home's load rows alone, printed (docs/performance.md left as it is).
    if (only === 'sockets' || only === 'home') env.BENCH_ONLY = only;
    if (only === undefined || only === 'server' || only === 'sockets' || only === 'home') {
      // Everything built first, in a run of its own: with the builds scheduled beside the bench (turbo
      // runs every package's `build` for a `bench`), the dashboard's Vite build shared the cores with
      // the first timings (slot engine 259 ms in the bench against 57 ms alone).
      pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server...');
      pnpm('exec', 'turbo', 'run', 'bench', '--filter=@mk/server', ...args.filter((arg) => !arg.startsWith('--only=')));
    }
    if (only === undefined || only === 'lighthouse' || only === 'csv') {
      pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server', '--filter=@mk/dashboard');
      if (only !== 'csv') pnpm('--filter=@mk/lighthouse', 'run', 'lighthouse');
      pnpm('--filter=@mk/lighthouse', 'run', 'csv');
    }
    if (only === undefined || only === 'fuzz') pnpm('--filter=@mk/server', 'run', 'fuzz');
    break;
  }
  case 'admin':
    // `npm run admin -- create --email E --name N [--role ADMIN|PIC] [--password-stdin]` on the
    // configured database (DATA_DIR or DATABASE_URL), built like the server so it runs the same code.
    pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server', '--output-logs=errors-only');
    run('node', ['apps/server/dist/admin-cli.js', ...process.argv.slice(3)]);
    break;
  case 'move-uploads':
    // Files a disk-store server kept under DATA_DIR/uploads, into the configured MEDIA_STORE (once, when moving to DATABASE_URL).
    pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server', '--output-logs=errors-only');
    run('node', ['apps/server/dist/move-uploads.js', ...process.argv.slice(3)]);
    break;
  case 'cluster':
    // N server processes on PostgreSQL and Redis behind HAProxy (tooling/cluster); arguments go to it.
    pnpm('exec', 'turbo', 'run', 'build', '--filter=@mk/server', '--filter=@mk/dashboard', '--output-logs=errors-only');
    process.on('SIGINT', () => undefined);
    pnpm('--silent', '--filter=@mk/cluster', 'run', 'cluster', ...process.argv.slice(3));
    break;
  case 'simulate':
    // The patient side of orders against a running server (tooling/simulate); arguments go to it.
    // Ctrl-C reaches the simulator too (same process group): wait for it to say it stopped.
    process.on('SIGINT', () => undefined);
    pnpm('--silent', '--filter=@mk/simulate', 'run', 'simulate', ...process.argv.slice(3));
    break;
  case 'build':
  case 'typecheck':
  case 'lint':
    pnpm('exec', 'turbo', 'run', task, ...process.argv.slice(3));
    break;
  default:
    console.error(`unknown task: ${task}`);
    process.exit(2);
}
