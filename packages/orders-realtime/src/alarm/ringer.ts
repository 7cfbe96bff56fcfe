import type { AlarmSound } from './alarm-sound';

/** How often the New Order sound repeats while an order waits to be acknowledged. */
export const RING_EVERY_MS = 2000;

/**
 * One alarm for all new orders: it rings at once for the first, repeats every `RING_EVERY_MS`
 * while any order is unacknowledged, and falls silent when the last one is acknowledged (each
 * order keeps its own notification). A second order while ringing does not restart the rhythm.
 * While `quiet()` says so (muted, snoozed, an offer form open) the rhythm goes on unheard, so the
 * sound comes back at the next beat once it no longer does.
 */
export class Ringer {
  private readonly waiting = new Set<string>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly sound: AlarmSound,
    private readonly quiet: () => boolean = () => false,
    private readonly everyMs = RING_EVERY_MS,
  ) {}

  private beat(): void {
    if (!this.quiet()) this.sound.play();
  }

  ring(orderId: string): void {
    this.waiting.add(orderId);
    if (this.timer !== undefined) return;
    this.beat();
    this.timer = setInterval(() => this.beat(), this.everyMs);
  }

  acknowledge(orderId: string): void {
    this.waiting.delete(orderId);
    if (this.waiting.size === 0) this.silence();
  }

  isWaiting(orderId: string): boolean {
    return this.waiting.has(orderId);
  }

  /** Stops for good (the session ended). */
  silence(): void {
    this.waiting.clear();
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
