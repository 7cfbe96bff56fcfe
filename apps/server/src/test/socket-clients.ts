import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME } from '@mk/contracts';
import type { TestApp } from './test-app';

/** socket.io clients of a test app that listens on a free port; `close` ends every client made. */
export interface SocketClients {
  /** A client signed in with `token`, once connected (rejects with the server's refusal). */
  connected(token: string): Promise<Socket>;
  close(): void;
}

/** Makes the app listen on a free local port and gives clients of its realtime gateway. */
export async function socketClientsOf(t: TestApp): Promise<SocketClients> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const sockets: Socket[] = [];
  return {
    async connected(token) {
      const socket = connect(`http://127.0.0.1:${port}`, { path: REALTIME.path, reconnection: false, auth: { token } });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    close() {
      for (const socket of sockets) socket.close();
    },
  };
}
