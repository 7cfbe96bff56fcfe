import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { sysId, timestamps } from './columns';

export const administrators = pgTable('administrators', {
  sys_id: sysId(),
  name: text('name').notNull(),
  /** Stored lower-cased so logins are case-insensitive. */
  email: varchar('email', { length: 320 }).notNull().unique(),
  role: text('role', { enum: ['PIC', 'ADMIN'] }).notNull(),
  password_hash: text('password_hash').notNull(),
  /**
   * Signed into every token (`ver`); a token of another version is refused. Logout adds one, and so
   * does any change of password_hash (a trigger in migration 0005), which ends every session at once.
   */
  token_version: integer('token_version').notNull().default(0),
  ...timestamps(),
});

export type AdministratorRow = typeof administrators.$inferSelect;
