import type { FastifyReply, FastifyRequest } from 'fastify';
import { lte, sql } from 'drizzle-orm';
import type { Clock } from '../appointments/clock';
import { currentUser } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { requestBudgets } from '../db/schema';
import { apiError, TooManyRequestsError } from './errors';

/** The booking wizard looks a patient up once per booking: 30 a minute is a busy front desk. */
export const PATIENT_SEARCH_LIMIT = { limit: 30, windowMs: 60_000 };

/** How often a budget sweeps out the rows of users idle for a whole window. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * At most `limit` calls per user in any `windowMs` (a sliding window), counted before the call is
 * served, so parallel calls cannot slip past it: the phone lookups answer a name and a national id,
 * and a user walking the phone numbers must stop after a few. Counted in the database (one atomic
 * upsert per call, serialised on the user's row), so every server process on it shares the budget.
 */
export class RequestBudget {
  private lastPrune = 0;

  constructor(
    private readonly db: DbOrTx,
    /** Several budgets share the table: each its own name. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one call; the seconds to wait when it is one too many (not counted then), else 0. */
  async take(userId: string): Promise<number> {
    const now = this.clock();
    await this.pruneNowAndThen(now);
    const at = sql`${now.toISOString()}::timestamptz`;
    const since = sql`${new Date(now.getTime() - this.windowMs).toISOString()}::timestamptz`;
    const recent = sql`ARRAY(SELECT c FROM unnest(${requestBudgets.calls}) c WHERE c > ${since} ORDER BY c)`;
    const full = sql`cardinality(${recent}) >= ${this.limit}`;
    const [row] = await this.db
      .insert(requestBudgets)
      .values({ key: `${this.name}:${userId}`, calls: [now], last_call_at: now, refused: false })
      .onConflictDoUpdate({
        target: requestBudgets.key,
        set: { calls: sql`CASE WHEN ${full} THEN ${recent} ELSE ${recent} || ${at} END`, refused: sql`${full}`, last_call_at: now },
      })
      .returning({ refused: requestBudgets.refused, oldest: sql<string | Date>`${requestBudgets.calls}[1]` });
    if (!row.refused) return 0;
    const waitMs = new Date(row.oldest).getTime() + this.windowMs - now.getTime();
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  /** A guard for a route: a call over the budget is answered 429 `request.too_many` with Retry-After. */
  guard(): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
    return async (request, reply) => {
      const waitSeconds = await this.take(currentUser(request).sys_id);
      if (waitSeconds === 0) return;
      reply.header('Retry-After', String(waitSeconds));
      throw new TooManyRequestsError(apiError('request.too_many'));
    };
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.db.delete(requestBudgets).where(lte(requestBudgets.last_call_at, new Date(now.getTime() - this.windowMs)));
  }
}
