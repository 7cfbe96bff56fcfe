import { configureStore, createSlice } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionExpired } from './base-query';
import { sessionApi } from './session';
import { readRequest, reply, type SentRequest } from './test-kit';

/** A fetch that answers like the server: status plus a JSON body. Returns what it was sent. */
function serverAnswering(status: number, body: unknown) {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await readRequest(input, init));
    return reply(status, body);
  }) as unknown as typeof fetch;
  return sent;
}

function storeWithToken(token?: string, user: { token?: string; name?: string } | null = token ? { token } : null) {
  const session = createSlice({
    name: 'session',
    initialState: { user } as { user: { token?: string; name?: string } | null },
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
    expect(sent[0].path).toBe('/api/administrator-Read/?page=2&limit=5');
    expect(sent[0].headers.authorization).toBe('Bearer t0k');
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

  it('does not log out when a call that carried no token is answered 401 (a wrong password)', async () => {
    serverAnswering(401, { result: 'error', message: 'Invalid email or password', payload: null });
    const store = storeWithToken(undefined, { name: 'Ann' });
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().session.user).toEqual({ name: 'Ann' });
  });

  it("carries the server's error code, and treats result 'error' as a refusal whatever the status", async () => {
    serverAnswering(409, { result: 'error', message: 'That slot is taken', payload: null, code: 'appointment.slot_taken' });
    const store = storeWithToken('t');
    await expect(store.dispatch(sessionApi.endpoints.getAdministrators.initiate()).unwrap()).rejects.toEqual({
      status: 409,
      message: 'That slot is taken',
      code: 'appointment.slot_taken',
    });
    serverAnswering(200, { result: 'error', message: 'Not allowed', payload: null });
    await expect(store.dispatch(sessionApi.endpoints.getAdministrators.initiate({ page: 3 })).unwrap()).rejects.toEqual({
      status: 200,
      message: 'Not allowed',
    });
  });

  it('sends FormData as it is, leaving its content type to the browser', async () => {
    const sent = serverAnswering(200, { result: 'ok', message: '', payload: null });
    const form = new FormData();
    form.append('file', 'a,b');
    const upload = api.injectEndpoints({
      endpoints: (build) => ({ upload: build.mutation<unknown, FormData>({ query: (body) => ({ url: 'upload', method: 'POST', body }) }) }),
    });
    await storeWithToken('t').dispatch(upload.endpoints.upload.initiate(form));
    expect(sent[0].body).toBe(form);
    expect(sent[0].headers['content-type']).toBeUndefined();
  });

  it('reports an unreadable reply, and a failed one by its status', async () => {
    globalThis.fetch = jest.fn(async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    const store = storeWithToken('t');
    await expect(store.dispatch(sessionApi.endpoints.getAdministrators.initiate()).unwrap()).rejects.toEqual({
      status: 'PARSE_ERROR',
      message: 'The server sent an unreadable reply',
    });
    globalThis.fetch = jest.fn(async () => new Response('Bad gateway', { status: 502 })) as unknown as typeof fetch;
    await expect(store.dispatch(sessionApi.endpoints.getAdministrators.initiate({ page: 2 })).unwrap()).rejects.toEqual({
      status: 502,
      message: 'Request failed with status 502',
    });
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
    expect(sent[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    expect(sent[0].headers['content-type']).toBe('application/json');
    expect(sent[0].headers['x-csrf-token']).toBe('abc123');
    expect(sent[1].method).toBe('GET');
    expect(sent[1].headers['x-csrf-token']).toBeUndefined();

    window.__MK_CONFIG__ = { apiHost: 'https://elsewhere.example.org/api' };
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(sent[2].headers['x-csrf-token']).toBeUndefined();
  });
});
