import { createServer, type AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME } from '@mk/contracts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
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

  it('accepts a token in auth, the Authorization header or the query, and delivers events to the user and role rooms', async () => {
    const adminToken = await t.login(DEMO.admin);
    const picToken = await t.login(DEMO.pharmacyPic);
    const pic = open({ auth: { token: picToken } });
    const admin = open({ extraHeaders: { authorization: `Bearer ${adminToken}` } });
    const viaQuery = open({ query: { token: adminToken } });
    expect(await Promise.all([outcome(pic), outcome(admin), outcome(viaQuery)])).toEqual(['connected', 'connected', 'connected']);

    const picId = JSON.parse(Buffer.from(picToken.split('.')[1], 'base64url').toString()).sub as string;
    const received: string[] = [];
    pic.on('new_order', (data: { sys_id: string }) => received.push(`pic:${data.sys_id}`));
    admin.on('new_order', (data: { sys_id: string }) => received.push(`admin:${data.sys_id}`));
    admin.on('offer_actions_42', () => received.push('admin:offer'));

    t.app.realtime.emitToUser(picId, 'new_order', { sys_id: 'order-1' });
    t.app.realtime.emitToRole('ADMIN', 'offer_actions_42', { accepted: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.sort()).toEqual(['admin:offer', 'pic:order-1']);
  });

  it('closes cleanly: sockets are disconnected and the port is freed', async () => {
    const token = await t.login(DEMO.admin);
    const socket = open({ auth: { token } });
    expect(await outcome(socket)).toBe('connected');
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    await expect(t.close()).resolves.toBeUndefined();
    await disconnected;

    const probe = createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise((resolve) => probe.close(resolve));
  });
});
