import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME } from '@mk/contracts';

/**
 * Real server processes for the multi-process realtime test and bench (not used by the server): each
 * its own Node process on one database, as behind a load balancer. Plus small HTTP and socket helpers.
 */

// apps/server: two folders up from src/realtime, one from dist (the bench is bundled into dist/bench.js).
const SERVER_ROOT = path.basename(__dirname) === 'dist' ? path.resolve(__dirname, '..') : path.resolve(__dirname, '..', '..');

/** How to start the server: from the sources through tsx (tests: always the current code) or the build (bench). */
export type ServerEntry = 'source' | 'dist';

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGTERM, then resolves when the process has exited. */
  stop(): Promise<void>;
  /** Sends a signal and returns at once. */
  signal(name: NodeJS.Signals): void;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

function commandOf(entry: ServerEntry): string[] {
  if (entry === 'dist') return [path.join(SERVER_ROOT, 'dist', 'main.js')];
  // The same loader hooks as `npm run dev`: __dirname for the ES modules tsx runs.
  return ['--import', 'tsx', '--import', path.resolve(SERVER_ROOT, '../../tooling/scripts/dev-dirname.mjs'), path.join(SERVER_ROOT, 'src', 'main.ts')];
}

/**
 * Starts one server and resolves with its address once it logs "server ready" (after its socket.io
 * adapter listens). Port 0: the system picks a free port, read from Fastify's "Server listening at".
 */
export function startServerProcess(entry: ServerEntry, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, commandOf(entry), {
    cwd: SERVER_ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const tail: string[] = [];
  const remember = (line: string) => tail.push(line) > 20 && tail.shift();
  createInterface({ input: child.stderr! }).on('line', remember);

  return new Promise<ServerProcess>((resolve, reject) => {
    let url: string | undefined;
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`${error.message}\n${tail.join('\n')}`));
    };
    // Only ever called after this line has run (a timer, an exit, a log line).
    const timer = setTimeout(() => fail(new Error(`server did not start within ${timeoutMs} ms`)), timeoutMs);
    const exitedEarly = (code: number | null) => fail(new Error(`server exited with ${code} before it was ready`));
    child.once('exit', exitedEarly);
    // Every line is read to the end, or a full pipe would block the server's logging.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line);
      url ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (url && line.includes('"msg":"server ready"')) {
        clearTimeout(timer);
        child.off('exit', exitedEarly);
        resolve({ url, pid: child.pid!, stop, signal: (name) => child.kill(name), exited });
      }
    });
  });
}

/** Stops every process that was started; never throws (afterAll). */
export async function stopAll(processes: (ServerProcess | undefined)[]): Promise<void> {
  await Promise.all(processes.map((server) => server?.stop().catch(() => undefined)));
}

export interface JsonReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { result: string; message: string; payload: any };
}

/** One call of the API over HTTP, in the envelope. */
export async function call(baseUrl: string, method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<JsonReply> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as JsonReply['body'] };
}

/** Opens a socket on the realtime gateway with `token`; resolves once connected. */
export function connectedSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = connect(baseUrl, { path: REALTIME.path, reconnection: false, transports: ['websocket'], auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export const nextEvent = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
