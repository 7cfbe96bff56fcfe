#!/usr/bin/env node
// Issue 27: the packages stand alone. Builds the ten packages a host front-end needs, packs them as
// they would be published, installs them from those tarballs (npm, outside the workspace) into a copy
// of this host app, builds it with Vite, serves it from the real server (demo data) and signs in as
// the demo ADMIN in Chromium until the clinic list shows the server's clinics. Nothing is mocked.
//
//   node examples/host-app/check.mjs          # from the repository root (or anywhere)
//   node examples/host-app/check.mjs --keep   # keeps the temporary folder (tarballs, installed app) to look at
//
// Needs Node 20, npm, the workspace installed (pnpm install) and Chromium (CHROME_PATH or /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const hostDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(hostDir, '../..');
const keep = process.argv.includes('--keep');

/** The packages a host installs (folder names under packages/); the host app depends on each. */
const PACKAGES = ['contracts', 'validators', 'api', 'i18n', 'ui', 'session', 'module-kit', 'scheduling', 'tag-widgets', 'clinics'];
/** Libraries that must exist once in the host (the packages' peer dependencies): none may sit nested under an @mk package. */
const SHARED = ['react', 'react-dom', 'antd', '@ant-design/icons', '@reduxjs/toolkit', 'react-redux', 'react-intl', 'react-router'];
const PNPM = ['-y', 'pnpm@10.34.9'];
const ADMIN = { email: 'admin@example.com', password: 'Demo@12345' };
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

// ---------------------------------------------------------------------------------------------
// Steps, their times, and a clear message on the first failure.

const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const cleanups = [];

function printTimes() {
  console.log('\n== host app check: time per step');
  for (const { name, ms, ok } of times) console.log(`   ${ok ? 'ok    ' : 'FAILED'} ${seconds(ms).padStart(8)}  ${name}`);
  console.log(`   total  ${seconds(Date.now() - started).padStart(8)}`);
}

/** Undoes what was started, last first: the browser, the server, the temporary folder. */
async function cleanUp() {
  while (cleanups.length) {
    const { name, undo } = cleanups.pop();
    const t0 = Date.now();
    try {
      await undo();
      console.log(`   ${name}: ${seconds(Date.now() - t0)}`);
    } catch (error) {
      console.error(`   ${name} failed: ${error.message}`);
    }
  }
}

async function step(name, action) {
  console.log(`\n== ${name}`);
  const t0 = Date.now();
  try {
    const result = await action();
    times.push({ name, ms: Date.now() - t0, ok: true });
    console.log(`   done in ${seconds(Date.now() - t0)}`);
    return result;
  } catch (error) {
    times.push({ name, ms: Date.now() - t0, ok: false });
    console.error(`\n✗ host app check failed at "${name}" after ${seconds(Date.now() - t0)}:\n${error?.stack ?? error}`);
    await cleanUp();
    printTimes();
    process.exit(1);
  }
}

/** Runs a command; its output is kept and shown (the end of it) only when it fails. */
function run(command, args, { cwd = root, env: childEnv = env, quiet = true } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keepOutput = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', keepOutput);
    child.stderr.on('data', keepOutput);
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (code === 0) return done(output);
      const tail = output.trimEnd().split('\n').slice(-60).join('\n');
      fail(new Error(`\`${command} ${args.join(' ')}\` (in ${cwd}) exited with ${code ?? signal}. Its output ends with:\n${tail}`));
    });
  });
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------------------------------------
// The server, as the end-to-end suite starts it (tooling/e2e/src/support/server.ts).

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function startServer(dashboardDir, dataDir) {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'true',
      DASHBOARD_DIR: dashboardDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  };
  cleanups.push({ name: 'server stopped', undo: stop });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`);
    try {
      const reply = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (reply.ok) return { baseUrl, stop, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer /api/health within 90 s:\n${log}`);
}

/** The API's own answer (as a second client sees it): the names of the clinics the seed made. */
async function seededClinicNames(baseUrl) {
  const call = async (path, init = {}) => {
    const reply = await fetch(`${baseUrl}/api/${path}`, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers } });
    const body = await reply.json();
    assert(reply.ok && body.result === 'ok', `${path} answered ${reply.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return body.payload;
  };
  const { token } = await call('administrator-read/login', { method: 'POST', body: JSON.stringify(ADMIN) });
  const { rows } = await call('clinic-read/clinics?page=1&limit=100', { headers: { Authorization: `Bearer ${token}` } });
  return rows.map((clinic) => clinic.registered_clinic_name);
}

// ---------------------------------------------------------------------------------------------

const work = mkdtempSync(join(tmpdir(), 'mk-host-app-check-'));
assert(relative(root, work).startsWith('..'), `the temporary folder ${work} must lie outside ${root}`);
const tarballDir = join(work, 'tarballs');
const appDir = join(work, 'host-app');
const dataDir = join(work, 'server-data');
mkdirSync(tarballDir);
mkdirSync(dataDir);
cleanups.push({
  name: keep ? `kept ${work}` : 'temporary folder removed',
  undo: () => !keep && rmSync(work, { recursive: true, force: true }),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(1);
  });
}
console.log(`== host app check: ${PACKAGES.length} packages, working in ${work}`);

const filters = PACKAGES.map((name) => `--filter=@mk/${name}`);

await step('build the ten packages (turbo, tsup: ESM and .d.ts)', () =>
  run('npx', [...PNPM, 'exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only', ...filters]),
);

const tarballs = await step('pack them (pnpm pack: workspace:* becomes the version)', async () => {
  await run('npx', [...PNPM, '--recursive', ...filters, 'pack', '--pack-destination', tarballDir]);
  const found = {};
  for (const name of PACKAGES) {
    const file = readdirSync(tarballDir).find((entry) => new RegExp(`^mk-${name}-\\d+\\.\\d+\\.\\d+\\.tgz$`).test(entry));
    assert(file, `no tarball for @mk/${name} in ${tarballDir} (found: ${readdirSync(tarballDir).join(', ')})`);
    found[name] = join(tarballDir, file);
  }
  return found;
});

await step('check each tarball holds only package.json, README.md and dist/**', async () => {
  for (const [name, file] of Object.entries(tarballs)) {
    const entries = (await run('tar', ['-tzf', file])).split('\n').filter((line) => line && !line.endsWith('/'));
    const strays = entries.filter((entry) => entry !== 'package/package.json' && entry !== 'package/README.md' && !entry.startsWith('package/dist/'));
    assert(strays.length === 0, `@mk/${name}'s tarball holds more than dist, README.md and package.json: ${strays.join(', ')}`);
    for (const needed of ['package/package.json', 'package/README.md', 'package/dist/index.js', 'package/dist/index.d.ts']) {
      assert(entries.includes(needed), `@mk/${name}'s tarball lacks ${needed}`);
    }
    const manifest = JSON.parse(await run('tar', ['-xzOf', file, 'package/package.json']));
    const specs = { ...manifest.dependencies, ...manifest.peerDependencies };
    const workspaceSpecs = Object.entries(specs).filter(([, spec]) => String(spec).startsWith('workspace:'));
    assert(workspaceSpecs.length === 0, `@mk/${name}'s packed package.json still has workspace: versions: ${JSON.stringify(workspaceSpecs)}`);
    console.log(`   @mk/${name}: ${entries.length} files, peers ${Object.keys(manifest.peerDependencies ?? {}).join(', ') || 'none'}`);
  }
});

await step('copy the host app outside the workspace and point every @mk package at its tarball', () => {
  const skipped = new Set(['node_modules', 'dist', 'tarballs', 'package-lock.json', 'eslint.config.js']);
  cpSync(hostDir, appDir, { recursive: true, filter: (source) => !skipped.has(relative(hostDir, source).split(sep)[0]) });
  const manifestFile = join(appDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const listed = Object.keys(manifest.dependencies).filter((dependency) => dependency.startsWith('@mk/'));
  assert(
    listed.sort().join() === PACKAGES.map((name) => `@mk/${name}`).sort().join(),
    `examples/host-app/package.json must depend on exactly the ten packages, it lists: ${listed.join(', ')}`,
  );
  manifest.overrides = {};
  for (const [name, file] of Object.entries(tarballs)) {
    manifest.dependencies[`@mk/${name}`] = `file:${file}`;
    // The packages depend on each other by version (0.1.0, not on any registry): the overrides send
    // those to the same tarballs.
    manifest.overrides[`@mk/${name}`] = `file:${file}`;
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
});

// npm settings a parent pnpm or npm run may have set (npm_config_*) are not this install's.
const npmEnv = Object.fromEntries(
  Object.entries(env).filter(([key]) => !/^npm_/i.test(key) || /^npm_config_(registry|cache|userconfig)$/i.test(key)),
);

await step('npm install (the tarballs, and react, antd... from the registry)', async () => {
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'], { cwd: appDir, env: npmEnv });
  for (const name of PACKAGES) {
    const installed = join(appDir, 'node_modules/@mk', name);
    assert(existsSync(join(installed, 'dist/index.js')), `@mk/${name} is not installed with its dist (${installed})`);
    const nested = SHARED.filter((library) => existsSync(join(installed, 'node_modules', library)));
    assert(nested.length === 0, `@mk/${name} got its own copy of ${nested.join(', ')}: a peer dependency installed twice`);
  }
  const lock = JSON.parse(readFileSync(join(appDir, 'package-lock.json'), 'utf8'));
  const fromElsewhere = Object.entries(lock.packages)
    .filter(([path]) => /(^|\/)node_modules\/@mk\//.test(path))
    // npm records a file: dependency relative to the app folder.
    .filter(([, entry]) => !resolve(appDir, String(entry.resolved ?? '').replace(/^file:/, '')).startsWith(tarballDir + sep));
  assert(fromElsewhere.length === 0, `@mk packages not installed from the tarballs: ${fromElsewhere.map(([path, entry]) => `${path} (${entry.resolved})`).join(', ')}`);
});

await step('type-check the host app against the packages\' .d.ts (tsc)', () =>
  run(process.execPath, [join(appDir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], { cwd: appDir, env: npmEnv }),
);

await step('build the host app (npx vite build)', async () => {
  await run('npx', ['vite', 'build'], { cwd: appDir, env: npmEnv });
  assert(existsSync(join(appDir, 'dist/index.html')), 'vite build wrote no dist/index.html');
});

await step('build the server (turbo)', () => run('npx', [...PNPM, 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only', '--filter=@mk/server']));

const server = await step('start the server with demo data, serving the host app', () => startServer(join(appDir, 'dist'), dataDir));

await step('sign in as the demo ADMIN in Chromium and see the clinic list from the API', async () => {
  const seeded = await seededClinicNames(server.baseUrl);
  assert(seeded.length > 0, 'the seeded server lists no clinics');
  const require = createRequire(join(root, 'tooling/e2e/package.json'));
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  cleanups.push({ name: 'browser closed', undo: () => browser.close() });
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(45_000);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const failedCalls = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failedCalls.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  try {
    // The clinic list asked for before signing in: RequireAuth sends the visitor to the login and back.
    await page.goto('/clinics');
    await page.waitForURL((url) => url.pathname === '/login');
    assert((await page.title()) === 'Host app', `the server did not serve the host app's page (title "${await page.title()}")`);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    const listReply = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/clinic-read/clinics' && response.request().method() === 'GET');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/clinics');
    const reply = await listReply;
    assert(reply.ok(), `the clinic list's API call answered ${reply.status()}`);
    const rows = (await reply.json()).payload?.rows ?? [];
    assert(rows.length > 0, 'the clinic list call returned no clinics');
    const name = rows[0].registered_clinic_name;
    assert(seeded.includes(name), `the page's first clinic "${name}" is not among the seeded ones (${seeded.slice(0, 5).join(', ')}...)`);
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name }).first().waitFor({ state: 'visible' });
    const shown = await page.locator('.ant-table-tbody tr.ant-table-row').count();
    assert(shown >= 1, 'the table shows no clinic row');
    assert(pageErrors.length === 0, `the page threw: ${pageErrors.join(' | ')}`);
    console.log(`   signed in as ${ADMIN.email}; the table shows ${shown} clinic rows, "${name}" among them (${seeded.length} seeded)`);
  } catch (error) {
    const url = page.url();
    const text = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(unreadable)');
    throw new Error(
      `${error.message}\n  at ${url}\n  page errors: ${JSON.stringify(pageErrors)}\n  failed API calls: ${JSON.stringify(failedCalls)}\n  page text: ${text.slice(0, 600)}\n  server log: ${server.log().slice(-1500)}`,
      { cause: error },
    );
  }
});

await step('stop the server, close the browser, remove the temporary folders', cleanUp);

printTimes();
console.log('\n✓ the ten packages install from their tarballs and a host app outside the workspace runs the clinics module against the real server');
