import type { AddressInfo } from 'node:net';
import { connectedSocket } from '../realtime/server-process-kit';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let url: string;

beforeAll(async () => {
  // One wrong password uses up the account's allowance: the next attempt is the brake's to refuse.
  t = await createTestApp({ loginThrottle: { accountAllowance: 1, addressAllowance: 100, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const scrape = async (remoteAddress?: string) => t.app.inject({ method: 'GET', url: '/metrics', ...(remoteAddress && { remoteAddress }) });

describe('GET /metrics', () => {
  it("counts requests per route pattern with their latency, realtime events, open sockets and the brake's refusals", async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await t.app.inject({ method: 'POST', url: '/api/administrator-read/login', payload: { email: DEMO.clinicPic, password: 'not-the-password' } });
    }
    t.app.realtime.emitToRole('ADMIN', 'metrics_check', {});
    const socket = await connectedSocket(url, await t.login(DEMO.admin));

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('http_requests_total{method="POST",route="/api/administrator-read/login",status="429"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 2/);
    expect(text).toContain('realtime_events_total{event="metrics_check"} 1');
    expect(text).toContain('realtime_open_sockets 1');
    expect(text).toContain('login_brake_refusals_total 1');
    socket.close();
  });

  it('shows the PostgreSQL pools: connections in use and idle, queries waiting, and their size', async () => {
    const text = (await scrape()).body;
    if (t.database.kind === 'pglite') {
      // One connection inside the process: no pool to show.
      expect(text).not.toContain('db_pool_connections');
      return;
    }
    expect(text).toContain('db_pool_max{pool="app"} 10');
    expect(text).toMatch(/db_pool_connections\{pool="app",state="idle"\} [1-9]/);
    expect(text).toMatch(/db_pool_waiting\{pool="app"\} 0/);
    // The PostgreSQL adapter's own pool, one connection of which stays checked out for LISTEN.
    expect(text).toContain('db_pool_max{pool="realtime"} 10');
    expect(text).toMatch(/db_pool_connections\{pool="realtime",state="in_use"\} [1-9]/);
  });

  it('answers only the addresses METRICS_ALLOW names (this machine by default)', async () => {
    const elsewhere = await scrape('10.1.2.3');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ result: 'error', code: 'auth.forbidden' });
    expect((await scrape('::1')).statusCode).toBe(200);
  });
});
