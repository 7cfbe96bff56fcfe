import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { haproxyConfig, HEALTH_CHECK_PATH, serverInstances, type ClusterOptions, type ServerInstance } from './topology';

export interface RunningServer extends ServerInstance {
  child: ChildProcess;
  /** Resolves when the process has exited, with its code (or the signal that ended it). */
  exited: Promise<number | string>;
}

export interface RunningCluster {
  url: string;
  servers: RunningServer[];
  haproxy: ChildProcess;
  /** Starts a server that exited again, as it was, and resolves once it is ready (it replaces it in `servers`). */
  restart(server: RunningServer): Promise<RunningServer>;
  /** Stops everything it started (the servers without their drain grace); resolves once all have exited. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** `node <serverEntry>` starts one server process (apps/server/dist/main.js). */
  serverEntry: string;
  /** Where each line a process prints goes (prefixed with its name). */
  onLine?: (source: string, line: string) => void;
  /** Extra variables for every server process (LOG_LEVEL...). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pipeLines(child: ChildProcess, source: string, onLine: StartOptions['onLine']) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => onLine?.(source, line));
  }
}

function exitOf(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
}

/** Waits until the server answers its readiness check (it migrated, seeded, and its adapter hears the others). */
async function untilReady(server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedWith: number | string | undefined;
  void server.exited.then((code) => (exitedWith = code));
  for (;;) {
    if (exitedWith !== undefined) throw new Error(`${server.name} exited (${exitedWith}) before it was ready`);
    const answer = await fetch(`http://127.0.0.1:${server.port}${HEALTH_CHECK_PATH}`).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === 200) return;
    if (Date.now() > deadline) throw new Error(`${server.name} was not ready on port ${server.port} within ${timeoutMs} ms`);
    await sleep(200);
  }
}

function startServer(instance: ServerInstance, options: StartOptions): RunningServer {
  mkdirSync(instance.env.DATA_DIR, { recursive: true });
  const child = spawn(process.execPath, [options.serverEntry], {
    env: { ...process.env, NODE_OPTIONS: '', ...options.env, ...instance.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(child, instance.name, options.onLine);
  return { ...instance, child, exited: exitOf(child) };
}

/** HAProxy, from Debian's package: installed when missing (as root, or through sudo). */
export function ensureHaproxy(log: (line: string) => void): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy 2>/dev/null'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  log('installing HAProxy (apt-get install haproxy)...');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'haproxy']]) {
    const [command, ...rest] = [...asRoot, ...args];
    const result = spawnSync(command, rest, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`could not install HAProxy (${[command, ...rest].join(' ')} failed); install the haproxy package and try again`);
  }
  return '/usr/sbin/haproxy';
}

/**
 * Starts the cluster: the first server alone (it migrates the database and seeds it when asked),
 * then the others side by side, then HAProxy once every server is ready.
 */
export async function startCluster(options: ClusterOptions, start: StartOptions): Promise<RunningCluster> {
  const haproxyBinary = ensureHaproxy((line) => start.onLine?.('cluster', line));
  const instances = serverInstances(options);
  const timeout = start.readyTimeoutMs ?? 120_000;
  const servers: RunningServer[] = [];
  let haproxy: ChildProcess | undefined;
  const stop = async () => {
    haproxy?.kill('SIGTERM');
    // SIGINT: no drain grace, the balancer is going too.
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGINT');
    await Promise.all([...servers.map((server) => server.exited), ...(haproxy ? [exitOf(haproxy)] : [])].map((exit) => exit.catch(() => undefined)));
  };
  try {
    const [first, ...others] = instances;
    servers.push(startServer(first, start));
    await untilReady(servers[0], timeout);
    for (const instance of others) servers.push(startServer(instance, start));
    await Promise.all(servers.slice(1).map((server) => untilReady(server, timeout)));

    const configFile = path.join(options.dataDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(`:${options.publicPort}`, servers.map((server) => ({ name: server.name, address: `127.0.0.1:${server.port}` }))));
    const check = spawnSync(haproxyBinary, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused ${configFile}: ${check.stderr || check.stdout}`);
    haproxy = spawn(haproxyBinary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    pipeLines(haproxy, 'haproxy', start.onLine);
    const url = `http://127.0.0.1:${options.publicPort}`;
    const deadline = Date.now() + timeout;
    // Up once the balancer answers on the public port and has marked a server up.
    while ((await fetch(`${url}${HEALTH_CHECK_PATH}`).then((response) => response.status, () => 0)) !== 200) {
      if (haproxy.exitCode !== null) throw new Error(`HAProxy exited (${haproxy.exitCode})`);
      if (Date.now() > deadline) throw new Error(`HAProxy did not answer on port ${options.publicPort} within ${timeout} ms`);
      await sleep(200);
    }
    const restart = async (server: RunningServer) => {
      const again = startServer({ name: server.name, port: server.port, env: server.env }, start);
      servers[servers.indexOf(server)] = again;
      await untilReady(again, timeout);
      return again;
    };
    return { url, servers, haproxy, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
