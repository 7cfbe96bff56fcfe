export interface LoginThrottleOptions {
  /** Failures are counted inside this window, starting at the first failure. */
  windowMs: number;
  /** Failures answered without delay; from the next one on, each answer waits longer. */
  freeFailures: number;
  delayStepMs: number;
  maxDelayMs: number;
  /** The attempt that would be this failure is refused (429) without checking the password. */
  refuseFromFailure: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  windowMs: 15 * 60_000,
  freeFailures: 3,
  delayStepMs: 500,
  maxDelayMs: 3000,
  refuseFromFailure: 10,
};

interface Counter {
  failures: number;
  windowStart: number;
}

/**
 * In-memory failure counters per email and per client address. With the defaults: failures 1-3
 * answer at once, the 4th waits 500 ms, the 5th 1 s ... capped at 3 s; once 9 failures are on record
 * the next attempt (the would-be 10th failure) is refused until the window ends.
 * One process only; several processes would need a shared store (the counters are a brake, not a lock).
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && this.now() - counter.windowStart >= this.options.windowMs) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private keys(email: string, ip: string): string[] {
    return [`email:${email.toLowerCase()}`, `ip:${ip}`];
  }

  /** Minutes left before a refused caller may try again, or undefined when the attempt may proceed. */
  refusal(email: string, ip: string): number | undefined {
    let until = 0;
    for (const key of this.keys(email, ip)) {
      const counter = this.current(key);
      if (counter && counter.failures >= this.options.refuseFromFailure - 1) {
        until = Math.max(until, counter.windowStart + this.options.windowMs);
      }
    }
    if (!until) return undefined;
    return Math.max(1, Math.ceil((until - this.now()) / 60_000));
  }

  /** Records a failure and returns how long to hold the answer back. */
  recordFailure(email: string, ip: string): number {
    let failures = 0;
    for (const key of this.keys(email, ip)) {
      const counter = this.current(key) ?? { failures: 0, windowStart: this.now() };
      counter.failures += 1;
      this.counters.set(key, counter);
      failures = Math.max(failures, counter.failures);
    }
    const beyond = failures - this.options.freeFailures;
    return beyond > 0 ? Math.min(beyond * this.options.delayStepMs, this.options.maxDelayMs) : 0;
  }

  recordSuccess(email: string): void {
    this.counters.delete(`email:${email.toLowerCase()}`);
  }
}
