import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SET_PASSWORD_LINK_HOURS } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { administrators, setPasswordTokens } from '../db/schema';

/*
 * One-time set-password links (issue 25). The token is 32 random bytes; only its SHA-256 is stored,
 * so a copy of the table lets no one in. A token is good for SET_PASSWORD_LINK_HOURS and one use,
 * and a newer link (reset) or a disable ends the unused ones.
 */

const LINK_MS = SET_PASSWORD_LINK_HOURS * 60 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** `<public origin>/set-password?token=<token>`: the dashboard's public page. */
export const setPasswordUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/set-password?token=${encodeURIComponent(token)}`;

/** Ends the user's unused links (a newer one replaces them, or the account was disabled). */
export async function endUnusedLinks(tx: DbOrTx, administratorId: string, now: Date): Promise<void> {
  await tx
    .update(setPasswordTokens)
    .set({ used_at: now })
    .where(and(eq(setPasswordTokens.administrator_id, administratorId), isNull(setPasswordTokens.used_at)));
}

/** A new link for the user (earlier unused ones end); returns the token itself, which is never stored. */
export async function issueLink(tx: DbOrTx, administratorId: string, now: Date): Promise<string> {
  await endUnusedLinks(tx, administratorId, now);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(setPasswordTokens).values({
    token_hash: hashToken(token),
    administrator_id: administratorId,
    expires_at: new Date(now.getTime() + LINK_MS),
    created_at: now,
  });
  return token;
}

/** The unused, unexpired link of this token with its account's id and e-mail, or undefined. */
export async function findUsableLink(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ sys_id: setPasswordTokens.sys_id, administrator_id: administrators.sys_id, email: administrators.email, role: administrators.role })
    .from(setPasswordTokens)
    .innerJoin(administrators, eq(administrators.sys_id, setPasswordTokens.administrator_id))
    .where(and(eq(setPasswordTokens.token_hash, hashToken(token)), isNull(setPasswordTokens.used_at), gt(setPasswordTokens.expires_at, now)))
    .limit(1);
  return row;
}

/** Marks the link used, only if it still was not: of two uses at once, one gets true. */
export async function useLink(tx: DbOrTx, linkId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(setPasswordTokens)
    .set({ used_at: now })
    .where(and(eq(setPasswordTokens.sys_id, linkId), isNull(setPasswordTokens.used_at)))
    .returning({ sys_id: setPasswordTokens.sys_id });
  return rows.length === 1;
}
