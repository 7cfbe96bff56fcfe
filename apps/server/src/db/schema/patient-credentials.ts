import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { patients } from './patients';

/**
 * A patient's sign-in to the patient app (issue 12): the password hash (auth/password.ts) and the
 * version of their tokens, raised to end every token the patient holds.
 */
export const patientCredentials = pgTable('patient_credentials', {
  patient_id: uuid('patient_id')
    .primaryKey()
    .references(() => patients.sys_id),
  password_hash: text('password_hash').notNull(),
  token_version: integer('token_version').notNull().default(0),
  ...timestamps(),
});
