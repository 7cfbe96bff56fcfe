import type { Dispatch } from '@reduxjs/toolkit';
import { REALTIME } from '@mk/contracts';
import { apiOrigin } from '@mk/api';
import { realtimeEndedByServer, realtimeStatusChanged } from './realtime.slice';

/* eslint-disable @typescript-eslint/no-explicit-any -- event payloads are whatever the server sends */
type Handler = (...args: any[]) => void;

/** The part of a socket.io-client Socket the session uses. */
export interface RealtimeSocket {
  on(event: string, handler: Handler): unknown;
  off(event: string, handler?: Handler): unknown;
  disconnect(): unknown;
  readonly active?: boolean;
  readonly io: { on(event: string, handler: Handler): unknown };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface RealtimeOptions {
  path: string;
  auth: { token: string };
  transports: string[];
  reconnection: boolean;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  randomizationFactor: number;
  reconnectionAttempts: number;
  timeout: number;
}

/** Opens a socket (at once, or once its code has loaded); socket.io-client's `io` by default, a stand-in in tests. */
export type RealtimeConnector = (url: string, options: RealtimeOptions) => RealtimeSocket | Promise<RealtimeSocket>;

/**
 * socket.io-client, loaded when a session first opens its connection: the login screen does
 * without it (issue 11, ≈ 18 kB of the login route).
 */
export const socketIoConnector: RealtimeConnector = async (url, options) => {
  const { io } = await import('socket.io-client');
  return io(url, options) as unknown as RealtimeSocket;
};

let socket: RealtimeSocket | null = null;
/** Counts opens and closes, so a socket whose code arrives after its session ended is dropped. */
let generation = 0;
let opening = false;
let stopStatusUpdates: (() => void) | null = null;
const subscriptions = new Map<string, Set<Handler>>();

/** The open socket, if any (for packages that need more than `onRealtimeEvent`). */
export function getRealtimeSocket(): RealtimeSocket | null {
  return socket;
}

/**
 * Listens to a server event (`new_order`, `offer_actions_{id}`) for as long as the returned
 * function is not called, across logouts and reconnections.
 */
export function onRealtimeEvent(event: string, handler: Handler): () => void {
  if (!subscriptions.has(event)) subscriptions.set(event, new Set());
  subscriptions.get(event)!.add(handler);
  socket?.on(event, handler);
  return () => {
    subscriptions.get(event)?.delete(handler);
    socket?.off(event, handler);
  };
}

/** Spec 1 section 7 and 9: the API host's origin, path /order-write/socket.io, polling first. */
export function realtimeOptions(token: string): RealtimeOptions {
  return {
    path: REALTIME.path,
    auth: { token },
    transports: [...REALTIME.transports],
    reconnection: true,
    reconnectionDelay: REALTIME.reconnectionDelay,
    reconnectionDelayMax: REALTIME.reconnectionDelayMax,
    randomizationFactor: REALTIME.randomizationFactor,
    reconnectionAttempts: REALTIME.reconnectionAttempts,
    timeout: REALTIME.timeout,
  };
}

export function openRealtime(token: string, dispatch: Dispatch, connector: RealtimeConnector = socketIoConnector): void {
  closeRealtime(dispatch);
  dispatch(realtimeStatusChanged('opening'));
  const mine = ++generation;
  const made = connector(apiOrigin(), realtimeOptions(token));
  if (!('then' in made)) return attach(made, dispatch);
  opening = true;
  made.then(
    (current) => {
      if (mine !== generation) return void current.disconnect();
      opening = false;
      attach(current, dispatch);
    },
    () => {
      if (mine !== generation) return;
      opening = false;
      dispatch(realtimeStatusChanged('closed'));
    },
  );
}

function attach(current: RealtimeSocket, dispatch: Dispatch): void {
  socket = current;

  const status = (next: Parameters<typeof realtimeStatusChanged>[0]) => {
    if (socket === current) dispatch(realtimeStatusChanged(next));
  };
  const onConnect = () => status('open');
  const onDisconnect = (reason: string) => {
    // The server dropping us on purpose (bad token) is final; anything else is retried by socket.io.
    status(reason === 'io client disconnect' || reason === 'io server disconnect' ? 'closed' : 'reconnecting');
    // The session may have ended with it: the store asks the server (see store.base.ts).
    if (reason === 'io server disconnect' && socket === current) dispatch(realtimeEndedByServer());
  };
  const onConnectError = () => status(current.active === false ? 'closed' : 'reconnecting');
  const onReconnectAttempt = () => status('reconnecting');

  current.on('connect', onConnect);
  current.on('disconnect', onDisconnect);
  current.on('connect_error', onConnectError);
  current.io.on('reconnect_attempt', onReconnectAttempt);
  for (const [event, handlers] of subscriptions) handlers.forEach((handler) => current.on(event, handler));

  stopStatusUpdates = () => {
    current.off('connect', onConnect);
    current.off('disconnect', onDisconnect);
    current.off('connect_error', onConnectError);
  };
}

export function closeRealtime(dispatch: Dispatch): void {
  if (opening) {
    generation += 1;
    opening = false;
    dispatch(realtimeStatusChanged('closed'));
  }
  if (!socket) return;
  stopStatusUpdates?.();
  stopStatusUpdates = null;
  const closing = socket;
  socket = null;
  closing.disconnect();
  dispatch(realtimeStatusChanged('closed'));
}
