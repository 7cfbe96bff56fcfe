import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The login brake's counters (auth/login-brake.ts), one row per key: `account:<email>` or
 * `address:<client address>`. Kept in the database so a restart and every server process on the
 * same database share them; stale rows are pruned by the brake itself.
 */
export const loginBrake = pgTable(
  'login_brake',
  {
    key: text('key').primaryKey(),
    /** Attempts counted (before their password was checked) since the counter last started from zero. */
    attempts: integer('attempts').notNull(),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    /** No attempt for this key is let through before this time. */
    blocked_until: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_brake_last_attempt_idx').on(t.last_attempt_at)],
);
