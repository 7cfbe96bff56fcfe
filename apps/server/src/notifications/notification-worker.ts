import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { NotificationProvider } from './notification-provider';
import { dispatchNextBatch, expandNextBatch } from './notifications.repository';

export interface NotificationWorkerOptions {
  /** Patients per outbox batch; each batch is one transaction. */
  batchSize?: number;
  /** How long an idle worker waits before looking again (work sent by another process, a failed batch). */
  idleMs?: number;
  now?: () => Date;
}

export const NOTIFICATION_BATCH = 1_000;
const IDLE_MS = 10_000;

/**
 * The background sender of one server process. Each step first hands undelivered outbox rows to the
 * provider, then writes the next batch of a broadcast's audience to the outbox, so a send to 100,000
 * patients answers at once and deliveries start with the first batch. Everything it needs to go on
 * is in the database (the broadcast's cursor, the undelivered rows), so a new process picks up
 * where a stopped one left off. `stop` lets the batch in hand commit, then ends the loop.
 */
export class NotificationWorker {
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly now: () => Date;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Set by `wake`: there may be new work, so do not go idle after an empty step. */
  private nudged = false;
  private wakeIdle: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly provider: NotificationProvider,
    private readonly log: FastifyBaseLogger,
    options: NotificationWorkerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? NOTIFICATION_BATCH;
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.running || this.stopped) return;
    this.running = this.loop();
  }

  /** A notification was just sent: look now rather than at the end of the idle wait. */
  wake(): void {
    this.nudged = true;
    this.wakeIdle?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeIdle?.();
    await this.running;
  }

  /** One batch of work, if there is any: delivery first, then the next batch of an audience. */
  async step(): Promise<boolean> {
    if ((await dispatchNextBatch(this.db, this.provider, this.batchSize, this.now())) > 0) return true;
    return expandNextBatch(this.db, this.batchSize, this.now());
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.nudged = false;
      let worked = false;
      try {
        worked = await this.step();
      } catch (error) {
        // The batch rolled back whole; it is taken again after the idle wait.
        this.log.error({ err: error }, 'notifications: a delivery batch failed');
      }
      if (!worked && !this.nudged && !this.stopped) await this.idle();
      // Let timers and I/O run between batches: PGlite answers through promises alone, so a busy
      // loop would otherwise starve requests and even the server's own close for a whole broadcast.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeIdle = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.idleMs);
      // An idle worker never keeps the process alive; `stop` ends the wait at once.
      timer.unref();
      this.wakeIdle = done;
    });
  }
}
