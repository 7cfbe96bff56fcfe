import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema';

/**
 * Issue 30: a canceled order. One row per canceled order, written in the cancel's transaction; the
 * order row keeps its delivery state (it never reached DELIVERED) and reads as CANCELED while this
 * row exists. Kept in a table of its own, keyed by the order, so every list that hides canceled
 * orders asks the primary key (`NOT EXISTS`), and the orders table is left as it was.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    order_id: uuid('order_id')
      .primaryKey()
      .references(() => orders.sys_id),
    canceled_at: timestamp('canceled_at', { withTimezone: true }).notNull(),
    cancel_reason: text('cancel_reason').notNull(),
    /** The patient (PATIENT) or the administrator (ADMIN) who canceled it. */
    canceled_by: uuid('canceled_by').notNull(),
    canceled_by_role: text('canceled_by_role').$type<'PATIENT' | 'ADMIN'>().notNull(),
  },
  (t) => [check('order_cancellations_role_check', sql`${t.canceled_by_role} IN ('PATIENT', 'ADMIN')`)],
);

export type OrderCancellationRow = typeof orderCancellations.$inferSelect;
