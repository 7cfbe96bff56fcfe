import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isApiPath } from './csrf';

/*
 * Browser security headers on every reply (the same set @fastify/helmet gives, written out so each
 * value says why). The dashboard is one origin: its scripts, styles, fonts and images come from this
 * server, its images also from the configured upload host, its socket from the API's origin.
 */

/** The origin of an absolute URL (`https://img.example.com/upload` -> `https://img.example.com`), else undefined. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The socket's origin for an http(s) origin: the dashboard's socket.io upgrades to ws(s) there. */
const socketOrigin = (origin: string) => origin.replace(/^http/i, 'ws');

/**
 * 'sha256-...' sources for the inline <script> elements of the built index.html, so a script the
 * build keeps inline (e.g. the language set before the first paint) runs and no other inline script
 * does. None when the build has none or is absent.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function readIndexHtml(dashboardDir: string): string {
  try {
    return readFileSync(path.join(dashboardDir, 'index.html'), 'utf8');
  } catch {
    return '';
  }
}

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** The Content-Security-Policy for this configuration and dashboard build. */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl' | 'apiHost' | 'uploadUrl'>, indexHtml = ''): string {
  const self = originOf(config.publicUrl);
  const api = originOf(config.apiHost);
  const upload = originOf(config.uploadUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(indexHtml)],
    // antd 6 styles its components with CSS-in-JS: it inserts <style> elements at run time and sets
    // style attributes, which a CSP without 'unsafe-inline' for styles blocks (the screens lose their
    // layout). Styles cannot run code; scripts stay limited to our own files.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    // Logos and avatars: our media route (this origin or PUBLIC_URL's) or the configured upload host;
    // data: and blob: for the previews of a file chosen before it is uploaded.
    'img-src': unique(["'self'", 'data:', 'blob:', self, upload]),
    // The API and the socket.io connection (polling first, then a websocket to the same origin).
    'connect-src': unique(["'self'", self, self && socketOrigin(self), api, api && socketOrigin(api), upload]),
    // The CSV import parses in a module worker loaded from our own files.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody may frame the dashboard (clickjacking).
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Adds the headers to every reply, the dashboard's and the API's alike. An /api reply that does not
 * set its own caching gets `Cache-Control: no-store` (personal data must not stay in a browser or
 * proxy cache); the media route sets its own (public images, private CSV files). Static assets keep
 * theirs (web/dashboard.ts). HSTS only when the server is reached over TLS: PUBLIC_URL is https, or
 * the connection itself is TLS.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const policy = contentSecurityPolicy(app.config, readIndexHtml(app.config.dashboardDir));
  const httpsConfigured = app.config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('X-Permitted-Cross-Domain-Policies', 'none');
    if (httpsConfigured || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (isApiPath(request.url) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
