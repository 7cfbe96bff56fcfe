import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sysId } from './columns';

export const media = pgTable('media', {
  sys_id: sysId(),
  preset: text('preset').notNull(),
  original_name: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** Relative to DATA_DIR. */
  path: text('path').notNull(),
  uploaded_by: uuid('uploaded_by'),
  createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
});

export type MediaRow = typeof media.$inferSelect;
