import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginPayload } from '@mk/contracts';
import { loginSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { administrators } from '../db/schema';
import { ok } from '../http/envelope';
import { apiError, TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { validateBody } from '../http/validate';
import { signToken } from './jwt';
import { decoyPasswordHash, verifyPassword } from './password';

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post('/administrator-read/login', { config: { access: 'public' } }, async (request) => {
    const body = await validateBody(loginSchema, request.body);
    const email = body.email.trim().toLowerCase();
    const throttle = app.loginThrottle;

    const minutes = throttle.refusal(email, request.ip);
    if (minutes !== undefined) {
      await recordAudit(app.db, request, { action: 'login_refused', entityType: 'administrator', after: { email } });
      throw new TooManyRequestsError(apiError('auth.too_many_attempts', { minutes }));
    }

    const [row] = await app.db.select().from(administrators).where(eq(administrators.email, email)).limit(1);
    // An unknown email still costs one scrypt, so the answer time does not tell which emails exist.
    const valid = await verifyPassword(body.password, row?.password_hash ?? (await decoyPasswordHash()));
    if (!row || !valid) {
      const delay = throttle.recordFailure(email, request.ip);
      await recordAudit(app.db, request, {
        action: 'login_failed',
        entityType: 'administrator',
        entityId: row?.sys_id ?? null,
        actor: null,
        after: { email },
      });
      if (delay > 0) await sleep(delay);
      throw new UnauthorizedError(apiError('auth.invalid_credentials'));
    }

    throttle.recordSuccess(email);
    const user = { sys_id: row.sys_id, role: row.role, email: row.email, name: row.name };
    await recordAudit(app.db, request, { action: 'login', entityType: 'administrator', entityId: row.sys_id, actor: user });
    const payload: LoginPayload = { ...user, token: signToken(user, app.tokens.secret, app.tokens.ttlSeconds) };
    return ok('Logged in successfully', payload);
  });
}
