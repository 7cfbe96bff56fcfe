import { and, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { loginBrake } from '../db/schema';

export interface LoginThrottleOptions {
  /** Attempts on one account (from any address) let through before the brake holds the next one back. */
  accountAllowance: number;
  /** Attempts from one client address (on any accounts) let through before the brake holds the next one back. */
  addressAllowance: number;
  /** The wait once an allowance is used up; each further attempt let through doubles it... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A counter with no attempt for this long starts again from zero. */
  forgetAfterMs: number;
}

/*
 * With the defaults, an account takes 5 wrong passwords at once; then it waits 30 s, 1, 2, 4, 8 and
 * 15 minutes between attempts, so about 100 guesses a day, where a fixed window of 9 per 15 minutes
 * allowed 864. Someone aiming at a victim's account delays their sign-in by at most 15 minutes, and
 * only for as long as they keep guessing. An address (an office behind one NAT) takes 20 on any accounts.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  accountAllowance: 5,
  addressAllowance: 20,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** Let through, or refused with how long to wait. */
export type BrakeVerdict = { admitted: true } | { admitted: false; retryAfterSeconds: number };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/*
 * A counter under its allowance is "blocked until" the epoch, not until the attempt's own time:
 * attempts overlap, and one stamped a moment earlier but counted later would otherwise find the
 * row blocked until a time after its own and be refused (seen on PostgreSQL as 'try again in 1 seconds').
 */
const NOT_BLOCKED = sql`'epoch'::timestamptz`;

/** How often this process sweeps out counters nobody has touched for forgetAfterMs. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The login brake. An attempt is counted BEFORE its password is checked, in one atomic statement
 * per counter, so parallel attempts cannot all slip past a check that runs before the slow scrypt:
 * of 200 at once, exactly the allowance get through. Counters live in the database (login_brake),
 * shared by restarts and by every process on it. Two counters, apart: the account (a guesser at one
 * account from many addresses) and the client address (one address guessing at many accounts).
 */
export class LoginThrottle {
  private lastPrune = 0;
  /** Told of every refusal (the metrics' counter of the brake's refusals). */
  onRefused: (() => void) | undefined;

  constructor(
    private readonly db: DbOrTx,
    readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts one attempt against the address, then the account. An attempt refused by either is
   * not counted at all (the address count is given back when the account refuses), so a blocked
   * caller's retries do not lengthen anyone's wait.
   */
  async admit(email: string, address: string): Promise<BrakeVerdict> {
    const now = this.now();
    await this.pruneNowAndThen(now);
    const byAddress = await this.count(addressKey(address), this.options.addressAllowance, now);
    if (!byAddress.admitted) return byAddress;
    const byAccount = await this.count(accountKey(email), this.options.accountAllowance, now);
    if (!byAccount.admitted) await this.giveBack(addressKey(address));
    return byAccount;
  }

  /**
   * Counts one attempt against the client address only: a call that guesses at a secret with no
   * account named (a set-password token) shares the address's allowance with logins.
   */
  async admitAddress(address: string): Promise<BrakeVerdict> {
    const now = this.now();
    await this.pruneNowAndThen(now);
    return this.count(addressKey(address), this.options.addressAllowance, now);
  }

  /** The attempt admitAddress counted was no guess after all (the token was good): the address gets it back. */
  async addressSucceeded(address: string): Promise<void> {
    await this.giveBack(addressKey(address));
  }

  /**
   * The password was right: the account starts from zero, and the address gets its attempt back
   * (a success is not a guess). The address counter is not cleared, or signing in to one's own
   * account between guesses would reset it.
   */
  async succeeded(email: string, address: string): Promise<void> {
    await this.db.delete(loginBrake).where(sql`${loginBrake.key} = ${accountKey(email)}`);
    await this.giveBack(addressKey(address));
  }

  /**
   * One statement, so concurrent attempts are serialised on the row: the counter goes up only
   * while the key is not blocked (the WHERE of the upsert), and the attempt that uses up the
   * allowance sets the block. No row back means the key was blocked.
   */
  private async count(key: string, allowance: number, now: Date): Promise<BrakeVerdict> {
    const { firstDelayMs, maxDelayMs, forgetAfterMs } = this.options;
    const forgetBefore = new Date(now.getTime() - forgetAfterMs);
    const next = sql`(CASE WHEN ${loginBrake.last_attempt_at} <= ${forgetBefore.toISOString()}::timestamptz THEN 1 ELSE ${loginBrake.attempts} + 1 END)`;
    const blockFor = (attempts: ReturnType<typeof sql>) =>
      sql`(CASE WHEN ${attempts} >= ${allowance}
        THEN ${now.toISOString()}::timestamptz + LEAST(${firstDelayMs}::float8 * power(2, LEAST(${attempts} - ${allowance}, 40)), ${maxDelayMs}::float8) * interval '1 millisecond'
        ELSE ${NOT_BLOCKED} END)`;
    const rows = await this.db
      .insert(loginBrake)
      .values({ key, attempts: 1, last_attempt_at: now, blocked_until: sql`${blockFor(sql`1`)}` })
      .onConflictDoUpdate({
        target: loginBrake.key,
        set: { attempts: sql`${next}`, last_attempt_at: now, blocked_until: blockFor(next) },
        setWhere: lte(loginBrake.blocked_until, now),
      })
      .returning({ attempts: loginBrake.attempts });
    if (rows.length > 0) return { admitted: true };

    const [row] = await this.db.select({ blocked_until: loginBrake.blocked_until }).from(loginBrake).where(sql`${loginBrake.key} = ${key}`);
    const waitMs = row ? row.blocked_until.getTime() - now.getTime() : 1000;
    this.onRefused?.();
    return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /**
   * Takes back one counted attempt. It was let through, so whatever block was in force before it
   * had run out: lifting the block its counting set restores exactly that.
   */
  private async giveBack(key: string): Promise<void> {
    await this.db
      .update(loginBrake)
      .set({ attempts: sql`GREATEST(${loginBrake.attempts} - 1, 0)`, blocked_until: NOT_BLOCKED })
      .where(sql`${loginBrake.key} = ${key}`);
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    const before = new Date(now.getTime() - this.options.forgetAfterMs);
    await this.db.delete(loginBrake).where(and(lte(loginBrake.last_attempt_at, before), lte(loginBrake.blocked_until, now)));
  }
}
