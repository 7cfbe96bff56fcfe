// Test helpers for the endpoint files (not exported from index.ts): a fetch that answers like the
// server at the network boundary, and a store with the real API slice and a logged-in session.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { api } from './api';

export interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

/** Replaces fetch with one that records each request and answers with `answer(request)`. */
export function fakeServer(answer: (sent: Sent) => { status?: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const request = { method: String(init.method), path: `${parsed.pathname}${parsed.search}`, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const { status = 200, body } = answer(request);
    return { status, ok: status < 300, text: async () => JSON.stringify(body) };
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
