import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

beforeAll(async () => {
  dashboardDir = mkdtempSync(path.join(os.tmpdir(), 'mk-dashboard-'));
  mkdirSync(path.join(dashboardDir, 'assets'));
  writeFileSync(path.join(dashboardDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dashboardDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  [t, tls] = await Promise.all([
    createTestApp({ env: { DASHBOARD_DIR: dashboardDir } }),
    createTestApp({
      env: { SEED: 'false', DASHBOARD_DIR: dashboardDir, PUBLIC_URL: 'https://dash.example.sa', UPLOAD_URL: 'https://images.example.net/v1/upload' },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), tls?.close()]);
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
