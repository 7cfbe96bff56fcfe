import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { administrators } from '../db/schema';
import { apiError, BadRequestError } from '../http/errors';
import { endUnusedLinks, findUsableLink, useLink } from './set-password-links';
import type { AuditSink } from './staff.service';
import { assertStaffPassword } from './staff.service';

const LINK_INVALID = () => new BadRequestError(apiError('auth.set_password_link_invalid'));

/**
 * Sets the password of a set-password link's account: one use, within its hours. A used, unknown or
 * expired token is one answer (400); a password the staff rule refuses (with the account's e-mail)
 * is a 400 that leaves the link usable. The new hash ends every session (trigger of migration 0005).
 */
export async function setPasswordWithLink(db: Db, audit: AuditSink, token: string, password: string, now: Date): Promise<void> {
  const link = await findUsableLink(db, token, now);
  if (!link) throw LINK_INVALID();
  assertStaffPassword(password, link.email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Two uses at once: only one marks the link used; the other sets nothing.
    if (!(await useLink(tx, link.sys_id, now))) throw LINK_INVALID();
    await endUnusedLinks(tx, link.administrator_id, now);
    await tx.update(administrators).set({ password_hash: passwordHash }).where(eq(administrators.sys_id, link.administrator_id));
    await audit(tx, { action: 'password_set', entityType: 'administrator', entityId: link.administrator_id, actor: null, after: { email: link.email } });
  });
}

/**
 * Replaces the signed-in user's password (the caller has checked the current one). The trigger raises
 * token_version, ending every session; the new version is returned so this session gets a new token.
 */
export async function replaceOwnPassword(db: Db, audit: AuditSink, userId: string, newPassword: string): Promise<number> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(administrators)
      .set({ password_hash: passwordHash })
      .where(eq(administrators.sys_id, userId))
      .returning({ token_version: administrators.token_version, email: administrators.email });
    await audit(tx, { action: 'password_change', entityType: 'administrator', entityId: userId, after: { email: row.email } });
    await endUnusedLinks(tx, userId, new Date());
    return row.token_version;
  });
}
