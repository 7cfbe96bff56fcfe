/** Which endpoint a request comes from, as RTK Query tells the base query (no request carries it). */
export interface ApiCallInfo {
  endpoint: string;
  type: 'query' | 'mutation';
  /** Queries only: RTK Query's cache key, `endpoint(JSON of the arguments)`. */
  queryCacheKey?: string;
}

/**
 * How the base query's requests leave: `fetch` by default, looked up on every call. A test kit
 * (see @mk/module-kit/testing's fakeApi) replaces it to answer by endpoint name.
 */
export type ApiTransport = (request: Request, call: ApiCallInfo) => Promise<Response>;

const viaFetch: ApiTransport = (request) => fetch(request);
let current: ApiTransport = viaFetch;

export const send: ApiTransport = (request, call) => current(request, call);

/** Routes every API request through `transport` until the returned function restores `fetch`. */
export function setApiTransport(transport: ApiTransport): () => void {
  current = transport;
  return () => {
    if (current === transport) current = viaFetch;
  };
}
