import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginPayload } from '@mk/contracts';
import { loginSchema } from '@mk/validators';
import { endAdministratorSessions } from '../administrators/administrators.repository';
import { recordAudit } from '../audit/audit.service';
import { administrators } from '../db/schema';
import { ok } from '../http/envelope';
import { apiError, TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { validateBody } from '../http/validate';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { signToken } from './jwt';
import { currentUser } from './policy';
import { decoyPasswordHash, verifyPassword } from './password';

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post('/administrator-read/login', { config: { access: 'public' } }, async (request, reply) => {
    const body = await validateBody(loginSchema, request.body);
    const email = body.email.trim().toLowerCase();
    const throttle = app.loginThrottle;

    // Counted before the password is checked: see login-throttle.ts.
    const verdict = await throttle.admit(email, request.ip);
    if (!verdict.admitted) {
      await recordAudit(app.db, request, { action: 'login_refused', entityType: 'administrator', after: { email } });
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new TooManyRequestsError(apiError('auth.too_many_attempts', { seconds: verdict.retryAfterSeconds }));
    }

    const [row] = await app.db.select().from(administrators).where(eq(administrators.email, email)).limit(1);
    // An unknown email still costs one scrypt, so the answer time does not tell which emails exist.
    const valid = await verifyPassword(body.password, row?.password_hash ?? (await decoyPasswordHash()));
    // In production the README's demo password opens nothing, whichever account holds it.
    const demoPassword = app.config.production && body.password === DEMO_PASSWORD;
    if (!row || !valid || demoPassword) {
      await recordAudit(app.db, request, {
        action: 'login_failed',
        entityType: 'administrator',
        entityId: row?.sys_id ?? null,
        actor: null,
        after: { email },
      });
      throw new UnauthorizedError(apiError('auth.invalid_credentials'));
    }

    // Only the right password learns that the account is disabled; it counts as an attempt.
    if (row.status !== 'active') {
      await recordAudit(app.db, request, { action: 'login_failed', entityType: 'administrator', entityId: row.sys_id, actor: null, after: { email, status: row.status } });
      throw new UnauthorizedError(apiError('auth.account_disabled'));
    }

    await throttle.succeeded(email, request.ip);
    const user = { sys_id: row.sys_id, role: row.role, email: row.email, name: row.name };
    await app.db.update(administrators).set({ last_login_at: app.clock() }).where(eq(administrators.sys_id, row.sys_id));
    await recordAudit(app.db, request, { action: 'login', entityType: 'administrator', entityId: row.sys_id, actor: user });
    const payload: LoginPayload = { ...user, token: await signToken({ ...user, token_version: row.token_version }, app.tokens.secret, app.tokens.ttlSeconds) };
    return ok('Logged in successfully', payload);
  });

  /**
   * Ends the session on the server. Tokens are versioned per administrator, so this ends every
   * token the user holds (all devices), and drops their open sockets on this process; sockets on
   * other processes are refused at their next handshake.
   */
  app.post('/administrator-read/logout', { config: { access: 'signed-in' } }, async (request) => {
    const user = currentUser(request);
    await endAdministratorSessions(app.db, user.sys_id);
    await recordAudit(app.db, request, { action: 'logout', entityType: 'administrator', entityId: user.sys_id });
    app.realtime.disconnectUser(user.sys_id);
    return ok('Logged out successfully', null);
  });
}
