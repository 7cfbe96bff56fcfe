import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLES, STAFF_USERS_DEFAULT_LIMIT, USER_STATUSES, type ChangePasswordResult } from '@mk/contracts';
import { changePasswordSchema, setPasswordSchema, staffUserCreateSchema, staffUserUpdateSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { signToken } from '../auth/jwt';
import { verifyPassword } from '../auth/password';
import { currentUser, roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { apiError, BadRequestError, TooManyRequestsError } from '../http/errors';
import { idOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { queryOneOf, queryText } from '../http/query';
import { validateBody } from '../http/validate';
import type { BrakeVerdict } from '../auth/login-throttle';
import { handBackToAdmin, type AccountLinkDelivery } from './account-link-delivery';
import { replaceOwnPassword, setPasswordWithLink } from './password.service';
import { findAccount, listStaff } from './staff.repository';
import { assertStaffPassword, createStaffAccount, resetStaffPassword, setStaffStatus, updateStaffAccount, type AuditSink, type StaffContext } from './staff.service';

const ADMIN = { config: { access: roles('ADMIN') } };
const USER = `/administrator-write/users/${sysIdParam('id')}`;

/** A brake refusal: 429 with Retry-After, as the login answers it. */
export function refuse(reply: FastifyReply, verdict: Extract<BrakeVerdict, { admitted: false }>): never {
  reply.header('Retry-After', String(verdict.retryAfterSeconds));
  throw new TooManyRequestsError(apiError('auth.too_many_attempts', { seconds: verdict.retryAfterSeconds }));
}

/**
 * Staff accounts (issue 25): ADMIN lists, creates, edits, disables, enables and resets the password
 * of back-office accounts; anyone with a set-password link sets their password; every signed-in
 * user changes their own. Set-password links reach their person through `delivery`.
 */
export function staffRoutes(delivery: AccountLinkDelivery = handBackToAdmin) {
  return async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
    const auditOf = (request: FastifyRequest): AuditSink => (tx, entry) => recordAudit(tx, request, entry);
    const contextOf = (request: FastifyRequest): StaffContext => ({
      db: app.db,
      now: app.clock(),
      audit: auditOf(request),
      delivery,
      origin: app.config.publicUrl,
    });

    app.get('/administrator-read/users', ADMIN, async (request) => {
      const page = readPage(request.query, { limit: STAFF_USERS_DEFAULT_LIMIT, maxLimit: 100 });
      const filter = {
        ...page,
        search: queryText(request.query, 'search'),
        role: queryOneOf(request.query, 'role', ROLES),
        status: queryOneOf(request.query, 'status', USER_STATUSES),
      };
      return ok('Users', await listStaff(app.db, filter));
    });

    app.post('/administrator-write/users', ADMIN, async (request, reply) => {
      const body = await validateBody(staffUserCreateSchema, request.body);
      const created = await createStaffAccount(contextOf(request), body);
      return reply.status(201).send(ok('User created', created));
    });

    app.patch(USER, ADMIN, async (request) => {
      // Only these fields: whatever else the body carries never reaches the row.
      const { name, role, clinic_ids, pharmacy_ids, center_ids } = await validateBody(staffUserUpdateSchema, request.body);
      const id = idOf(request.params);
      const { roleChanged } = await updateStaffAccount(contextOf(request), id, { name, role, clinic_ids, pharmacy_ids, center_ids });
      // Sockets joined the rooms of the old role: they reconnect and join the new one's.
      if (roleChanged) app.realtime.disconnectUser(id);
      return ok('User updated', null);
    });

    app.post(`${USER}/disable`, ADMIN, async (request) => {
      const id = idOf(request.params);
      await setStaffStatus(contextOf(request), id, 'disabled');
      // Through the adapter: the user's sockets on every server process drop.
      app.realtime.disconnectUser(id);
      return ok('User disabled', null);
    });

    app.post(`${USER}/enable`, ADMIN, async (request) => {
      await setStaffStatus(contextOf(request), idOf(request.params), 'active');
      return ok('User enabled', null);
    });

    app.post(`${USER}/reset-password`, ADMIN, async (request) => {
      const url = await resetStaffPassword(contextOf(request), idOf(request.params));
      return ok('Set-password link created', { set_password_url: url });
    });

    // Public: the token is the right. Guessing tokens shares the login brake's per-address allowance.
    app.post('/administrator-read/set-password', { config: { access: 'public' } }, async (request, reply) => {
      const { token, password } = await validateBody(setPasswordSchema, request.body);
      const verdict = await app.loginThrottle.admitAddress(request.ip);
      if (!verdict.admitted) refuse(reply, verdict);
      await setPasswordWithLink(app.db, auditOf(request), token, password, app.clock());
      await app.loginThrottle.addressSucceeded(request.ip);
      return ok('Password set', null);
    });

    app.post('/administrator-write/me/password', { config: { access: 'signed-in' } }, async (request, reply) => {
      const user = currentUser(request);
      const body = await validateBody(changePasswordSchema, request.body);
      // A wrong current password is a guess like a wrong login: the same brake counts it.
      const verdict = await app.loginThrottle.admit(user.email, request.ip);
      if (!verdict.admitted) refuse(reply, verdict);
      const account = await findAccount(app.db, user.sys_id);
      if (!account || !(await verifyPassword(body.current_password, account.password_hash))) {
        await recordAudit(app.db, request, { action: 'password_change_failed', entityType: 'administrator', entityId: user.sys_id });
        throw new BadRequestError(apiError('auth.current_password_wrong'));
      }
      await app.loginThrottle.succeeded(user.email, request.ip);
      assertStaffPassword(body.new_password, account.email);
      const tokenVersion = await replaceOwnPassword(app.db, auditOf(request), user.sys_id, body.new_password);
      // Every other session has ended (token_version); their sockets go too, and this one reconnects with the new token.
      app.realtime.disconnectUser(user.sys_id);
      const payload: ChangePasswordResult = { token: await signToken({ ...user, token_version: tokenVersion }, app.tokens.secret, app.tokens.ttlSeconds) };
      return ok('Password changed', payload);
    });
  };
}
