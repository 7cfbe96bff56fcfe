import type { RealtimeConnector, RealtimeSocket } from '@mk/session';

/* eslint-disable @typescript-eslint/no-explicit-any -- event payloads are whatever a test sends */
type Handler = (...args: any[]) => void;

/** A socket.io client socket the tests drive: `receive` is the server sending an event. */
export class FakeSocket implements RealtimeSocket {
  private readonly handlers = new Map<string, Set<Handler>>();
  readonly io = { on: () => undefined };
  active = true;

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }
  off(event: string, handler?: Handler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }
  disconnect() {
    this.active = false;
  }
  receive(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  /** How many handlers listen to `event` (a subscription per offer id, none left after a cleanup). */
  listeners(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The connector a test store opens its socket with, and the sockets it opened (test only). */
export function fakeRealtime() {
  const sockets: FakeSocket[] = [];
  const connector: RealtimeConnector = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  };
  return {
    connector,
    sockets,
    /** The current socket (the last one opened). */
    get socket(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No realtime socket was opened');
      return socket;
    },
  };
}
