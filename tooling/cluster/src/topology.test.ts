import { CLUSTER_SERVER_VARIABLES, haproxyConfig, HEALTH_CHECK_PATH, serverInstances, STICKY_COOKIE } from './topology';

const options = { processes: 3, publicPort: 3000, databaseUrl: 'postgres://db/mk', redisUrl: 'redis://cache:6379', jwtSecret: 's'.repeat(40), dataDir: '/srv/mk', seed: true };

describe('the cluster topology', () => {
  it('gives each process its own port and data folder, the shared database, Redis and secret, and lets only the first seed', () => {
    const servers = serverInstances(options);
    expect(servers.map((server) => [server.name, server.port, server.env.DATA_DIR, server.env.SEED])).toEqual([
      ['server-1', 3001, '/srv/mk/server-1', 'true'],
      ['server-2', 3002, '/srv/mk/server-2', 'false'],
      ['server-3', 3003, '/srv/mk/server-3', 'false'],
    ]);
    for (const server of servers) {
      for (const name of CLUSTER_SERVER_VARIABLES) expect(server.env[name]).toBeTruthy();
      expect(server.env).toMatchObject({ DATABASE_URL: 'postgres://db/mk', REDIS_URL: 'redis://cache:6379', REALTIME_ADAPTER: 'redis', PUBLIC_URL: 'http://localhost:3000', PORT: String(server.port) });
    }
  });

  it('puts HAProxy in front with sticky sessions, readiness checks and retries on another server', () => {
    const config = haproxyConfig(':3000', [
      { name: 'server-1', address: '127.0.0.1:3001' },
      { name: 'server-2', address: '127.0.0.1:3002' },
    ]);
    expect(config).toContain('bind :3000');
    expect(config).toContain(`cookie ${STICKY_COOKIE} insert indirect nocache httponly`);
    expect(config).toContain(`option httpchk GET ${HEALTH_CHECK_PATH}`);
    expect(config).toContain('option redispatch 1');
    expect(config).toContain('retry-on all-retryable-errors');
    expect(config).toContain('server server-1 127.0.0.1:3001 cookie server-1');
    expect(config).toContain('server server-2 127.0.0.1:3002 cookie server-2');
    expect(config).not.toContain('resolvers');
  });
});
