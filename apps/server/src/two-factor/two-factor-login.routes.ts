import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LoginPayloadSchema, TwoFactorEnrolledLoginSchema, TwoFactorSetupSchema, type TwoFactorEnrolledLogin } from '@mk/contracts';
import { twoFactorChallengeSchema, twoFactorLoginSchema } from '@mk/validators';
import { refuse } from '../administrators/staff.routes';
import { findAccount } from '../administrators/staff.repository';
import { recordAudit } from '../audit/audit.service';
import { completeSignIn } from '../auth/sign-in';
import { apiError, UnauthorizedError } from '../http/errors';
import { ok } from '../http/envelope';
import { validateBody } from '../http/validate';
import { replies } from '../openapi/reply-schemas';
import { verifyChallenge, type ChallengePurpose } from './challenge';
import { secretBox } from './secret-box';
import { confirmSetup, recoveryCodesLeft, spendSecondFactor, startSetup, type TwoFactorContext } from './two-factor.service';

/*
 * The sign-in steps after the password (issue 25), public: the challenge the password step gave is
 * the right to call them. `login/two-factor` takes the code of an account with a second factor;
 * `login/two-factor/setup` and `.../confirm` are REQUIRE_ADMIN_2FA's enrolment of an ADMIN without
 * one, whose confirmation signs in.
 */
export async function twoFactorLoginRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const box = secretBox(app.tokens.secret);
  const contextOf = (request: FastifyRequest): TwoFactorContext => ({
    db: app.db,
    box,
    now: app.clock(),
    audit: (tx, entry) => recordAudit(tx, request, { actor: null, ...entry }),
  });

  /** The account a challenge names, while it is active and its sessions have not ended since (token_version). */
  async function challengedAccount(challenge: string, purpose: ChallengePurpose) {
    const claims = verifyChallenge(app.tokens.secret, challenge, purpose, app.clock());
    const account = await findAccount(app.db, claims.sub);
    if (!account || account.status !== 'active' || account.token_version !== claims.ver) {
      throw new UnauthorizedError(apiError('two_factor.challenge_invalid'));
    }
    return account;
  }

  app.post(
    '/administrator-read/login/two-factor',
    {
      config: { bodyRules: twoFactorLoginSchema, access: 'public' },
      schema: { summary: "The sign-in's second step: the login challenge and a code of the app (or a recovery code)", response: replies({ 200: LoginPayloadSchema }) },
    },
    async (request, reply) => {
      const { challenge, code } = await validateBody(twoFactorLoginSchema, request.body);
      const account = await challengedAccount(challenge, 'login');
      // A code is a guess like a password: the same brake, per account and per address, counts it first.
      const verdict = await app.loginThrottle.admit(account.email, request.ip);
      if (!verdict.admitted) {
        await recordAudit(app.db, request, { action: 'login_refused', entityType: 'administrator', entityId: account.sys_id, actor: null, after: { email: account.email } });
        refuse(reply, verdict);
      }
      const spent = await spendSecondFactor(contextOf(request), account, code);
      if (!spent) {
        await recordAudit(app.db, request, { action: 'login_failed', entityType: 'administrator', entityId: account.sys_id, actor: null, after: { email: account.email, second_factor: true } });
        throw new UnauthorizedError(apiError('two_factor.code_invalid'));
      }
      const audit = spent === 'recovery' ? { second_factor: 'recovery', recovery_codes_left: await recoveryCodesLeft(app.db, account.sys_id) } : { second_factor: 'totp' };
      return ok('Logged in successfully', await completeSignIn(app, request, account, audit));
    },
  );

  app.post(
    '/administrator-read/login/two-factor/setup',
    {
      config: { bodyRules: twoFactorChallengeSchema, access: 'public' },
      schema: { summary: 'REQUIRE_ADMIN_2FA: a pending second factor for the ADMIN the setup challenge names', response: replies({ 200: TwoFactorSetupSchema }) },
    },
    async (request) => {
      const { challenge } = await validateBody(twoFactorChallengeSchema, request.body);
      const account = await challengedAccount(challenge, 'setup');
      return ok('Two-step sign-in set up: confirm it with a code', await startSetup(contextOf(request), account));
    },
  );

  app.post(
    '/administrator-read/login/two-factor/confirm',
    {
      config: { bodyRules: twoFactorLoginSchema, access: 'public' },
      schema: { summary: 'REQUIRE_ADMIN_2FA: confirms the pending second factor and signs in', response: replies({ 200: TwoFactorEnrolledLoginSchema }) },
    },
    async (request) => {
      const { challenge, code } = await validateBody(twoFactorLoginSchema, request.body);
      const account = await challengedAccount(challenge, 'setup');
      const { recovery_codes } = await confirmSetup(contextOf(request), account, code);
      const payload: TwoFactorEnrolledLogin = { ...(await completeSignIn(app, request, account, { second_factor: 'enrolled' })), recovery_codes };
      return ok('Two-step sign-in is on', payload);
    },
  );
}
