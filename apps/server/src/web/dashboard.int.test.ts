import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/test-app';
import { negotiateEncoding } from './content-encoding';

/*
 * Issue 11: assets went out uncompressed and were revalidated on every visit. A tiny dashboard
 * build stands in for the real one, laid out as `vite build` writes it: index.html and hashed
 * assets, each text file with the .br and .gz copies the build prepares, and a public (unhashed) file.
 */

const INDEX_HTML = '<!doctype html><html><head><script src="/config.js"></script></head><body><script type="module" src="/assets/index-abc123.js"></script></body></html>';
// Long enough that its compressed copies are clearly smaller.
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: 'Clinic ${i}' }`).join(', ')}];\n`;
const STYLE = `.mk-content { padding: 24px; }\n`.repeat(40);

let dashboardDir: string;
let t: TestApp;

function writeWithCompressedCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  dashboardDir = mkdtempSync(path.join(os.tmpdir(), 'mk-dashboard-'));
  mkdirSync(path.join(dashboardDir, 'assets'));
  writeWithCompressedCopies(path.join(dashboardDir, 'index.html'), INDEX_HTML);
  writeWithCompressedCopies(path.join(dashboardDir, 'assets', 'index-abc123.js'), SCRIPT);
  writeWithCompressedCopies(path.join(dashboardDir, 'assets', 'index-def456.css'), STYLE);
  // A font is compressed already: the build prepares no copies of it.
  writeFileSync(path.join(dashboardDir, 'assets', 'inter-latin-400-normal-x1y2z3.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  writeFileSync(path.join(dashboardDir, 'locale-direction.js'), 'document.documentElement.dir = "ltr";\n');
  mkdirSync(path.join(dashboardDir, '.vite'));
  writeFileSync(path.join(dashboardDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  t = await createTestApp({ env: { SEED: 'false', DASHBOARD_DIR: dashboardDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dashboardDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('dashboard assets', () => {
  it('sends the brotli copy to a browser that accepts br, the gzip copy to one that accepts only gzip, both decoding to the file', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-def456.css', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(STYLE);
  });

  it('sends the plain file to a client that accepts no compression, and files the build did not compress as they are', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/index-abc123.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
    const font = await get('/assets/inter-latin-400-normal-x1y2z3.woff2', 'br, gzip');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  });

  it('lets browsers keep hashed assets for a year without asking again, whatever the encoding', async () => {
    for (const [url, acceptEncoding] of [
      ['/assets/index-abc123.js', 'br'],
      ['/assets/index-abc123.js', undefined],
      ['/assets/index-def456.css', 'gzip'],
      ['/assets/inter-latin-400-normal-x1y2z3.woff2', 'br'],
    ] as const) {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has unhashed files, index.html and /config.js checked again on every visit', async () => {
    const publicFile = await get('/locale-direction.js', 'br');
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toBe('no-cache');

    for (const url of ['/', '/index.html', '/clinics/profile/42']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
    }
    const gzipPage = await get('/', 'gzip');
    expect(gunzipSync(gzipPage.rawPayload).toString()).toBe(INDEX_HTML);
    const plainPage = await get('/');
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    expect(plainPage.body).toBe(INDEX_HTML);

    const config = await get('/config.js', 'br');
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('still answers 404 for an asset that does not exist, compressed or not, and for the build manifest', async () => {
    expect((await get('/assets/missing-000000.js', 'br')).statusCode).toBe(404);
    expect((await get('/assets/missing-000000.js')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json', 'br')).statusCode).toBe(404);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, honours weights and refusals, and treats * as any other encoding', () => {
    expect(negotiateEncoding('gzip, deflate, br')?.name).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip')?.name).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.1')?.name).toBe('gzip');
    expect(negotiateEncoding('*')?.name).toBe('br');
    expect(negotiateEncoding('*, br;q=0')?.name).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
