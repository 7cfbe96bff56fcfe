import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationReceiver } from '@mk/contracts';
import { sysId, timestamps } from './columns';
import { patients } from './patients';

/**
 * A notification sent from the back office (spec 2, Send Notification): to every patient
 * (`all_patients`) or to one (`patient`, the test send). `stored` puts it in the notification
 * center of its audience (the patient app's list); `sendToAll` delivers without storing.
 *
 * A broadcast's audience is fixed when it is sent: the patients whose serial `id` is at most
 * `audience_until`. The worker writes their deliveries in batches in patient id order and keeps
 * its place in `cursor`, so a restart resumes where the last committed batch ended.
 */
export const notifications = pgTable(
  'notifications',
  {
    sys_id: sysId(),
    title: text('title').notNull(),
    content: text('content'),
    image: text('image'),
    receiver_entity: text('receiver_entity').$type<NotificationReceiver>().notNull(),
    /** The patient of a test send. */
    receiver_id: uuid('receiver_id').references(() => patients.sys_id),
    stored: boolean('stored').notNull(),
    /** The administrator who sent it (no foreign key: the record outlives the account). */
    sent_by: uuid('sent_by'),
    /** The highest patients.id in a broadcast's audience when it was sent (0 for a test send). */
    audience_until: integer('audience_until').notNull().default(0),
    /** How many patients it goes to (shown as delivered of audience). */
    audience_count: integer('audience_count').notNull(),
    /** The patients.id up to which deliveries are written to the outbox. */
    cursor: integer('cursor').notNull().default(0),
    /** Raised in the transaction that marks deliveries delivered. */
    delivered_count: integer('delivered_count').notNull().default(0),
    /** Set when every delivery of the audience is in the outbox. */
    expanded_at: timestamp('expanded_at', { withTimezone: true }),
    /** Set when every delivery is delivered. */
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_receiver_idx').on(t.receiver_id),
    // The worker's question "which broadcasts are still being expanded" reads only those.
    index('notifications_expanding_idx').on(t.createdAt).where(sql`${t.expanded_at} IS NULL`),
  ],
);

/**
 * The outbox: one row per (notification, patient), written before it is delivered; `delivered_at`
 * is set in the transaction that hands the row to the provider. The unique pair is what makes a
 * resumed batch skip, never repeat, a patient.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notification_id: uuid('notification_id')
      .notNull()
      .references(() => notifications.sys_id),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => patients.sys_id),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once_idx').on(t.notification_id, t.patient_id),
    // The dispatcher takes the oldest undelivered rows; delivered ones (nearly all) stay out of this index.
    index('notification_deliveries_pending_idx').on(t.id).where(sql`${t.delivered_at} IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
