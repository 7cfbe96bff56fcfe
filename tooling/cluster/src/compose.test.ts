import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { COMPOSE_SERVER_PORT, COMPOSE_SERVERS, composeHaproxyConfig } from './compose-config';
import { CLUSTER_SERVER_VARIABLES, HEALTH_CHECK_PATH, serverInstances } from './topology';

const ROOT = path.resolve(__dirname, '../../..');

interface ComposeService {
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: unknown;
}

const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const clusterServers = serverInstances({ processes: COMPOSE_SERVERS, publicPort: 3000, databaseUrl: 'x', redisUrl: 'x', jwtSecret: 'x', dataDir: '/x', seed: false });

describe('compose.yaml', () => {
  it('names the services npm run cluster starts: PostgreSQL, Redis, the server processes and HAProxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['haproxy', 'postgres', 'redis', ...clusterServers.map((server) => server.name)].sort());
  });

  it('gives every server the variables of the cluster, with the same adapter and media store', () => {
    for (const server of clusterServers) {
      const env = compose.services[server.name].environment!;
      for (const name of CLUSTER_SERVER_VARIABLES) expect([server.name, name, env[name] !== undefined]).toEqual([server.name, name, true]);
      expect(env.REALTIME_ADAPTER).toBe(server.env.REALTIME_ADAPTER);
      expect(env.MEDIA_STORE).toBe(server.env.MEDIA_STORE);
      expect(env.DRAIN_GRACE_MS).toBe(server.env.DRAIN_GRACE_MS);
      expect(env.PORT).toBe(String(COMPOSE_SERVER_PORT));
      expect(compose.services[server.name].healthcheck!.test.join(' ')).toContain(`:${COMPOSE_SERVER_PORT}${HEALTH_CHECK_PATH}`);
    }
    // Only the first may seed.
    expect(clusterServers.slice(1).map((server) => compose.services[server.name].environment!.SEED)).toEqual(['false', 'false']);
  });

  it('publishes one port, HAProxy\'s, with the configuration the cluster script writes for these servers', () => {
    expect(compose.services.haproxy.ports).toEqual([`${COMPOSE_SERVER_PORT}:${COMPOSE_SERVER_PORT}`]);
    for (const name of ['postgres', 'redis', ...clusterServers.map((server) => server.name)]) expect(compose.services[name].ports).toBeUndefined();
    expect(compose.services.haproxy.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8')).toBe(composeHaproxyConfig());
  });
});
