import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LoginResultSchema, type TwoFactorRequired, type TwoFactorSetupRequired } from '@mk/contracts';
import { loginSchema } from '@mk/validators';
import { endAdministratorSessions } from '../administrators/administrators.repository';
import { recordAudit } from '../audit/audit.service';
import { administrators } from '../db/schema';
import { ok } from '../http/envelope';
import { apiError, TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { validateBody } from '../http/validate';
import { replies } from '../openapi/reply-schemas';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { signChallenge } from '../two-factor/challenge';
import { twoFactorLoginRoutes } from '../two-factor/two-factor-login.routes';
import { hasSecondFactor } from '../two-factor/two-factor.service';
import { currentUser } from './policy';
import { decoyPasswordHash, verifyPassword } from './password';
import { completeSignIn } from './sign-in';

export async function loginRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/administrator-read/login',
    {
      config: { bodyRules: loginSchema, access: 'public' },
      schema: { summary: 'Signs in with e-mail and password: a session, or the second-factor step first', response: replies({ 200: LoginResultSchema }) },
    },
    async (request, reply) => {
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

      /*
       * A second factor: no session yet, a challenge for the code step. The brake does not forget the
       * account's attempts here (the code step does, once it passes): else the password, known to an
       * attacker, would reset the count before each round of code guesses.
       */
      if (hasSecondFactor(row)) {
        await recordAudit(app.db, request, { action: 'login_second_factor_asked', entityType: 'administrator', entityId: row.sys_id, actor: null, after: { email } });
        const payload: TwoFactorRequired = { two_factor_required: true, challenge: signChallenge(app.tokens.secret, row, 'login', app.clock()) };
        return ok('Enter the code of your authenticator app', payload);
      }
      // REQUIRE_ADMIN_2FA: an ADMIN without one sets it up now; the challenge opens only that enrolment.
      if (app.config.requireAdmin2fa && row.role === 'ADMIN') {
        await throttle.succeeded(email, request.ip);
        await recordAudit(app.db, request, { action: 'login_second_factor_setup_asked', entityType: 'administrator', entityId: row.sys_id, actor: null, after: { email } });
        const payload: TwoFactorSetupRequired = { two_factor_setup_required: true, challenge: signChallenge(app.tokens.secret, row, 'setup', app.clock()) };
        return ok('Set up two-step sign-in to continue', payload);
      }

      return ok('Logged in successfully', await completeSignIn(app, request, row));
    },
  );

  await app.register(twoFactorLoginRoutes);

  /**
   * Ends the session on the server. Tokens are versioned per administrator, so this ends every
   * token the user holds (all devices), and drops their open sockets on this process; sockets on
   * other processes are refused at their next handshake.
   */
  app.post(
    '/administrator-read/logout',
    { config: { access: 'signed-in' }, schema: { summary: 'Ends every session of the signed-in user', response: replies({ 200: Type.Null() }) } },
    async (request) => {
      const user = currentUser(request);
      await endAdministratorSessions(app.db, user.sys_id);
      await recordAudit(app.db, request, { action: 'logout', entityType: 'administrator', entityId: user.sys_id });
      app.realtime.disconnectUser(user.sys_id);
      return ok('Logged out successfully', null);
    },
  );
}
