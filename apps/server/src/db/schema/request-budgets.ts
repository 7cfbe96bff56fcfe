import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-user budgets of lookups that reveal who is a patient (http/request-budget.ts), one row per
 * `<budget>:<user id>` with the times of the calls let through in the last window. Kept in the
 * database so every server process on it shares one budget; idle rows are pruned by the budget itself.
 */
export const requestBudgets = pgTable(
  'request_budgets',
  {
    key: text('key').primaryKey(),
    calls: timestamp('calls', { withTimezone: true }).array().notNull(),
    last_call_at: timestamp('last_call_at', { withTimezone: true }).notNull(),
    /** Whether the last call was one too many (set by the same upsert that counted it). */
    refused: boolean('refused').notNull(),
  },
  (table) => [index('request_budgets_last_call_idx').on(table.last_call_at)],
);
