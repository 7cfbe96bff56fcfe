import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TwoFactorConfirmed, TwoFactorSetup } from '@mk/contracts';
import type { Db, DbOrTx } from '../db/database';
import { administrators, twoFactorRecoveryCodes, type AdministratorRow } from '../db/schema';
import { apiError, BadRequestError, ConflictError } from '../http/errors';
import type { AuditSink } from '../administrators/staff.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { acceptedStep, newTotpSecret, otpauthUrl, totpDigits } from './totp';

/** What a second-factor write needs: the database, the key box, the time and the request's audit. */
export interface TwoFactorContext {
  db: Db;
  box: SecretBox;
  now: Date;
  audit: AuditSink;
}

export const CODE_INVALID = () => new BadRequestError(apiError('two_factor.code_invalid'));

export const hasSecondFactor = (account: Pick<AdministratorRow, 'totp_secret'>): boolean => account.totp_secret !== null;

/**
 * A new pending secret for the account (any earlier pending one is replaced); the active factor, if
 * any, stays until it is turned off, so setup is refused while one is on.
 */
export async function startSetup(context: TwoFactorContext, account: AdministratorRow): Promise<TwoFactorSetup> {
  if (hasSecondFactor(account)) throw new ConflictError(apiError('two_factor.already_enabled'));
  const secret = newTotpSecret();
  await context.db.transaction(async (tx) => {
    await tx.update(administrators).set({ totp_pending_secret: context.box.seal(secret) }).where(eq(administrators.sys_id, account.sys_id));
    await context.audit(tx, { action: 'two_factor_setup', entityType: 'administrator', entityId: account.sys_id });
  });
  return { secret, otpauth_url: otpauthUrl(secret, account.email) };
}

/**
 * The first code of the pending secret makes it the account's factor and gives ten recovery codes
 * (only hashes are stored). A wrong code activates nothing.
 */
export async function confirmSetup(context: TwoFactorContext, account: AdministratorRow, code: string): Promise<TwoFactorConfirmed> {
  if (hasSecondFactor(account)) throw new ConflictError(apiError('two_factor.already_enabled'));
  if (!account.totp_pending_secret) throw new BadRequestError(apiError('two_factor.not_started'));
  const digits = totpDigits(code);
  const step = digits === undefined ? undefined : await acceptedStep(context.box.open(account.totp_pending_secret), digits, context.now, null);
  if (step === undefined) {
    await context.audit(context.db, { action: 'two_factor_confirm_failed', entityType: 'administrator', entityId: account.sys_id });
    throw CODE_INVALID();
  }
  const codes = newRecoveryCodes();
  await context.db.transaction(async (tx) => {
    // Only from the pending secret this request read: a setup started meanwhile is not activated unseen.
    const [activated] = await tx
      .update(administrators)
      .set({ totp_secret: account.totp_pending_secret, totp_pending_secret: null, totp_enabled_at: context.now, totp_last_step: step })
      .where(and(eq(administrators.sys_id, account.sys_id), eq(administrators.totp_pending_secret, account.totp_pending_secret!), isNull(administrators.totp_secret)))
      .returning({ sys_id: administrators.sys_id });
    if (!activated) throw new BadRequestError(apiError('two_factor.not_started'));
    await replaceRecoveryCodes(tx, account.sys_id, codes);
    await context.audit(tx, { action: 'two_factor_enable', entityType: 'administrator', entityId: account.sys_id });
  });
  return { recovery_codes: codes };
}

async function replaceRecoveryCodes(tx: DbOrTx, administratorId: string, codes: string[]): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.administrator_id, administratorId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ administrator_id: administratorId, code_hash: hashRecoveryCode(code) })));
}

/**
 * Spends a second factor: a TOTP code of the active secret not used before (its step later than the
 * last accepted one), or an unused recovery code. Each is taken in one conditional statement, so two
 * requests with the same code cannot both pass. Returns which kind was spent, or undefined.
 */
export async function spendSecondFactor(context: Pick<TwoFactorContext, 'db' | 'box' | 'now'>, account: AdministratorRow, code: string): Promise<'totp' | 'recovery' | undefined> {
  if (!account.totp_secret) return undefined;
  const digits = totpDigits(code);
  if (digits) {
    const step = await acceptedStep(context.box.open(account.totp_secret), digits, context.now, account.totp_last_step);
    if (step === undefined) return undefined;
    const taken = await context.db
      .update(administrators)
      .set({ totp_last_step: step })
      .where(and(eq(administrators.sys_id, account.sys_id), or(isNull(administrators.totp_last_step), lt(administrators.totp_last_step, step))))
      .returning({ sys_id: administrators.sys_id });
    return taken.length ? 'totp' : undefined;
  }
  const used = await context.db
    .update(twoFactorRecoveryCodes)
    .set({ used_at: context.now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.administrator_id, account.sys_id),
        eq(twoFactorRecoveryCodes.code_hash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.used_at),
      ),
    )
    .returning({ sys_id: twoFactorRecoveryCodes.sys_id });
  return used.length ? 'recovery' : undefined;
}

/** Turns the account's second factor off: secret, pending secret, replay mark and recovery codes go. */
export async function removeSecondFactor(tx: DbOrTx, administratorId: string): Promise<void> {
  await tx
    .update(administrators)
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where(eq(administrators.sys_id, administratorId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.administrator_id, administratorId));
}

/** Unused recovery codes left (for the audit of a sign-in with one). */
export async function recoveryCodesLeft(db: DbOrTx, administratorId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.administrator_id, administratorId), isNull(twoFactorRecoveryCodes.used_at)));
  return Number(row.value);
}
