import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { createTestStorage, type TestStorage } from '../test/test-storage';
import type { LoginThrottleOptions } from './login-throttle';

/*
 * Two server instances, each with its own connection pool, on one PostgreSQL database: what two
 * processes behind a load balancer are. The brake must hold across them. PGlite has one connection
 * in one process, so this needs DATABASE_URL (CI sets it).
 */
const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL) {
  console.warn('login-brake.postgres.int.test: skipped, set DATABASE_URL=postgres://... to run two servers on one PostgreSQL');
}

const BRAKE: Partial<LoginThrottleOptions> = { accountAllowance: 5, addressAllowance: 50 };

withPostgres('login brake shared by two servers on one PostgreSQL', () => {
  let storage: TestStorage;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    storage = await createTestStorage();
    first = await createTestApp({ storage, loginThrottle: BRAKE });
    second = await createTestApp({ storage, loginThrottle: BRAKE });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await storage?.dispose();
  });

  const login = (server: TestApp, i: number, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/administrator-read/login',
      payload: { email: DEMO.pharmacyPic, password: `wrong-${i}` },
      remoteAddress,
    });

  const count = (responses: LightMyRequestResponse[], status: number) => responses.filter((r) => r.statusCode === status).length;

  it('lets 200 parallel wrong passwords, half to each server and from many addresses, check only the account allowance', async () => {
    expect(first.database.kind).toBe('postgres');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(i % 2 ? first : second, i, `10.30.${i % 4}.${i}`)),
    );
    expect({ 401: count(responses, 401), 429: count(responses, 429) }).toEqual({ 401: 5, 429: 195 });
    // Either server refuses the right password now.
    for (const server of [first, second]) {
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/administrator-read/login',
        payload: { email: DEMO.pharmacyPic, password: DEMO.password },
        remoteAddress: '10.31.0.1',
      });
      expect(refused.statusCode).toBe(429);
    }
  }, 120_000);
});
