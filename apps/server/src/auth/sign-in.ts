import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginPayload } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import { administrators, type AdministratorRow } from '../db/schema';
import { signToken } from './jwt';

/**
 * The end of every successful sign-in (a password alone, or a password and its second factor): the
 * brake forgets the account's attempts, the sign-in is stamped and audited, and a session token is issued.
 */
export async function completeSignIn(app: FastifyInstance, request: FastifyRequest, row: AdministratorRow, audit: Record<string, unknown> = {}): Promise<LoginPayload> {
  await app.loginThrottle.succeeded(row.email, request.ip);
  const user = { sys_id: row.sys_id, role: row.role, email: row.email, name: row.name };
  await app.db.update(administrators).set({ last_login_at: app.clock() }).where(eq(administrators.sys_id, row.sys_id));
  await recordAudit(app.db, request, { action: 'login', entityType: 'administrator', entityId: row.sys_id, actor: user, ...(Object.keys(audit).length > 0 && { after: audit }) });
  return { ...user, token: await signToken({ ...user, token_version: row.token_version }, app.tokens.secret, app.tokens.ttlSeconds) };
}
