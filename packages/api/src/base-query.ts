import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER, type Envelope } from '@mk/contracts';
import { getRuntimeConfig, isSameOrigin } from './runtime-config';

/** Dispatched when the server answers 401 to a call that carried a token; the session logs out. */
export const sessionExpired = createAction('session/expired');

/** A request as endpoints describe it. `url` is relative to the API host. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The error every endpoint rejects with: HTTP status (or 'FETCH_ERROR') and a message to show. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  message: string;
}

/** The base query reads only this much of the store, so it does not depend on @mk/session. */
export interface TokenRootState {
  session?: { user?: { token?: string } | null };
}

export const selectToken = (state: TokenRootState): string | undefined => state.session?.user?.token ?? undefined;

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function withParams(url: string, params: ApiRequest['params']): string {
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (entries.length === 0) return url;
  const query = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'result' in body && 'payload' in body;
}

function statusText(status: number): string {
  return `Request failed with status ${status}`;
}

/**
 * The one base query: API host from runtime configuration, bearer token, CSRF header on
 * same-origin writes, and envelope unwrapping (`result: 'error'` becomes an ApiError with the
 * server's message; `payload` becomes the data). Calls `fetch` directly so any fetch-compatible
 * function works, in browsers and in tests.
 */
export const baseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError> = async (arg, api) => {
  const request: ApiRequest = typeof arg === 'string' ? { url: arg } : arg;
  const method = request.method ?? 'GET';
  const { apiHost } = getRuntimeConfig();
  const headers: Record<string, string> = { Accept: 'application/json' };

  const token = selectToken(api.getState() as TokenRootState);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET' && isSameOrigin(apiHost)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  Object.assign(headers, request.headers);

  let response: Response;
  try {
    response = await fetch(withParams(joinUrl(apiHost, request.url), request.params), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: api.signal,
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) } };
  }

  const sentToken = Boolean(headers.Authorization);
  if (response.status === 401 && sentToken) api.dispatch(sessionExpired());

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      if (!response.ok) return { error: { status: response.status, message: statusText(response.status) } };
      return { error: { status: 'PARSE_ERROR', message: 'The server sent an unreadable reply' } };
    }
  }

  if (isEnvelope(parsed)) {
    if (parsed.result === 'error' || !response.ok) {
      return { error: { status: response.status, message: parsed.message || statusText(response.status) } };
    }
    return { data: parsed.payload };
  }
  if (!response.ok) return { error: { status: response.status, message: statusText(response.status) } };
  return { data: parsed };
};

/** A message to show for any rejection of an endpoint (ApiError, serialized error or unknown). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' && error ? error : fallback;
}
