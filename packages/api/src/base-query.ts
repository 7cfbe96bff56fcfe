import { createAction } from '@reduxjs/toolkit';
import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER, type Envelope } from '@mk/contracts';
import { getRuntimeConfig, isSameOrigin } from './runtime-config';
import { send, type ApiCallInfo } from './transport';

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

/**
 * The error every endpoint rejects with: HTTP status (or 'FETCH_ERROR' / 'PARSE_ERROR'), the
 * server's English message, and its stable `code` when the server gave one (see @mk/contracts'
 * API_ERRORS), which the dashboard translates.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  message: string;
  code?: string;
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

/** A path of the API host as a whole URL (a whole URL is kept as it is). */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Empty filters are left out of the query string, so endpoints can pass every filter as it is. */
function presentParams(params: ApiRequest['params']): Record<string, string> | undefined {
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) : undefined;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'result' in body && 'payload' in body;
}

const statusText = (status: number) => `Request failed with status ${status}`;

/** fetchBaseQuery for one call: its fetchFn tells the transport which endpoint is calling. */
const fetchQuery = (call: ApiCallInfo) =>
  fetchBaseQuery({
    // Looks `fetch` up on every call (through the transport): tests replace it after this module loads.
    fetchFn: (input, init) => send(input instanceof Request ? input : new Request(input, init), call),
    credentials: 'same-origin',
    prepareHeaders: (headers, { getState, arg }) => {
      const token = selectToken(getState() as TokenRootState);
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      const method = (typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET')).toUpperCase();
      if (method !== 'GET' && isSameOrigin(getRuntimeConfig().apiHost)) {
        const csrf = readCookie(CSRF_COOKIE);
        if (csrf && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, csrf);
      }
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      return headers;
    },
    // Any reply is read as JSON whatever its content type; an empty one is no data.
    responseHandler: async (response) => {
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    },
    // `result: 'error'` is a refusal even when the status says 200.
    validateStatus: (response, body) => response.ok && !(isEnvelope(body) && body.result === 'error'),
  });

export function toApiError(error: FetchBaseQueryError): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      // fetchBaseQuery keeps only String(error), e.g. "TypeError: Failed to fetch"; the user reads the message.
      return { status: 'FETCH_ERROR', message: error.error.replace(/^[A-Za-z]*Error: /, '') };
    case 'PARSING_ERROR':
      return error.originalStatus >= 200 && error.originalStatus < 300
        ? { status: 'PARSE_ERROR', message: 'The server sent an unreadable reply' }
        : { status: error.originalStatus, message: statusText(error.originalStatus) };
    case 'CUSTOM_ERROR':
      return { status: 'FETCH_ERROR', message: error.error };
    default: {
      const body = error.data;
      if (!isEnvelope(body)) return { status: error.status, message: statusText(error.status) };
      return { status: error.status, message: body.message || statusText(error.status), ...(body.code ? { code: body.code } : {}) };
    }
  }
}

/**
 * The one base query: RTK Query's fetchBaseQuery (token, CSRF header on same-origin writes,
 * JSON or FormData bodies) wrapped as RTK's docs show for cross-cutting behaviour. The wrapper
 * adds what fetchBaseQuery's options cannot express: the API host read from runtime configuration
 * on every call (its `baseUrl` is fixed when created, but /config.js may set the host later),
 * the envelope unwrapping into `payload` or an ApiError, and the logout on a 401 to a call that
 * carried a token (a 401 to the login itself is only a wrong password).
 */
export const baseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  arg,
  api,
  extraOptions,
) => {
  const request: ApiRequest = typeof arg === 'string' ? { url: arg } : arg;
  const result = await fetchQuery({ endpoint: api.endpoint, type: api.type, queryCacheKey: api.queryCacheKey })(
    {
      url: joinUrl(getRuntimeConfig().apiHost, request.url),
      method: request.method ?? 'GET',
      params: presentParams(request.params),
      body: request.body,
      headers: request.headers,
    },
    api,
    extraOptions,
  );
  const sentToken = result.meta?.request.headers.has('authorization') ?? false;
  if (result.meta?.response?.status === 401 && sentToken) api.dispatch(sessionExpired());
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  return { data: isEnvelope(result.data) ? result.data.payload : result.data, meta: result.meta };
};

/** A message to show for any rejection of an endpoint (ApiError, serialized error or unknown). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' && error ? error : fallback;
}
