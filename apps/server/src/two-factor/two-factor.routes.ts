import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { TwoFactorConfirmedSchema, TwoFactorSetupSchema, TwoFactorStatusSchema, type TwoFactorStatus } from '@mk/contracts';
import { twoFactorConfirmSchema, twoFactorDisableSchema } from '@mk/validators';
import { findAccount } from '../administrators/staff.repository';
import { refuse } from '../administrators/staff.routes';
import { recordAudit } from '../audit/audit.service';
import { verifyPassword } from '../auth/password';
import { currentUser, roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { validateBody } from '../http/validate';
import { replies } from '../openapi/reply-schemas';
import { secretBox } from './secret-box';
import { CODE_INVALID, confirmSetup, hasSecondFactor, removeSecondFactor, spendSecondFactor, startSetup, type TwoFactorContext } from './two-factor.service';

const SIGNED_IN = { access: 'signed-in' as const };
const nothing = replies({ 200: Type.Null() });

/**
 * A signed-in user's own second factor (set up, confirm, turn off) and ADMIN's reset of another's
 * (issue 25). The factor is the user's: nobody else can set it up for them.
 */
export async function twoFactorRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const box = secretBox(app.tokens.secret);
  const contextOf = (request: FastifyRequest): TwoFactorContext => ({ db: app.db, box, now: app.clock(), audit: (tx, entry) => recordAudit(tx, request, entry) });
  const me = async (request: FastifyRequest) => (await findAccount(app.db, currentUser(request).sys_id))!;

  app.get(
    '/administrator-read/me/two-factor',
    { config: SIGNED_IN, schema: { summary: "Whether the signed-in user's second factor is on", response: replies({ 200: TwoFactorStatusSchema }) } },
    async (request) => {
      const status: TwoFactorStatus = { enabled: hasSecondFactor(await me(request)) };
      return ok('Two-step sign-in', status);
    },
  );

  app.post(
    '/administrator-write/me/two-factor/setup',
    {
      config: SIGNED_IN,
      schema: { summary: 'A pending second-factor secret for the authenticator app, active once confirmed', response: replies({ 200: TwoFactorSetupSchema }) },
    },
    async (request) => ok('Two-step sign-in set up: confirm it with a code', await startSetup(contextOf(request), await me(request))),
  );

  app.post(
    '/administrator-write/me/two-factor/confirm',
    {
      config: { ...SIGNED_IN, bodyRules: twoFactorConfirmSchema },
      schema: { summary: 'Turns the pending second factor on with a code from the app; answers the recovery codes', response: replies({ 200: TwoFactorConfirmedSchema }) },
    },
    async (request) => {
      const { code } = await validateBody(twoFactorConfirmSchema, request.body);
      return ok('Two-step sign-in is on', await confirmSetup(contextOf(request), await me(request), code));
    },
  );

  app.post(
    '/administrator-write/me/two-factor/disable',
    { config: { ...SIGNED_IN, bodyRules: twoFactorDisableSchema }, schema: { summary: "Turns one's own second factor off (the password and a code)", response: nothing } },
    async (request, reply) => {
      const { current_password, code } = await validateBody(twoFactorDisableSchema, request.body);
      const account = await me(request);
      if (!hasSecondFactor(account)) throw new ConflictError(apiError('two_factor.not_enabled'));
      if (app.config.requireAdmin2fa && account.role === 'ADMIN') throw new ConflictError(apiError('two_factor.required_for_admin'));
      // The password and the code are guesses: the login brake counts them as it counts sign-ins.
      const verdict = await app.loginThrottle.admit(account.email, request.ip);
      if (!verdict.admitted) refuse(reply, verdict);
      if (!(await verifyPassword(current_password, account.password_hash))) {
        await recordAudit(app.db, request, { action: 'two_factor_disable_failed', entityType: 'administrator', entityId: account.sys_id });
        throw new BadRequestError(apiError('auth.current_password_wrong'));
      }
      if (!(await spendSecondFactor(contextOf(request), account, code))) {
        await recordAudit(app.db, request, { action: 'two_factor_disable_failed', entityType: 'administrator', entityId: account.sys_id });
        throw CODE_INVALID();
      }
      await app.loginThrottle.succeeded(account.email, request.ip);
      await app.db.transaction(async (tx) => {
        await removeSecondFactor(tx, account.sys_id);
        await recordAudit(tx, request, { action: 'two_factor_disable', entityType: 'administrator', entityId: account.sys_id });
      });
      return ok('Two-step sign-in is off', null);
    },
  );

  // ADMIN, for a user who lost their phone and their recovery codes: they sign in with the password alone (or set it up again).
  app.post(
    `/administrator-write/users/${sysIdParam('id')}/two-factor/reset`,
    {
      config: { access: roles('ADMIN') },
      schema: {
        summary: "Removes another user's second factor (lost phone and recovery codes)",
        params: Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The user sys_id' }) }),
        response: nothing,
      },
    },
    async (request) => {
      const id = idOf(request.params);
      const account = await findAccount(app.db, id);
      if (!account) throw new NotFoundError(apiError('staff.not_found'));
      if (!hasSecondFactor(account) && !account.totp_pending_secret) throw new ConflictError(apiError('two_factor.not_enabled'));
      await app.db.transaction(async (tx) => {
        await removeSecondFactor(tx, id);
        await recordAudit(tx, request, { action: 'two_factor_reset', entityType: 'administrator', entityId: id, after: { email: account.email } });
      });
      return ok('Two-step sign-in reset', null);
    },
  );
}
