import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { USER_STATUSES } from '@mk/contracts';
import { sysId, timestamps } from './columns';

export const administrators = pgTable(
  'administrators',
  {
    sys_id: sysId(),
    name: text('name').notNull(),
    /** Stored lower-cased so logins are case-insensitive (and unique whatever the case: the lower() index). */
    email: varchar('email', { length: 320 }).notNull().unique(),
    role: text('role', { enum: ['PIC', 'ADMIN'] }).notNull(),
    /** A new account's hash is unusable (it verifies no password) until its set-password link is used. */
    password_hash: text('password_hash').notNull(),
    /**
     * Signed into every token (`ver`); a token of another version is refused. Logout adds one, and so
     * does any change of password_hash (a trigger in migration 0005), which ends every session at once.
     */
    token_version: integer('token_version').notNull().default(0),
    /** A disabled account cannot sign in; its tokens are refused on their next request. */
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /** One of the demo seed's accounts: the seed refuses a database holding any account without this mark. */
    demo: boolean('demo').notNull().default(false),
    /** The active TOTP secret, encrypted (two-factor/secret-box.ts); null while the account has no second factor. */
    totp_secret: text('totp_secret'),
    /** A secret set up but not yet confirmed by a first code, encrypted; never returned again. */
    totp_pending_secret: text('totp_pending_secret'),
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: that step's code (and earlier ones) are refused as replays. */
    totp_last_step: bigint('totp_last_step', { mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    check('administrators_status_check', sql`${t.status} IN ('active', 'disabled')`),
    uniqueIndex('administrators_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export type AdministratorRow = typeof administrators.$inferSelect;

/**
 * One-time set-password links (issue 25): only the SHA-256 of the token is kept, so the table cannot
 * be used to sign in; a link is good for SET_PASSWORD_LINK_HOURS and one use.
 */
export const setPasswordTokens = pgTable(
  'set_password_tokens',
  {
    sys_id: sysId(),
    token_hash: text('token_hash').notNull().unique(),
    administrator_id: uuid('administrator_id')
      .notNull()
      .references(() => administrators.sys_id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('set_password_tokens_administrator_idx').on(t.administrator_id)],
);

/** One-use recovery codes of a second factor (issue 25): only their SHA-256 is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    sys_id: sysId(),
    administrator_id: uuid('administrator_id')
      .notNull()
      .references(() => administrators.sys_id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_code_idx').on(t.administrator_id, t.code_hash)],
);
