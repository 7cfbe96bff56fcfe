import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '@mk/contracts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

/*
 * Finding (issue 10): no browser security headers at all, API replies with personal data without
 * `Cache-Control: no-store`, and the dashboard could be framed. A tiny dashboard build stands in
 * for the real one: an index.html with one inline script, and one hashed asset.
 */

const INLINE = "document.documentElement.lang = 'ar';";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE}</script><script src="/config.js"></script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

let dashboardDir: string;
let t: TestApp;
let tls: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  dashboardDir = mkdtempSync(path.join(os.tmpdir(), 'mk-dashboard-'));
  mkdirSync(path.join(dashboardDir, 'assets'));
  writeFileSync(path.join(dashboardDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dashboardDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  [t, tls, proxied] = await Promise.all([
    createTestApp({ env: { DASHBOARD_DIR: dashboardDir } }),
    createTestApp({
      env: { SEED: 'false', DASHBOARD_DIR: dashboardDir, PUBLIC_URL: 'https://dash.example.sa', UPLOAD_URL: 'https://images.example.net/v1/upload' },
    }),
    // Plain-http PUBLIC_URL behind a proxy that ends TLS and says so (the injected requests come from 127.0.0.1).
    createTestApp({ env: { SEED: 'false', DASHBOARD_DIR: dashboardDir, TRUST_PROXY: '127.0.0.1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), tls?.close(), proxied?.close()]);
  rmSync(dashboardDir, { recursive: true, force: true });
});

/** The CSP as a map of directive to sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('gives the dashboard a CSP of its own files, its one inline script by hash, and no framing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    const inlineHash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", inlineHash]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'http://localhost:3000', 'ws://localhost:3000']));
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    // Served over plain HTTP with no https PUBLIC_URL: HSTS would be a lie.
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the caching of static assets to the dashboard route, and adds the headers there too', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(asset.headers['cache-control']).not.toContain('no-store');
  });

  it('answers every /api reply with no-store: data, refusals and unknown paths', async () => {
    const admin = await t.login(DEMO.admin);
    const replies = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/patient-read/?page=1&limit=5', headers: { authorization: `Bearer ${admin}` } }),
      t.app.inject({ method: 'GET', url: '/api/patient-read/' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 401, 404, 200]);
    for (const reply of replies) {
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('never reflects a forged Host header, in bodies or headers', async () => {
    const admin = await t.login(DEMO.admin);
    for (const url of ['/', '/config.js', '/login', '/api/health', '/api/no-such-thing', '/assets/missing.js', '/api/patient-read/?limit=1']) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example', authorization: `Bearer ${admin}` } });
      expect({ url, reflected: `${JSON.stringify(reply.headers)}${reply.body}`.includes('evil.example') }).toEqual({ url, reflected: false });
    }
  });

  it('sends HSTS behind an https PUBLIC_URL, and lets images and uploads reach the configured upload host', async () => {
    const page = await tls.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://dash.example.sa', 'https://images.example.net']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['wss://dash.example.sa', 'https://images.example.net']));
    expect(csp['script-src']).not.toContain('https://images.example.net');
  });
});

/*
 * The headers the hand-written hook sent before the move to @fastify/helmet, recorded from its
 * replies: an API reply, the dashboard's index.html and a hashed asset, on plain http and behind an
 * https PUBLIC_URL. Helmet must send the same, and nothing more (its other defaults are off). Only
 * the CSP's separator differs (helmet joins directives with ';', the old hook with '; '), so the CSP
 * is compared directive by directive, in order.
 */
const INLINE_HASH = "'sha256-1fwOktPiFj0NsOK8l4NvyG3wCm9NPiwytUBJuG1q32U='";
const RECORDED_CSP = {
  plain:
    `default-src 'self'; script-src 'self' ${INLINE_HASH}; style-src 'self' 'unsafe-inline'; font-src 'self' data:; ` +
    "img-src 'self' data: blob: http://localhost:3000; connect-src 'self' http://localhost:3000 ws://localhost:3000; worker-src 'self'; " +
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  tls:
    `default-src 'self'; script-src 'self' ${INLINE_HASH}; style-src 'self' 'unsafe-inline'; font-src 'self' data:; ` +
    "img-src 'self' data: blob: https://dash.example.sa https://images.example.net; " +
    "connect-src 'self' https://dash.example.sa wss://dash.example.sa https://images.example.net; worker-src 'self'; " +
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
};
const RECORDED_COMMON = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'x-permitted-cross-domain-policies': 'none',
};
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
const RECORDED_BY_REPLY = {
  api: { url: '/api/health', headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } },
  page: { url: '/', headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding' } },
  asset: {
    url: '/assets/index-abc123.js',
    headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', vary: 'accept-encoding', 'accept-ranges': 'bytes' },
  },
};

/** The CSP as its directives in order, whatever the separator. */
const cspDirectives = (header: unknown) =>
  String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((part) => part[0] !== '');

/** A reply's headers less those of the transport and the body (date, length, validators, the CSRF cookie), CSP parsed. */
function comparable(headers: Record<string, unknown>) {
  const { date: _d, 'content-length': _l, etag: _e, 'last-modified': _m, 'set-cookie': _c, connection: _n, 'keep-alive': _k, ...rest } = headers;
  return { ...rest, 'content-security-policy': cspDirectives(rest['content-security-policy']) };
}

describe('the headers recorded before the move to helmet', () => {
  for (const [reply, { url, headers }] of Object.entries(RECORDED_BY_REPLY)) {
    it(`are the same on the ${reply} reply, on plain http and behind an https PUBLIC_URL`, async () => {
      const [plain, https] = await Promise.all([t.app.inject({ method: 'GET', url }), tls.app.inject({ method: 'GET', url })]);
      expect([plain.statusCode, https.statusCode]).toEqual([200, 200]);
      expect(comparable(plain.headers)).toEqual({ ...headers, ...RECORDED_COMMON, 'content-security-policy': cspDirectives(RECORDED_CSP.plain) });
      expect(comparable(https.headers)).toEqual({ ...headers, ...RECORDED_COMMON, ...HSTS, 'content-security-policy': cspDirectives(RECORDED_CSP.tls) });
    });
  }

  it('reach a request refused before any route runs (a CSRF failure) and an unknown path', async () => {
    const replies = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/administrator-write/me/password', cookies: { [CSRF_COOKIE]: 'a' }, headers: { [CSRF_HEADER]: 'b' }, payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'GET', url: '/assets/missing.js' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([403, 404, 404]);
    for (const reply of replies) {
      expect(reply.headers).toMatchObject(RECORDED_COMMON);
      expect(cspDirectives(reply.headers['content-security-policy'])).toEqual(cspDirectives(RECORDED_CSP.plain));
    }
  });

  it('send HSTS behind a plain-http PUBLIC_URL only to a request that came over TLS through the trusted proxy', async () => {
    const [overTls, overHttp] = await Promise.all([
      proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } }),
      proxied.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(overTls.headers['strict-transport-security']).toBe(HSTS['strict-transport-security']);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
