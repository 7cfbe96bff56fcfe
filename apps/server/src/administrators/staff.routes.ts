import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ChangePasswordResultSchema,
  ROLES,
  RowsPageSchema,
  SetPasswordLinkSchema,
  STAFF_USERS_DEFAULT_LIMIT,
  StaffUserCreatedSchema,
  StaffUserSchema,
  USER_STATUSES,
  type ChangePasswordResult,
} from '@mk/contracts';
import { changePasswordSchema, setPasswordSchema, staffUserCreateSchema, staffUserUpdateSchema } from '@mk/validators';
import { noteUnchanged, recordAudit } from '../audit/audit.service';
import { signToken } from '../auth/jwt';
import { verifyPassword } from '../auth/password';
import { currentUser, roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { apiError, BadRequestError, TooManyRequestsError } from '../http/errors';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { queryOneOf, queryText } from '../http/query';
import { validateBody } from '../http/validate';
import { replies } from '../openapi/reply-schemas';
import type { BrakeVerdict } from '../auth/login-throttle';
import { handBackToAdmin, type AccountLinkDelivery } from './account-link-delivery';
import { replaceOwnPassword, setPasswordWithLink } from './password.service';
import { findAccount, listStaff } from './staff.repository';
import { assertStaffPassword, createStaffAccount, resetStaffPassword, setStaffStatus, updateStaffAccount, type AuditSink, type StaffContext } from './staff.service';

const ADMIN = { access: roles('ADMIN') };
const USER = `/administrator-write/users/${sysIdParam('id')}`;
const userIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The user sys_id' }) });
const nothing = replies({ 200: Type.Null() });

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
  return async function staffAccountRoutes(plain: FastifyInstance): Promise<void> {
    // Replies typed by their schemas: a handler that returns another shape does not compile.
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const auditOf = (request: FastifyRequest): AuditSink => (tx, entry) => recordAudit(tx, request, entry);
    const contextOf = (request: FastifyRequest): StaffContext => ({
      db: app.db,
      now: app.clock(),
      audit: auditOf(request),
      delivery,
      origin: app.config.publicUrl,
    });

    app.get(
      '/administrator-read/users',
      {
        config: ADMIN,
        schema: {
          summary: 'The staff accounts with their facilities, by name; filtered by name or email, role and status',
          querystring: Type.Object({
            page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
            limit: Type.Optional(Type.String({ description: `Items per page (default ${STAFF_USERS_DEFAULT_LIMIT}, at most 100)` })),
            search: Type.Optional(Type.String({ description: 'Part of the name or the email, case-insensitive' })),
            role: Type.Optional(Type.String({ description: "'ADMIN' or 'PIC'" })),
            status: Type.Optional(Type.String({ description: "'active' or 'disabled'" })),
          }),
          response: replies({ 200: RowsPageSchema(StaffUserSchema) }),
        },
      },
      async (request) => {
        const page = readPage(request.query, { limit: STAFF_USERS_DEFAULT_LIMIT, maxLimit: 100 });
        const filter = {
          ...page,
          search: queryText(request.query, 'search'),
          role: queryOneOf(request.query, 'role', ROLES),
          status: queryOneOf(request.query, 'status', USER_STATUSES),
        };
        return ok('Users', await listStaff(app.db, filter));
      },
    );

    app.post(
      '/administrator-write/users',
      {
        config: { ...ADMIN, bodyRules: staffUserCreateSchema },
        schema: { summary: 'Creates a staff account and its set-password link', response: replies({ 201: StaffUserCreatedSchema }) },
      },
      async (request, reply) => {
        const body = await validateBody(staffUserCreateSchema, request.body);
        const created = await createStaffAccount(contextOf(request), body);
        return reply.status(201).send(ok('User created', created));
      },
    );

    app.patch(
      USER,
      { config: { ...ADMIN, bodyRules: staffUserUpdateSchema }, schema: { summary: 'Renames a staff account, changes its role or replaces its facilities', params: userIdParams, response: nothing } },
      async (request) => {
        // Only these fields: whatever else the body carries never reaches the row.
        const { name, role, clinic_ids, pharmacy_ids, center_ids } = await validateBody(staffUserUpdateSchema, request.body);
        const id = idOf(request.params);
        const { roleChanged } = await updateStaffAccount(contextOf(request), id, { name, role, clinic_ids, pharmacy_ids, center_ids });
        // Sockets joined the rooms of the old role: they reconnect and join the new one's.
        if (roleChanged) app.realtime.disconnectUser(id);
        return ok('User updated', null);
      },
    );

    app.post(
      `${USER}/disable`,
      { config: ADMIN, schema: { summary: 'Disables a staff account: its sessions and sockets end', params: userIdParams, response: nothing } },
      async (request) => {
        const id = idOf(request.params);
        if (!(await setStaffStatus(contextOf(request), id, 'disabled'))) noteUnchanged(request);
        // Through the adapter: the user's sockets on every server process drop.
        app.realtime.disconnectUser(id);
        return ok('User disabled', null);
      },
    );

    app.post(
      `${USER}/enable`,
      { config: ADMIN, schema: { summary: 'Enables a disabled staff account', params: userIdParams, response: nothing } },
      async (request) => {
        if (!(await setStaffStatus(contextOf(request), idOf(request.params), 'active'))) noteUnchanged(request);
        return ok('User enabled', null);
      },
    );

    app.post(
      `${USER}/reset-password`,
      {
        config: ADMIN,
        schema: { summary: 'A new set-password link for a staff account', params: userIdParams, response: replies({ 200: SetPasswordLinkSchema }) },
      },
      async (request) => {
        const url = await resetStaffPassword(contextOf(request), idOf(request.params));
        return ok('Set-password link created', { set_password_url: url });
      },
    );

    // Public: the token is the right. Guessing tokens shares the login brake's per-address allowance.
    app.post(
      '/administrator-read/set-password',
      { config: { bodyRules: setPasswordSchema, access: 'public' }, schema: { summary: "Sets a password with a set-password link's token (public)", response: nothing } },
      async (request, reply) => {
        const { token, password } = await validateBody(setPasswordSchema, request.body);
        const verdict = await app.loginThrottle.admitAddress(request.ip);
        if (!verdict.admitted) refuse(reply, verdict);
        await setPasswordWithLink(app.db, auditOf(request), token, password, app.clock());
        await app.loginThrottle.addressSucceeded(request.ip);
        return ok('Password set', null);
      },
    );

    app.post(
      '/administrator-write/me/password',
      {
        config: { bodyRules: changePasswordSchema, access: 'signed-in' },
        schema: { summary: "Changes one's own password: the other sessions end, this one gets a new token", response: replies({ 200: ChangePasswordResultSchema }) },
      },
      async (request, reply) => {
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
      },
    );
  };
}
