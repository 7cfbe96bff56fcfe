import { api, setApiTransport, type ApiEndpointName } from '@mk/api';
import { fail, readFakeRequest, toResponse, type FakeReply, type FakeRequest } from './fake-server';

/** One call of an @mk/api endpoint, as the real endpoint definition built it. */
export interface ApiCall extends FakeRequest {
  endpoint: ApiEndpointName;
  type: 'query' | 'mutation';
  /** A query's arguments as the component passed them (read from RTK Query's cache key); none for mutations. */
  args: unknown;
  /** The query string, e.g. `{ page: '1', limit: '10' }`. */
  query: Record<string, string>;
}

/** A reply, or a function of the call that gives one. */
export type ApiHandler = FakeReply | ((call: ApiCall) => FakeReply | Promise<FakeReply>);
export type ApiHandlers = Partial<Record<ApiEndpointName, ApiHandler>>;

export interface FakeApiOptions {
  /** Asked first for every call, handled or not; its reply, when it gives one, wins (a test's one-off answer). */
  before?: (call: ApiCall) => FakeReply | undefined | Promise<FakeReply | undefined>;
  /** Answers the fetches that are not @mk/api calls (the upload to the media host); unanswered ones fail the test. */
  fetch?: (request: FakeRequest) => FakeReply | undefined | Promise<FakeReply | undefined>;
}

export interface FakeApi {
  /** Every @mk/api call, in order. */
  calls: ApiCall[];
  /** Every request, API calls and other fetches alike, in order. */
  requests: FakeRequest[];
  callsTo(endpoint: ApiEndpointName): ApiCall[];
  /** Adds or replaces handlers, e.g. to make the next save fail. */
  use(handlers: ApiHandlers): void;
}

let unhandled: string[] = [];
let restore: (() => void) | undefined;
let fetchBefore: typeof fetch | undefined;

function queryArgs(endpoint: string, cacheKey: string | undefined): unknown {
  // RTK Query's default cache key is `endpoint(JSON of the arguments)`.
  const json = cacheKey?.startsWith(`${endpoint}(`) ? cacheKey.slice(endpoint.length + 1, -1) : undefined;
  if (!json || json === 'undefined') return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * The fake server of component tests, keyed by @mk/api's endpoint names: the page's real endpoint
 * definitions build the requests, and each reaches the handler of its endpoint. A call to an
 * endpoint without a handler is answered 501 and fails the test, naming the endpoint.
 *   const server = fakeApi({ getClinicsPage: ok({ count: 0, data: [] }), createClinic: (call) => ok(call.body) });
 */
export function fakeApi(handlers: ApiHandlers, options: FakeApiOptions = {}): FakeApi {
  const known = api.endpoints as Record<string, unknown>;
  const check = (more: ApiHandlers) => {
    const unknown = Object.keys(more).filter((name) => !(name in known));
    if (unknown.length) throw new Error(`fakeApi: @mk/api has no endpoint ${unknown.map((name) => `"${name}"`).join(', ')}`);
  };
  check(handlers);
  const table: ApiHandlers = { ...handlers };
  const calls: ApiCall[] = [];
  const requests: FakeRequest[] = [];
  restore?.();
  fetchBefore ??= globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readFakeRequest(input, init);
    requests.push(request);
    const reply = await options.fetch?.(request);
    if (reply) return toResponse(reply);
    const message = `fakeApi: no answer for ${request.method} ${request.path}, which is no @mk/api endpoint (give options.fetch)`;
    unhandled.push(message);
    return toResponse(fail(501, message));
  }) as typeof fetch;
  restore = setApiTransport(async (request, { endpoint, type, queryCacheKey }) => {
    const call: ApiCall = {
      ...(await readFakeRequest(request)),
      endpoint: endpoint as ApiEndpointName,
      type,
      args: queryArgs(endpoint, queryCacheKey),
      query: Object.fromEntries(new URL(request.url, window.location.href).searchParams),
    };
    calls.push(call);
    requests.push(call);
    const first = await options.before?.(call);
    if (first) return toResponse(first);
    const handler = table[call.endpoint];
    if (!handler) {
      const message = `fakeApi: no handler for endpoint "${endpoint}" (${call.method} ${call.path})`;
      unhandled.push(message);
      return toResponse(fail(501, message));
    }
    return toResponse(typeof handler === 'function' ? await handler(call) : handler);
  });
  return {
    calls,
    requests,
    callsTo: (endpoint) => calls.filter((call) => call.endpoint === endpoint),
    use: (more) => {
      check(more);
      Object.assign(table, more);
    },
  };
}

/** Run after each test (the testing entry registers it): restores `fetch` and fails on unanswered calls. */
export function endFakeApi(): void {
  restore?.();
  restore = undefined;
  if (fetchBefore) globalThis.fetch = fetchBefore;
  fetchBefore = undefined;
  const missed = [...new Set(unhandled)];
  unhandled = [];
  if (missed.length) throw new Error(missed.join('\n'));
}
