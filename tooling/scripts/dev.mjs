// `npm run dev`: the API server with demo data (tsx watch, port 3001) and the dashboard through
// Vite (port 5173, hot reload across packages, /api and the socket proxied to the server). Both
// read the workspace packages' sources, so nothing is built first. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_TARGET: `http://localhost:${apiPort}` };

const children = [
  spawn(join(root, 'apps/server/node_modules/.bin/tsx'), ['watch', '--import', join(root, 'tooling/scripts/dev-dirname.mjs'), 'src/main.ts'], {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
    // Its own database, so it can run beside `npm start` (PGlite allows one process per directory).
    env: { ...env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data/dev'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  }),
  spawn(join(root, 'apps/dashboard/node_modules/.bin/vite'), [], { cwd: join(root, 'apps/dashboard'), stdio: 'inherit', env }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One of them dying leaves a half-working loop; stop the other and say so by the exit code.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
