import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isApiPath } from './csrf';

/*
 * Browser security headers on every reply, set by @fastify/helmet and configured here so each value
 * says why. The dashboard is one origin: its scripts, styles, fonts and images come from this
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

/** The Content-Security-Policy's directives for this configuration and dashboard build, in the order sent. */
export function contentSecurityDirectives(config: Pick<Config, 'publicUrl' | 'apiHost' | 'uploadUrl'>, indexHtml = ''): Record<string, string[]> {
  const self = originOf(config.publicUrl);
  const api = originOf(config.apiHost);
  const upload = originOf(config.uploadUrl);
  return {
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
}

/** One year, subdomains included: `max-age=31536000; includeSubDomains`. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;
const HSTS_HEADER = `max-age=${HSTS.maxAge}; includeSubDomains`;

/*
 * Helmet cannot express this one (it has no Permissions-Policy), so it is set by hand: the dashboard
 * uses none of these features, and a script that got in could not turn them on.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Helmet's options for this policy. Every header helmet sends is named, so a new helmet default does
 * not change our replies unseen; the ones we did not send before are off (Cross-Origin-Resource-Policy
 * would keep another origin's page, e.g. a dashboard served apart from an absolute API_HOST, from
 * showing our images; the others are for browsers we do not support).
 */
export function helmetOptions(config: Pick<Config, 'publicUrl' | 'apiHost' | 'uploadUrl'>, indexHtml = ''): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config, indexHtml) },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    // PUBLIC_URL is https: TLS ends here or at a proxy in front, so every reply may say so. Without it,
    // HSTS depends on the request's own connection, which helmet's fixed options cannot see (below).
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? HSTS : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/**
 * Adds the headers to every reply, the dashboard's and the API's alike: helmet's (registered before
 * any other onRequest hook, so a refused request gets them too), then by hand what helmet cannot
 * say. An /api reply that does not set its own caching gets `Cache-Control: no-store` (personal data
 * must not stay in a browser or proxy cache); the media route sets its own (public images, private
 * CSV files). Static assets keep theirs (web/dashboard.ts). HSTS only when the server is reached over
 * TLS: PUBLIC_URL is https, or the connection itself is TLS.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const options = helmetOptions(app.config, readIndexHtml(app.config.dashboardDir));
  await app.register(fastifyHelmet, options);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // A TLS connection (or a trusted proxy's X-Forwarded-Proto) behind a plain-http PUBLIC_URL.
    if (!options.strictTransportSecurity && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_HEADER);
    if (isApiPath(request.url) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
