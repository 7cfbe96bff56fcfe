/**
 * `npm run cluster`'s shape, kept apart from starting it so that compose.yaml (the same topology for
 * containers) can be checked against it: N server processes on one PostgreSQL and one Redis, behind
 * HAProxy on one public port.
 */

export interface ClusterOptions {
  /** Server processes (default 3). */
  processes: number;
  /** The one port users reach (HAProxy's). */
  publicPort: number;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  /** Each process's own DATA_DIR is a folder of this one. */
  dataDir: string;
  /** The first process seeds the demo data into an empty database. */
  seed: boolean;
  /** DRAIN_GRACE_MS of every process (default DRAIN_GRACE_MS; the bench compares it with 0). */
  drainGraceMs?: number;
}

export interface ServerInstance {
  name: string;
  port: number;
  env: Record<string, string>;
}

/** The variables every server process of a cluster needs, whatever starts it (npm run cluster or compose.yaml). */
export const CLUSTER_SERVER_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'REALTIME_ADAPTER', 'MEDIA_STORE', 'JWT_SECRET', 'PUBLIC_URL', 'TRUST_PROXY', 'DRAIN_GRACE_MS'] as const;

/** The readiness check HAProxy asks every server process. */
export const HEALTH_CHECK_PATH = '/api/health/ready';
/** HAProxy asks each process every CHECK_INTERVAL_MS and takes it out after CHECK_FALL failed answers. */
export const CHECK_INTERVAL_MS = 1000;
export const CHECK_FALL = 2;
/** How long a check may take: a process whose event loop is saturated answers in seconds, and is still serving. */
export const CHECK_TIMEOUT_MS = 5000;
/**
 * How long a process told to stop (SIGTERM) goes on serving with readiness at 503: the checks that
 * take it out, plus one interval for a check already under way, so no request reaches a closed listener.
 */
export const DRAIN_GRACE_MS = CHECK_INTERVAL_MS * (CHECK_FALL + 1);

/** The cookie that keeps a browser on one process (socket.io's polling transport needs it). */
export const STICKY_COOKIE = 'MKSERVER';

export const serverName = (index: number) => `server-${index + 1}`;

export function serverInstances(options: ClusterOptions): ServerInstance[] {
  return Array.from({ length: options.processes }, (_, index) => {
    const port = options.publicPort + 1 + index;
    const name = serverName(index);
    return {
      name,
      port,
      env: {
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        REALTIME_ADAPTER: 'redis',
        MEDIA_STORE: 'database',
        JWT_SECRET: options.jwtSecret,
        PUBLIC_URL: `http://localhost:${options.publicPort}`,
        // The balancer is the only client: its X-Forwarded-For names the real one (the login brake counts per address).
        TRUST_PROXY: '127.0.0.1',
        DRAIN_GRACE_MS: String(options.drainGraceMs ?? DRAIN_GRACE_MS),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: `${options.dataDir}/${name}`,
        SEED: options.seed && index === 0 ? 'true' : 'false',
      },
    };
  });
}

/**
 * HAProxy in front of the servers: round robin with a sticky cookie, each server taken out after two
 * failed readiness checks a second apart (a stopping one answers 503 at once), and a request that
 * met a dead server retried on another (all-retryable-errors: only where nothing was answered, and
 * never a non-idempotent request that may have run).
 */
export function haproxyConfig(bind: string, servers: { name: string; address: string }[], options: { dnsServer?: string } = {}): string {
  // Names (containers) are looked up again while HAProxy runs: a server that restarts gets a new address.
  const resolvers = options.dnsServer ? ['resolvers dns', `  nameserver dns ${options.dnsServer}`, '  hold valid 10s', ''] : [];
  return [
    '# Written by tooling/cluster/src/topology.ts (npm run cluster writes its own; compose.yaml mounts deploy/haproxy.cfg).',
    'global',
    // Each connection takes two descriptors (client and server side): 4096 stays under common limits.
    '  maxconn 4096',
    '',
    ...resolvers,
    'defaults',
    '  mode http',
    '  option forwardfor',
    // A request that met a dead server (refused, or closed with no answer) goes to another, at once.
    '  option redispatch 1',
    '  retries 3',
    '  retry-on all-retryable-errors',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A socket.io WebSocket stays open for as long as the dashboard does.
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    '',
    'frontend public',
    `  bind ${bind}`,
    '  default_backend servers',
    '',
    'backend servers',
    '  balance roundrobin',
    `  cookie ${STICKY_COOKIE} insert indirect nocache httponly`,
    `  option httpchk GET ${HEALTH_CHECK_PATH}`,
    '  http-check expect status 200',
    // A busy process answers its check late, not never: only a refusal, a 503 or CHECK_TIMEOUT_MS of silence takes it out.
    `  timeout check ${CHECK_TIMEOUT_MS}ms`,
    // A name not resolvable yet (a container still starting) waits for its health checks instead of stopping HAProxy.
    `  default-server check inter ${CHECK_INTERVAL_MS}ms fall ${CHECK_FALL} rise 2 init-addr last,libc,none`,
    ...servers.map(({ name, address }) => `  server ${name} ${address} cookie ${name}${options.dnsServer ? ' resolvers dns' : ''}`),
    '',
  ].join('\n');
}
