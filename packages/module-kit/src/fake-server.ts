/** A request as the fake server sees it. */
export interface FakeRequest {
  method: string;
  url: URL;
  /** Path and query, e.g. `/api/clinic-read/?page=1&limit=50`. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** The envelope of a successful reply. */
export const ok = (payload: unknown): FakeReply => ({ status: 200, body: { result: 'ok', message: '', payload } });
/** The envelope of a refused reply, as the server sends it. */
export const fail = (status: number, message: string): FakeReply => ({
  status,
  body: { result: 'error', message, payload: null },
});

/**
 * Replaces the global `fetch` (the front end's only way out) with a function that answers like
 * the server. Returns the requests it received, in order.
 */
export function installFakeServer(answer: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeRequest[] {
  const received: FakeRequest[] = [];
  globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url,
      path: `${url.pathname}${url.search}`,
      headers: { ...(init.headers as Record<string, string>) },
      body,
    };
    received.push(request);
    const reply = await answer(request);
    const status = reply.status ?? 200;
    const text = JSON.stringify(reply.body);
    return { status, ok: status >= 200 && status < 300, text: async () => text, json: async () => reply.body };
  }) as unknown as typeof fetch;
  return received;
}
