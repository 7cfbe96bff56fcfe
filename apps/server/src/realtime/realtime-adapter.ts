import type { Namespace, ServerOptions } from 'socket.io';
import type { Config } from '../config';
import type { PoolStats } from '../db/database';

export type Adapter = Namespace['adapter'];

/** The socket.io adapter REALTIME_ADAPTER chose, with what it takes to start and stop it. */
export interface RealtimeAdapter {
  kind: Config['realtimeAdapter'];
  /** For `new Server(..., { adapter })`; undefined keeps socket.io's in-memory adapter. */
  factory?: ServerOptions['adapter'];
  /**
   * Keeps a dropped socket's session for connection state recovery. The PostgreSQL adapter does not:
   * with recovery on it would only add an empty offset to every event.
   */
  recoversSessions: boolean;
  /** Carries emitToUsers' one message to the other processes (none in memory: one process). */
  fanOut?: FanOut;
  /** The adapter's own connection pool (PostgreSQL's NOTIFY senders), for the metrics. */
  poolStats?: () => PoolStats;
  /** Resolves once this process hears the other processes' events (its LISTEN or stream reader is in place). */
  ready(namespaceAdapter: Adapter): Promise<void>;
  /** Closes the namespace's adapter and its connections; the app's database pool is not touched. */
  close(namespaceAdapter: Adapter): Promise<void>;
}

/** One event with a payload per user, as it crosses between processes. */
export interface FanOutMessage {
  event: string;
  payloads: [sysId: string, data: unknown][];
}

/** How an adapter carries a FanOutMessage to the other processes as one message. */
export interface FanOut {
  publish(message: FanOutMessage): void;
  /** Called once: every message another process published goes to `deliver`. */
  listen(deliver: (message: FanOutMessage) => void): void;
}

/** Waits for `condition`, checking every `everyMs` (after `refresh`, when the check needs a round trip); false when it timed out. */
export async function until(condition: () => boolean, timeoutMs: number, refresh?: () => Promise<void>, everyMs = 10): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await refresh?.();
    if (condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
