import { waitFor } from '@testing-library/react';
import type { LoginPayload, SessionUser } from '@mk/contracts';
import { sessionApi, sessionExpired as apiSessionExpired } from '@mk/api';
import { logIn } from './login.thunk';
import { refreshOwnedFacilities } from './owned-facilities';
import { logOut } from './logout.thunk';
import { onRealtimeEvent, type RealtimeOptions, type RealtimeSocket } from './realtime.connection';
import { loggedOut, sessionExpired, tokenReplaced } from './session.slice';
import { createAppStore } from './store';
import { startAppStore } from './store.start';

interface Call {
  method: string;
  url: string;
  storedUserAtCall: string | null;
}

const pic: LoginPayload = { name: 'Sara PIC', email: 'pic@example.com', role: 'PIC', sys_id: 'u-pic', token: 'pic-token' };
const admin: LoginPayload = { name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN', sys_id: 'u-adm', token: 'adm-token' };

const pharmacies = Array.from({ length: 12 }, (_, i) => ({ sys_id: `ph${i}`, name: `Pharmacy ${i}`, name_ar: `صيدلية ${i}`, city: 'RIYADH' }));

/** Answers like the server (spec 1 section 7 and the brief's start-up paths), at the fetch boundary. */
function fakeServer() {
  const calls: Call[] = [];
  const ok = (payload: unknown) => ({ status: 200, body: { result: 'ok', message: '', payload } });
  globalThis.fetch = (async (input: Request) => {
    const url = new URL(input.url, 'http://localhost');
    const method = input.method;
    calls.push({ method, url: `${url.pathname}${url.search}`, storedUserAtCall: localStorage.getItem('user') });
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    let answer: { status: number; body: unknown };
    if (url.pathname === '/api/administrator-read/login') {
      const { email, password } = await input.json();
      const user = [pic, admin].find((u) => u.email === email);
      answer = user && password === 'secret' ? ok(user) : { status: 401, body: { result: 'error', message: 'Invalid email or password', payload: null } };
    } else if (input.headers.get('authorization') !== `Bearer ${pic.token}`) {
      answer = { status: 401, body: { result: 'error', message: 'Authentication required', payload: null } };
    } else if (url.pathname === '/api/administrator-read/logout' && method === 'POST') {
      answer = ok(null);
    } else if (url.pathname === '/api/clinic-read/') {
      answer = ok({ count: 1, data: [{ sys_id: 'c1', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور', city: 'RIYADH' }] });
    } else if (url.pathname === '/api/pharmacy-read') {
      answer = ok({ count: pharmacies.length, rows: pharmacies.slice((page - 1) * limit, page * limit) });
    } else if (url.pathname === '/api/center-read') {
      answer = ok({ count: 1, rows: [{ sys_id: 'ce1', center_name: 'Lab One', center_name_arabic: 'مختبر واحد' }] });
    } else {
      answer = { status: 404, body: { result: 'error', message: 'Not found', payload: null } };
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof fetch;
  return calls;
}

/** Stands in for socket.io-client: records how it was opened and lets the test play server events. */
class FakeSocket implements RealtimeSocket {
  handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  managerHandlers = new Map<string, (...args: unknown[]) => void>();
  disconnected = false;
  active = true;
  io = { on: (event: string, handler: (...args: unknown[]) => void) => this.managerHandlers.set(event, handler) };
  constructor(
    public url: string,
    public options: RealtimeOptions,
  ) {}
  on(event: string, handler: (...args: unknown[]) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }
  off(event: string, handler?: (...args: unknown[]) => void) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }
  disconnect() {
    this.disconnected = true;
    this.active = false;
  }
  emit(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
}

function realtime() {
  const sockets: FakeSocket[] = [];
  const connector = (url: string, options: RealtimeOptions) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  };
  return { sockets, connector };
}

beforeEach(() => localStorage.clear());

describe('login and the start-up sequence', () => {
  it('stores only the login payload for an ADMIN', async () => {
    const calls = fakeServer();
    const store = createAppStore({ realtime: false });
    await store.dispatch(logIn({ email: 'admin@example.com', password: 'secret' })).unwrap();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(admin);
    expect(calls.map((c) => c.url)).toEqual(['/api/administrator-read/login']);
  });

  it("loads a PIC's clinics, every page of pharmacies and the centers before storing the session", async () => {
    const calls = fakeServer();
    const store = createAppStore({ realtime: false });
    await store.dispatch(logIn({ email: 'pic@example.com', password: 'secret' })).unwrap();

    expect(calls.map((c) => c.url).sort()).toEqual(
      [
        '/api/administrator-read/login',
        '/api/center-read?page=1&limit=10',
        '/api/clinic-read/?page=1&limit=50',
        '/api/pharmacy-read?page=1&limit=10',
        '/api/pharmacy-read?page=2&limit=10',
      ].sort(),
    );
    expect(calls.every((c) => c.storedUserAtCall === null)).toBe(true);
    const stored: SessionUser = JSON.parse(localStorage.getItem('user')!);
    expect(stored).toMatchObject({ ...pic, clinics: [{ sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' }] });
    expect(stored.pharmacies).toHaveLength(12);
    expect(stored.pharmacies![11]).toEqual({ sys_id: 'ph11', name: 'Pharmacy 11', name_ar: 'صيدلية 11' });
    expect(stored.centers).toEqual([{ sys_id: 'ce1', name: 'Lab One', name_ar: 'مختبر واحد' }]);
  });

  it("rejects with the server's message and stores nothing when the login fails", async () => {
    fakeServer();
    const store = createAppStore({ realtime: false });
    const result = await store.dispatch(logIn({ email: 'pic@example.com', password: 'wrong' }));
    expect(result.payload).toMatchObject({ message: 'Invalid email or password' });
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe("refreshing the user's clinics, pharmacies and centers (after registering one)", () => {
  it('reads the lists again and updates the session and its stored copy, keeping the rest of the user', async () => {
    const calls = fakeServer();
    const store = createAppStore({ user: { ...pic, clinics: [], pharmacies: [], centers: [] }, realtime: false });
    await store.dispatch(refreshOwnedFacilities());
    const user = store.getState().session.user!;
    expect(user).toMatchObject({ ...pic, clinics: [{ sys_id: 'c1', name: 'Noor Clinic', name_ar: 'عيادة النور' }], centers: [{ sys_id: 'ce1', name: 'Lab One', name_ar: 'مختبر واحد' }] });
    expect(user.pharmacies).toHaveLength(12);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(calls.map((c) => c.url)).toContain('/api/pharmacy-read?page=2&limit=10');
  });

  it('asks nothing for an ADMIN, who sees every area', async () => {
    const calls = fakeServer();
    const store = createAppStore({ user: admin, realtime: false });
    await store.dispatch(refreshOwnedFacilities());
    expect(calls).toEqual([]);
    expect(store.getState().session.user).toEqual(admin);
  });

  it('keeps the lists it had when the server cannot give them', async () => {
    fakeServer();
    const known = { ...pic, pharmacies: [{ sys_id: 'ph0', name: 'Pharmacy 0', name_ar: 'صيدلية 0' }] };
    const store = createAppStore({ user: known, realtime: false });
    const fetchLists = globalThis.fetch;
    globalThis.fetch = (async (input: Request) =>
      new URL(input.url, 'http://localhost').pathname === '/api/center-read'
        ? new Response(JSON.stringify({ result: 'error', message: 'Server error', payload: null }), { status: 500 })
        : fetchLists(input)) as typeof fetch;
    await store.dispatch(refreshOwnedFacilities());
    expect(store.getState().session.user).toEqual(known);
  });
});

describe('the stored session', () => {
  it('is restored on start', () => {
    localStorage.setItem('user', JSON.stringify(pic));
    expect(createAppStore({ realtime: false }).getState().session.user).toEqual(pic);
  });

  it('is ignored when unreadable', () => {
    localStorage.setItem('user', '{not json');
    expect(createAppStore({ realtime: false }).getState().session.user).toBeNull();
  });

  it('is cleared on logout', () => {
    const store = createAppStore({ user: pic, realtime: false });
    expect(localStorage.getItem('user')).not.toBeNull();
    store.dispatch(loggedOut());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('is ended on the server by logout, then cleared here', async () => {
    const calls = fakeServer();
    const store = createAppStore({ user: pic, realtime: false });
    await store.dispatch(logOut());
    expect(calls).toEqual([{ method: 'POST', url: '/api/administrator-read/logout', storedUserAtCall: JSON.stringify(pic) }]);
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('is cleared by logout even when the server cannot be reached', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const store = createAppStore({ user: pic, realtime: false });
    await store.dispatch(logOut());
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('is cleared by logout when the server had already ended the token', async () => {
    fakeServer();
    const store = createAppStore({ user: { ...pic, token: 'ended' }, realtime: false });
    await store.dispatch(logOut());
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('is cleared when any call is answered 401', async () => {
    fakeServer();
    const store = createAppStore({ user: { ...pic, token: 'expired' }, realtime: false });
    await store.dispatch(sessionApi.endpoints.getAdministrators.initiate());
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('the store started without the API (the dashboard at start)', () => {
  it('has no API on the login screen, and loads it for the login', async () => {
    const calls = fakeServer();
    const store = startAppStore({ user: null, realtime: false });
    expect(store.getState().api).toBeUndefined();
    await store.dispatch(logIn({ email: 'admin@example.com', password: 'secret' })).unwrap();
    expect(store.getState().api).toBeDefined();
    expect(calls.map((c) => c.url)).toEqual(['/api/administrator-read/login']);
    expect(store.getState().session.user).toEqual(admin);
  });

  it('loads it at once for a restored session, and logs out on a 401 through it', async () => {
    fakeServer();
    localStorage.setItem('user', JSON.stringify({ ...pic, token: 'expired' }));
    const store = startAppStore({ realtime: false });
    await store.apiReady();
    await store.dispatch(sessionApi.endpoints.getAdministrators.initiate());
    expect(store.getState().session.user).toBeNull();
  });

  it("matches @mk/api's session-expired action by its type", () => {
    expect(sessionExpired.type).toBe(apiSessionExpired.type);
  });
});

describe('the realtime connection', () => {
  it('opens after login with the spec settings and closes on logout', async () => {
    fakeServer();
    const { sockets, connector } = realtime();
    const store = createAppStore({ realtime: connector });
    expect(store.getState().realtime.status).toBe('closed');

    await store.dispatch(logIn({ email: 'admin@example.com', password: 'secret' })).unwrap();
    expect(sockets).toHaveLength(1);
    const [socket] = sockets;
    expect(socket.url).toBe('http://localhost');
    expect(socket.options).toEqual({
      path: '/order-write/socket.io',
      auth: { token: 'adm-token' },
      transports: ['polling', 'websocket'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20000,
    });
    expect(store.getState().realtime.status).toBe('opening');
    socket.emit('connect');
    expect(store.getState().realtime.status).toBe('open');
    socket.emit('disconnect', 'transport close');
    expect(store.getState().realtime.status).toBe('reconnecting');
    socket.emit('connect');

    store.dispatch(loggedOut());
    expect(socket.disconnected).toBe(true);
    expect(store.getState().realtime.status).toBe('closed');
  });

  it('opens for a restored session and delivers subscribed events', () => {
    localStorage.setItem('user', JSON.stringify(pic));
    const { sockets, connector } = realtime();
    const received: unknown[] = [];
    const stop = onRealtimeEvent('new_order', (order) => received.push(order));
    createAppStore({ realtime: connector });
    expect(sockets[0].options.auth).toEqual({ token: 'pic-token' });
    sockets[0].emit('new_order', { sys_id: 'o1' });
    stop();
    sockets[0].emit('new_order', { sys_id: 'o2' });
    expect(received).toEqual([{ sys_id: 'o1' }]);
  });

  it("reconnects with the new token after a password change, and stores it", () => {
    localStorage.setItem('user', JSON.stringify(pic));
    const { sockets, connector } = realtime();
    const store = createAppStore({ realtime: connector });
    store.dispatch(tokenReplaced('fresh-token'));
    expect(sockets[0].disconnected).toBe(true);
    expect(sockets.map((socket) => socket.options.auth)).toEqual([{ token: 'pic-token' }, { token: 'fresh-token' }]);
    expect(JSON.parse(localStorage.getItem('user')!).token).toBe('fresh-token');
  });

  it('signs out when the server drops the socket because the session ended (an account disabled)', async () => {
    const calls = fakeServer();
    localStorage.setItem('user', JSON.stringify({ ...pic, token: 'ended-token' }));
    const { sockets, connector } = realtime();
    const store = createAppStore({ realtime: connector });
    sockets[0].emit('disconnect', 'io server disconnect');
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    expect(calls.map((call) => call.url)).toEqual(['/api/pharmacy-read?page=1&limit=1']);
    expect(localStorage.getItem('user')).toBeNull();
    expect(sockets).toHaveLength(1);
  });

  it('reconnects when the server dropped the socket but the session holds (a role change)', async () => {
    fakeServer();
    localStorage.setItem('user', JSON.stringify(pic));
    const { sockets, connector } = realtime();
    const store = createAppStore({ realtime: connector });
    sockets[0].emit('disconnect', 'io server disconnect');
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[1].options.auth).toEqual({ token: 'pic-token' });
    expect(store.getState().session.user?.token).toBe('pic-token');
  });

  it('does not check the session when the connection merely drops (the server restarting)', async () => {
    const calls = fakeServer();
    localStorage.setItem('user', JSON.stringify(pic));
    const { sockets, connector } = realtime();
    createAppStore({ realtime: connector });
    sockets[0].emit('disconnect', 'transport close');
    sockets[0].emit('disconnect', 'io server disconnect');
    // One check, for the drop on purpose, and its reconnection; none for the transport's close.
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(calls).toHaveLength(1);
  });

  it('waits for a connector that loads its code, and drops a socket that arrives after logout', async () => {
    fakeServer();
    localStorage.setItem('user', JSON.stringify(pic));
    const { sockets, connector } = realtime();
    const pending: Array<() => void> = [];
    const made: Array<Promise<FakeSocket>> = [];
    // The socket arrives when the test says, as socket.io-client's code would once fetched.
    const lateConnector = (url: string, options: RealtimeOptions) => {
      const socket = new Promise<FakeSocket>((resolve) => pending.push(() => resolve(connector(url, options))));
      made.push(socket);
      return socket;
    };
    const store = createAppStore({ realtime: lateConnector });
    expect(store.getState().realtime.status).toBe('opening');
    pending[0]();
    await made[0];
    sockets[0].emit('connect');
    expect(store.getState().realtime.status).toBe('open');

    store.dispatch(loggedOut());
    expect(sockets[0].disconnected).toBe(true);
    await store.dispatch(logIn({ email: 'admin@example.com', password: 'secret' })).unwrap();
    expect(store.getState().realtime.status).toBe('opening');
    store.dispatch(loggedOut());
    expect(store.getState().realtime.status).toBe('closed');
    pending[1]();
    await made[1];
    expect(sockets[1].disconnected).toBe(true);
    expect(store.getState().realtime.status).toBe('closed');
  });
});
