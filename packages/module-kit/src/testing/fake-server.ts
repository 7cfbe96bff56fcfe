/** A request as the fake server sees it. */
export interface FakeRequest {
  method: string;
  url: URL;
  /** Path and query, e.g. `/api/clinic-read/?page=1&limit=50`. */
  path: string;
  /** Header names in lower case, as `Headers` gives them (`authorization`, `x-csrf-token`). */
  headers: Record<string, string>;
  /** The parsed JSON body, the FormData sent, or undefined. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
  /** A file reply's headers; its body is then sent as it is, not as JSON. */
  headers?: Record<string, string>;
}

/** A file the server sends (a list's export): its text, with the media type and the name it gives it. */
export const file = (text: string, fileName: string, type = 'text/csv; charset=utf-8'): FakeReply => ({
  status: 200,
  body: text,
  headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
});

/** The envelope of a successful reply. */
export const ok = (payload: unknown): FakeReply => ({ status: 200, body: { result: 'ok', message: '', payload } });
/** The envelope of a refused reply, as the server sends it (with its stable code when given). */
export const fail = (status: number, message: string, code?: string): FakeReply => ({
  status,
  body: { result: 'error', message, payload: null, ...(code ? { code } : {}) },
});

/** Reads what the front end handed `fetch` (the base query hands it one Request). */
export async function readFakeRequest(input: RequestInfo | URL, init?: RequestInit): Promise<FakeRequest> {
  const request = new Request(input, init);
  const url = new URL(request.url, window.location.href);
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const text = form ? '' : await request.text();
  let body: unknown = form;
  if (!form && text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return {
    method: request.method,
    url,
    path: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers.entries()),
    body,
  };
}

export const toResponse = (reply: FakeReply): Response =>
  reply.headers
    ? new Response(reply.body as string, { status: reply.status ?? 200, headers: reply.headers })
    : new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });

/**
 * Replaces the global `fetch` (the front end's only way out) with a function that answers like
 * the server. Returns the requests it received, in order. New tests: prefer `fakeApi`, which
 * answers by endpoint name.
 */
export function installFakeServer(answer: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeRequest[] {
  const received: FakeRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readFakeRequest(input, init);
    received.push(request);
    return toResponse(await answer(request));
  }) as typeof fetch;
  return received;
}
