// Test helpers for the endpoint files (not exported from index.ts): a fetch that answers like the
// server at the network boundary, and a store with the real API slice and a logged-in session.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { api } from './api';

export interface Sent {
  method: string;
  /** Path and query, e.g. `/api/clinic-read/?page=1&limit=10`. */
  path: string;
  body?: unknown;
}

/** A request as it reached `fetch`, with its URL made absolute and its headers (lower-case names). */
export interface SentRequest extends Sent {
  url: string;
  headers: Record<string, string>;
}

/** Reads what the base query sent: fetchBaseQuery hands `fetch` one Request. */
export async function readRequest(input: RequestInfo | URL, init?: RequestInit): Promise<SentRequest> {
  const request = new Request(input, init);
  const url = new URL(request.url, 'http://localhost');
  const form = await request.clone().formData().catch(() => undefined);
  const text = form ? '' : await request.text();
  return {
    method: request.method,
    url: request.url,
    path: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers.entries()),
    body: form ?? (text ? JSON.parse(text) : undefined),
  };
}

/** A fetch reply with a JSON body. */
export const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch with one that records each request and answers with `answer(request)`. */
export function fakeServer(answer: (sent: Sent) => { status?: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { method, path, body } = await readRequest(input, init);
    const request = { method, path, body };
    sent.push(request);
    const { status = 200, body: answered } = answer(request);
    return reply(status, answered);
  }) as unknown as typeof fetch;
  return sent;
}

/** A successful envelope around `payload`. */
export const ok = (payload: unknown) => ({ body: { result: 'ok', message: '', payload } });

export function testStore() {
  const session = createSlice({ name: 'session', initialState: { user: { token: 't' } }, reducers: {} });
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: session.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** Lets RTK Query's refetches after an invalidation run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
