import { createServer, type AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME } from '@mk/contracts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  // In memory even on PostgreSQL: this file is about the gateway and one process's sessions (the
  // adapters between processes are two-processes.int.test.ts's).
  t = await createTestApp({ env: { REALTIME_ADAPTER: 'memory' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function open(options: { auth?: Record<string, string>; query?: Record<string, string>; extraHeaders?: Record<string, string> }) {
  const socket = connect(`http://127.0.0.1:${port}`, { path: REALTIME.path, reconnection: false, transports: ['polling', 'websocket'], ...options });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
  });

describe('realtime gateway at /order-write/socket.io', () => {
  it('refuses connections without a valid token', async () => {
    expect(await outcome(open({}))).toBe('refused: unauthorized');
    expect(await outcome(open({ auth: { token: 'forged.token.value' } }))).toBe('refused: unauthorized');
  });

  it('refuses a browser handshake from another origin, even with a token', async () => {
    const token = await t.login(DEMO.admin);
    const foreign = open({ auth: { token }, extraHeaders: { origin: 'https://evil.example.com' }, transports: ['polling'] } as never);
    expect(await outcome(foreign)).toMatch(/^refused/);
    const own = open({ auth: { token }, extraHeaders: { origin: `http://127.0.0.1:${port}` }, transports: ['polling'] } as never);
    expect(await outcome(own)).toBe('connected');
    foreign.close();
    own.close();
  });

  it('takes the token only from the handshake auth field, never from the URL query or a header', async () => {
    const token = await t.login(DEMO.admin);
    const viaQuery = open({ query: { token } });
    const viaHeader = open({ extraHeaders: { authorization: `Bearer ${token}` } });
    const viaAuth = open({ auth: { token } });
    expect(await Promise.all([outcome(viaQuery), outcome(viaHeader), outcome(viaAuth)])).toEqual([
      'refused: unauthorized',
      'refused: unauthorized',
      'connected',
    ]);
  });

  it('refuses a token ended by logout, and drops the sockets that were open with it', async () => {
    const token = await t.login(DEMO.clinicPic);
    const before = open({ auth: { token } });
    expect(await outcome(before)).toBe('connected');
    const dropped = new Promise<string>((resolve) => before.once('disconnect', resolve));

    const logout = await t.app.inject({ method: 'POST', url: '/api/administrator-read/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(await outcome(open({ auth: { token } }))).toBe('refused: unauthorized');
  });

  it('delivers events to the user and role rooms', async () => {
    const adminToken = await t.login(DEMO.admin);
    const picToken = await t.login(DEMO.pharmacyPic);
    const pic = open({ auth: { token: picToken } });
    const admin = open({ auth: { token: adminToken } });
    expect(await Promise.all([outcome(pic), outcome(admin)])).toEqual(['connected', 'connected']);

    const picId = JSON.parse(Buffer.from(picToken.split('.')[1], 'base64url').toString()).sub as string;
    const next = (socket: Socket, event: string) => new Promise<unknown>((resolve) => socket.once(event, resolve));
    const picOrder = next(pic, 'new_order');
    const adminOffer = next(admin, 'offer_actions_42');
    const adminOrders: unknown[] = [];
    admin.on('new_order', (data) => adminOrders.push(data));

    t.app.realtime.emitToUser(picId, 'new_order', { sys_id: 'order-1' });
    t.app.realtime.emitToRole('ADMIN', 'offer_actions_42', { accepted: true });
    expect(await picOrder).toEqual({ sys_id: 'order-1' });
    expect(await adminOffer).toEqual({ accepted: true });
    // The role event was sent after the user event on the same server, so the admin has seen all it will.
    expect(adminOrders).toEqual([]);
  });

  it('gives a socket that dropped and came back within the recovery window the events it missed (even with none heard before), after checking its token again', async () => {
    const token = await t.login(DEMO.pharmacyPic);
    const picId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
    const socket = open({ auth: { token }, reconnection: true, reconnectionDelay: 50, transports: ['websocket'] } as never);
    const marked = new Promise((resolve) => socket.once('recovery_mark', resolve));
    expect(await outcome(socket)).toBe('connected');
    expect(socket.recovered).toBe(false);
    // It has heard no order yet: the server's first event (recovery_mark) gave it an offset to come back from.
    await marked;

    // The network drops, and an order arrives meanwhile.
    const missed = new Promise((resolve) => socket.once('new_order', resolve));
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.io.engine.close();
    await dropped;
    t.app.realtime.emitToUser(picId, 'new_order', { sys_id: 'while-away' });

    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    expect(socket.recovered).toBe(true);
    expect(await missed).toEqual({ sys_id: 'while-away' });
    socket.close();

    // A session that ended meanwhile stays ended: the reconnection is refused, recovered or not.
    const ended = open({ auth: { token }, transports: ['websocket'] } as never);
    expect(await outcome(ended)).toBe('connected');
    const droppedToo = new Promise((resolve) => ended.once('disconnect', resolve));
    ended.io.engine.close();
    await droppedToo;
    const logout = await t.app.inject({ method: 'POST', url: '/api/administrator-read/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    // Comes back as socket.io-client does, with its session id and last offset.
    const refused = new Promise<string>((resolve) => ended.once('connect_error', (error) => resolve(error.message)));
    ended.connect();
    expect(await refused).toBe('unauthorized');
    ended.close();
  });

  it('closes cleanly: sockets are disconnected so that clients reconnect, and the port is freed', async () => {
    const token = await t.login(DEMO.admin);
    const socket = open({ auth: { token } });
    expect(await outcome(socket)).toBe('connected');
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    await expect(t.close()).resolves.toBeUndefined();
    // A transport ending (closed, or cut mid-poll), which socket.io clients retry; not 'io server
    // disconnect', which they (and the dashboard) take as final: after a restart every dashboard must come back.
    expect(await disconnected).toMatch(/^transport (close|error)$/);

    const probe = createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise((resolve) => probe.close(resolve));
  });
});
