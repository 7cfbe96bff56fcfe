import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from './cluster';

/**
 * `npm run cluster [-- --processes 3 --port 3000 --seed]`: N server processes on PostgreSQL and Redis
 * behind HAProxy on one port. DATABASE_URL and REDIS_URL when set, else this machine's own (a
 * database `marketplace` is created when missing). Ctrl-C stops everything it started.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!(await answers(5432))) throw new Error('npm run cluster needs PostgreSQL: set DATABASE_URL, or start one on 127.0.0.1:5432');
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = 'marketplace'");
    if (found.rowCount === 0) await client.query('CREATE DATABASE marketplace');
  } finally {
    await client.end();
  }
  return 'postgres://postgres@127.0.0.1:5432/marketplace';
}

async function redisUrl(): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (!(await answers(6379))) throw new Error('npm run cluster needs Redis: set REDIS_URL, or start one on 127.0.0.1:6379');
  return 'redis://127.0.0.1:6379';
}

/** One secret for every process (any of them verifies any token), kept so sessions survive a restart. */
function jwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { processes: { type: 'string', default: '3' }, port: { type: 'string', default: process.env.PORT ?? '3000' }, seed: { type: 'boolean', default: false } },
  });
  const processes = Number(values.processes);
  const publicPort = Number(values.port);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new Error(`--processes must be a whole number from 1 to 32, got "${values.processes}"`);
  if (!Number.isInteger(publicPort) || publicPort < 1 || publicPort + processes > 65535) throw new Error(`--port must be a port number, got "${values.port}"`);
  const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(ROOT, 'data', 'cluster'));
  mkdirSync(dataDir, { recursive: true });

  const cluster = await startCluster(
    { processes, publicPort, databaseUrl: await databaseUrl(), redisUrl: await redisUrl(), jwtSecret: jwtSecret(dataDir), dataDir, seed: values.seed },
    {
      serverEntry: path.join(ROOT, 'apps/server/dist/main.js'),
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      onLine: (source, line) => console.log(`[${source}] ${line}`),
    },
  );
  console.log(`\nCluster ready: http://localhost:${publicPort} (HAProxy) in front of ${cluster.servers.map((server) => `${server.name} on ${server.port}`).join(', ')}.`);
  console.log('Ctrl-C stops it.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping the cluster...');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  for (const server of cluster.servers) {
    void server.exited.then((code) => {
      if (!stopping) console.log(`[cluster] ${server.name} exited (${code}); HAProxy sends its users to the others`);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
