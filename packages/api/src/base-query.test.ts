import { configureStore, createSlice } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionExpired } from './base-query';
import { sessionApi } from './session';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fetch-compatible function that answers like the server: status plus a JSON body. */
function serverAnswering(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetchStub = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body as string });
    return { status, ok: status >= 200 && status < 300, text: async () => JSON.stringify(body) };
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return sent;
}

function storeWithToken(token?: string) {
  const session = createSlice({
    name: 'session',
    initialState: { user: token ? { token } : null } as { user: { token: string } | null },
    reducers: {},
    extraReducers: (builder) => builder.addCase(sessionExpired, (state) => ({ ...state, user: null })),
  });
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: session.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

afterEach(() => {
  delete window.__MK_CONFIG__;
  document.cookie = 'mk_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('base query', () => {
  it('unwraps the envelope payload and calls the configured API host with the bearer token', async () => {
    const sent = serverAnswering(200, { result: 'ok', message: '', payload: { count: 1, rows: [{ sys_id: 'a1', name: 'Ann' }] } });
    const store = storeWithToken('t0k');
    const result = await store.dispatch(sessionApi.endpoints.getAdministrators.initiate({ page: 2, limit: 5 }));
    expect(result.data).toEqual({ count: 1, rows: [{ sys_id: 'a1', name: 'Ann' }] });
    expect(sent[0].url).toBe('/api/administrator-Read/?page=2&limit=5');
    expect(sent[0].headers.Authorization).toBe('Bearer t0k');
  });

  it('uses the host given by runtime configuration', async () => {
    window.__MK_CONFIG__ = { apiHost: 'https://api.example.org/v1' };
    const sent = serverAnswering(200, { result: 'ok', message: '', payload: { count: 0, rows: [] } });
    await storeWithToken('t').dispatch(sessionApi.endpoints.getAdministrators.initiate());
    expect(sent[0].url).toBe('https://api.example.org/v1/administrator-Read/?page=1&limit=100');
  });

  it("turns result 'error' into an error carrying the server's message", async () => {
    serverAnswering(401, { result: 'error', message: 'Invalid email or password', payload: null });
    const store = storeWithToken();
    const attempt = store.dispatch(sessionApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    await expect(attempt.unwrap()).rejects.toEqual({ status: 401, message: 'Invalid email or password' });
  });

  it('reports a network failure with its message', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const attempt = storeWithToken().dispatch(sessionApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    await expect(attempt.unwrap()).rejects.toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
  });

  it('logs out when a call with a token is answered 401', async () => {
    serverAnswering(401, { result: 'error', message: 'Session expired, please log in again', payload: null });
    const store = storeWithToken('old');
    await store.dispatch(sessionApi.endpoints.getAdministrators.initiate());
    expect(store.getState().session.user).toBeNull();
  });

  it('sends the CSRF cookie back as a header on same-origin writes only', async () => {
    document.cookie = 'mk_csrf=abc123';
    const sent = serverAnswering(200, { result: 'ok', message: '', payload: { token: 't' } });
    const store = storeWithToken();
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    await store.dispatch(sessionApi.endpoints.getAdministrators.initiate());
    expect(sent[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ email: 'a@b.co', password: 'x' }) });
    expect(sent[0].headers['x-csrf-token']).toBe('abc123');
    expect(sent[1].method).toBe('GET');
    expect(sent[1].headers['x-csrf-token']).toBeUndefined();

    window.__MK_CONFIG__ = { apiHost: 'https://elsewhere.example.org/api' };
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(sent[2].headers['x-csrf-token']).toBeUndefined();
  });
});
