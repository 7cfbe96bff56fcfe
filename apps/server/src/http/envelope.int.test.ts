import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '@mk/contracts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let adminToken: string;
let picToken: string;

beforeAll(async () => {
  t = await createTestApp({
    // Shortened brake so the 429 envelope is quick to reach here (the defaults are tested in login.int).
    loginThrottle: { accountAllowance: 1 },
    prepare: (app) => {
      app.get('/api/test-only/boom', { config: { access: 'signed-in' } }, async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/src/db.ts:42');
      });
    },
  });
  adminToken = await t.login(DEMO.admin);
  picToken = await t.login(DEMO.clinicPic);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function expectEnvelopeError(response: { statusCode: number; json(): unknown }, status: number, code: string, message?: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'payload', 'result']);
  expect(body.result).toBe('error');
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
}

describe('the reply envelope on every error', () => {
  it('400 bad input', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/clinic-read/?page=zero', headers: bearer(adminToken) });
    expectEnvelopeError(response, 400, 'query.not_positive', 'page must be a positive whole number');
  });

  it('400 malformed JSON, with a code of its own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/administrator-read/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectEnvelopeError(response, 400, 'request.invalid_json', 'The request body is not valid JSON');
  });

  it('400 a failed shared validation rule, coded by its message id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/administrator-read/login', payload: { email: 'not-an-email', password: 'x' } });
    expectEnvelopeError(response, 400, 'validation.email.invalid', 'Invalid Email');
  });

  it('401 no token', async () => {
    expectEnvelopeError(await t.app.inject({ method: 'GET', url: '/api/audit-read/' }), 401, 'auth.required', 'Authentication required');
  });

  it('403 role not allowed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/audit-read/', headers: bearer(picToken) });
    expectEnvelopeError(response, 403, 'auth.forbidden', 'You are not allowed to do this');
  });

  it('404 unknown API path, any method', async () => {
    expectEnvelopeError(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404, 'resource.not_found', 'Not found');
    expectEnvelopeError(await t.app.inject({ method: 'DELETE', url: '/api/clinic-write/123' }), 404, 'resource.not_found', 'Not found');
  });

  it('413 body too large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/administrator-read/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelopeError(response, 413, 'request.body_too_large');
  });

  it('429 too many attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/administrator-read/login',
        remoteAddress: '10.9.9.9',
        payload: { email: DEMO.centerPic, password: 'wrong' },
      });
    expectEnvelopeError(await attempt(), 401, 'auth.invalid_credentials', 'Invalid email or password');
    expectEnvelopeError(await attempt(), 429, 'auth.too_many_attempts');
  });

  it('500 says nothing about its cause', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/boom', headers: bearer(adminToken) });
    expectEnvelopeError(response, 500, 'server.error', 'Something went wrong');
    expect(response.body).not.toMatch(/secret_table|srv|stack|db\.ts/);
  });
});

describe('CSRF double-submit check', () => {
  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/administrator-read/login',
      headers,
      payload: { email: DEMO.admin, password: DEMO.password },
    });

  it('refuses a state-changing call that carries the cookie but not the header', async () => {
    const response = await login({ cookie: `${CSRF_COOKIE}=abc123` });
    expectEnvelopeError(response, 403, 'request.csrf_invalid', 'Invalid CSRF token');
    expectEnvelopeError(await login({ cookie: `${CSRF_COOKIE}=abc123`, [CSRF_HEADER]: 'other' }), 403, 'request.csrf_invalid', 'Invalid CSRF token');
  });

  it('accepts the call when the header repeats the cookie', async () => {
    expect((await login({ cookie: `${CSRF_COOKIE}=abc123`, [CSRF_HEADER]: 'abc123' })).statusCode).toBe(200);
  });

  it('does not concern bearer-only clients without the cookie', async () => {
    expect((await login({})).statusCode).toBe(200);
  });
});

describe('GET /config.js', () => {
  it('gives the dashboard its runtime configuration and a CSRF cookie, uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(
      'window.__MK_CONFIG__ = {"apiHost":"/api","uploadUrl":"/api/media/upload","cloudName":"local","uploadPresets":{"images":"images","patients":"patients_csv"},"publicSiteRoot":"https://example.com/"};\n',
    );
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[0-9a-f]{64}; Path=/; SameSite=Strict$`));
    // A browser that already has the cookie keeps it.
    const again = await t.app.inject({ method: 'GET', url: '/config.js', headers: { cookie: cookie.split(';')[0] } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});

describe('the dashboard', () => {
  it('says how to build it when the build is missing, while the API keeps working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/not been built/);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves the build with a fallback to index.html for the router', async () => {
    const dashboardDir = path.join(t.storage.dataDir, 'dashboard-build');
    mkdirSync(path.join(dashboardDir, 'assets'), { recursive: true });
    writeFileSync(path.join(dashboardDir, 'index.html'), '<!doctype html><title>MK</title>');
    writeFileSync(path.join(dashboardDir, 'assets', 'app.js'), 'console.log(1)');
    const other = await createTestApp({ storage: t.storage, env: { SEED: 'false', DASHBOARD_DIR: dashboardDir } });
    try {
      for (const url of ['/', '/clinics', '/clinics/profile/42', '/no/such/page']) {
        const response = await other.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('<!doctype html><title>MK</title>');
        expect(response.headers['set-cookie']).toMatch(new RegExp(`^${CSRF_COOKIE}=`));
      }
      const asset = await other.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log(1)');
      expect((await other.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expectEnvelopeError(await other.app.inject({ method: 'GET', url: '/api/unknown' }), 404, 'resource.not_found', 'Not found');
    } finally {
      await other.app.close();
      await other.database.close();
    }
  });
});
