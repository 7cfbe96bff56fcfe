import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column builders; each call returns a fresh builder, so they can be spread into several tables.
export const sysId = () => uuid('sys_id').primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updatedAt', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
