import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { sysId, timestamps } from './columns';

export const administrators = pgTable('administrators', {
  sys_id: sysId(),
  name: text('name').notNull(),
  /** Stored lower-cased so logins are case-insensitive. */
  email: varchar('email', { length: 320 }).notNull().unique(),
  role: text('role', { enum: ['PIC', 'ADMIN'] }).notNull(),
  password_hash: text('password_hash').notNull(),
  ...timestamps(),
});

export type AdministratorRow = typeof administrators.$inferSelect;
