import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@mk/contracts';
import { apiError, ForbiddenError } from '../http/errors';
import { readCookie, serializeCookie } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Gives the browser its double-submit token (readable by the dashboard's script) when it has none. */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (readCookie(request, CSRF_COOKIE)) return;
  // Not HttpOnly: the dashboard's script reads it to repeat it in the header.
  reply.header('set-cookie', serializeCookie(CSRF_COOKIE, randomBytes(32).toString('hex'), { path: '/', sameSite: 'Strict' }));
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit check: a state-changing /api call that carries our cookie (so it comes from a
 * browser that loaded the dashboard) must repeat it in the header, which another site cannot read.
 * Calls without the cookie (API clients using only a bearer token) are not subject to it.
 */
export function installCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    const cookie = readCookie(request, CSRF_COOKIE);
    if (!cookie) return;
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !same(header, cookie)) throw new ForbiddenError(apiError('request.csrf_invalid'));
  });
}
