import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { REALTIME, type Role } from '@mk/contracts';
import { authenticatePatient } from '../auth/patient-auth';
import { authenticateToken } from '../auth/policy';
import type { PoolStats } from '../db/database';
import { realtimeAdapter } from './adapter';
import type { FanOut, FanOutMessage } from './realtime-adapter';

/** What later issues use to push events (`new_order`, `offer_actions_{id}`) to connected dashboards. */
export interface Realtime {
  emitToUser(sysId: string, event: string, data: unknown): void;
  /**
   * One event to many users, each with their own payload (`new_order` to every receiving pharmacy's
   * PIC). Between processes it crosses as ONE message (PostgreSQL: one NOTIFY; Redis: one entry of a
   * stream of its own), each process delivering to its own sockets: one message per room was a
   * NOTIFY queue on PostgreSQL and outran the socket.io stream's trim on Redis. These events carry no
   * recovery offset across processes; the dashboard reads its lists again on every reconnection.
   */
  emitToUsers(event: string, payloads: [sysId: string, data: unknown][]): void;
  /** To the patient-app sockets of one patient (their notifications); no back-office event reaches them. */
  emitToPatient(patientId: string, event: string, data: unknown): void;
  emitToRole(role: Role, event: string, data: unknown): void;
  emit(event: string, data: unknown): void;
  /** Drops the user's sockets on every process (their session ended): like the emits, it goes through the adapter. */
  disconnectUser(sysId: string): void;
  /** Disconnects every socket and stops accepting new ones. */
  close(): Promise<void>;
  /** The sockets open on this process (the metrics' gauge). */
  openSockets(): number;
  /** The adapter's connection pool, where it has one (PostgreSQL). */
  poolStats?: () => PoolStats;
}

/**
 * A socket that drops (a network blip, a server process stopping) and reconnects within this time
 * gets the events it missed, in order (socket.io's connection state recovery). Its token is checked
 * again all the same: a session ended meanwhile stays ended.
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/** The first event of a socket on an adapter that keeps sessions: it only carries the offset a reconnection starts from. */
export const RECOVERY_MARK_EVENT = 'recovery_mark';

/** Between server processes only (serverSideEmit): one event with a payload per user, see emitToUsers. */
const FAN_OUT_EVENT = 'mk:fan_out';

/** Every patient-app socket, so that back-office broadcasts leave them out. */
const PATIENTS_ROOM = 'patients';

function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true; // not a browser
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The token from the handshake's `auth` field only. Never the URL query, which proxies and access
 * logs record, and not a header either, so there is one way in to test and audit.
 */
function handshakeToken(socket: Socket): string | undefined {
  const { auth } = socket.handshake;
  return typeof auth?.token === 'string' && auth.token ? auth.token.replace(/^Bearer\s+/i, '') : undefined;
}

/**
 * socket.io on the app's HTTP server at /order-write/socket.io. No CORS headers are sent, so only
 * the dashboard's own origin can use it from a browser; every connection must prove a valid token.
 * Events and disconnections reach the sockets of every server process through the adapter
 * REALTIME_ADAPTER chose (PostgreSQL LISTEN/NOTIFY, Redis streams, or memory for a single process).
 */
export function attachRealtime(app: FastifyInstance): Realtime {
  const adapter = realtimeAdapter(app.config, app.log);
  const io = new Server(app.server, {
    ...(adapter.factory ? { adapter: adapter.factory } : {}),
    path: REALTIME.path,
    serveClient: false,
    // On the memory and Redis adapters (the PostgreSQL one keeps no sessions: its sockets reconnect afresh).
    ...(adapter.recoversSessions ? { connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false } } : {}),
    // WebSockets are not bound by CORS, so refuse browser handshakes from another origin explicitly.
    allowRequest: (request, callback) => callback(null, sameOrigin(request.headers.origin, request.headers.host)),
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    authenticateToken(app.db, token, app.tokens.secret)
      .then((user) => {
        socket.data.user = user;
        void socket.join([`user:${user.sys_id}`, `role:${user.role}`]);
      })
      // A patient-app token joins only its own patient's room (issue 13: notifications), apart from
      // every back-office room; the gateway handles no event a client sends, so it can only listen.
      .catch(() =>
        authenticatePatient(app.db, token, app.tokens.secret).then((patient) => {
          socket.data.patient = patient;
          void socket.join([`patient:${patient.sys_id}`, PATIENTS_ROOM]);
        }),
      )
      .then(() => next(), () => next(new Error('unauthorized')));
  });

  if (adapter.recoversSessions) {
    // A client sends back the offset of the last event it heard when it reconnects; one that has heard
    // none yet could not recover. A first event to its own room, through the adapter, gives it one.
    io.on('connection', (socket) => {
      if (!socket.recovered) io.to(socket.id).emit(RECOVERY_MARK_EVENT, {});
    });
  }

  // Not ready to serve until this process hears the others: an order placed right after the start
  // must reach the sockets held here.
  app.addHook('onReady', () => adapter.ready(io.of('/').adapter));

  const deliverHere = ({ event, payloads }: FanOutMessage) => {
    for (const [sysId, data] of payloads) io.local.to(`user:${sysId}`).emit(event, data);
  };
  // Redis brings a stream of its own for these; on PostgreSQL they are one serverSideEmit (one NOTIFY).
  const fanOut: FanOut | undefined =
    adapter.fanOut ??
    (adapter.kind === 'postgres'
      ? { publish: (message) => void io.serverSideEmit(FAN_OUT_EVENT, message), listen: (deliver) => void io.on(FAN_OUT_EVENT, deliver) }
      : undefined);
  fanOut?.listen(deliverHere);

  let closed = false;
  return {
    emitToUser: (sysId, event, data) => void io.to(`user:${sysId}`).emit(event, data),
    emitToUsers(event, payloads) {
      if (!fanOut) {
        // One process: each room's emit keeps its offset for connection state recovery.
        for (const [sysId, data] of payloads) io.to(`user:${sysId}`).emit(event, data);
        return;
      }
      deliverHere({ event, payloads });
      fanOut.publish({ event, payloads });
    },
    emitToPatient: (patientId, event, data) => void io.to(`patient:${patientId}`).emit(event, data),
    emitToRole: (role, event, data) => void io.to(`role:${role}`).emit(event, data),
    // Every back-office socket: never the patients'.
    emit: (event, data) => void io.except(PATIENTS_ROOM).emit(event, data),
    disconnectUser: (sysId) => io.in(`user:${sysId}`).disconnectSockets(true),
    openSockets: () => io.engine.clientsCount,
    poolStats: adapter.poolStats,
    async close() {
      if (closed) return;
      closed = true;
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself. Not
      // disconnectSockets() either: a client told 'io server disconnect' takes it as final and never
      // comes back after a restart or deploy; closing the transports (this process's only) lets
      // every dashboard reconnect, to this server once it is back or to another process.
      io.engine.close();
      await adapter.close(io.of('/').adapter);
    },
  };
}
