/**
 * At most `limit` calls per user in any `windowMs` (a sliding window), counted before the call is
 * served, so parallel calls cannot slip past it: the phone lookup answers name and national id, and
 * a user walking the phone numbers must stop after a few. Kept in memory, per process: a restart
 * forgets it, which costs at most one window's worth of extra lookups.
 */
export class PerUserThrottle {
  private readonly calls = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call; the seconds to wait when it is one too many, else 0. */
  take(userId: string): number {
    const now = this.now();
    const recent = (this.calls.get(userId) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.calls.set(userId, recent);
      return Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.calls.set(userId, recent);
    this.forgetIdle(now);
    return 0;
  }

  /** Drops users with no call in the window, so the map stays as small as the active users. */
  private forgetIdle(now: number): void {
    if (this.calls.size < 1000) return;
    for (const [userId, times] of this.calls) if (times[times.length - 1] <= now - this.windowMs) this.calls.delete(userId);
  }
}

/** The booking wizard looks a patient up once per booking: 30 a minute is a busy front desk. */
export const PATIENT_SEARCH_LIMIT = { limit: 30, windowMs: 60_000 };
