import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ROLES, type Role } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { administrators } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ForbiddenError, UnauthorizedError, type ErrorText } from '../http/errors';
import { TOKEN_ERRORS, verifyToken } from './jwt';
import { requirePatient } from './patient-auth';

/*
 * The one place for roles and ownership. ADMIN sees and changes everything; a PIC only the clinics,
 * pharmacies and centers whose pic_id is theirs. Domain modules call these helpers rather than
 * comparing roles themselves, and add their own rules here.
 */

/** A 403 that the error handler records in the audit log as `access_denied`. */
export class AccessDeniedError extends ForbiddenError {
  constructor(
    readonly target: { entityType: string; entityId?: string | null } = { entityType: 'request' },
    text: ErrorText = apiError('auth.forbidden'),
  ) {
    super(text);
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

// Every authenticated request runs this lookup (issue 11: see db/prepared.ts).
const administratorQuery = preparedPerDatabase('administrator_of', (db, name) =>
  db
    .select({
      sys_id: administrators.sys_id,
      role: administrators.role,
      email: administrators.email,
      name: administrators.name,
      token_version: administrators.token_version,
      status: administrators.status,
    })
    .from(administrators)
    .where(eq(administrators.sys_id, sql.placeholder('sysId')))
    .limit(1)
    .prepare(name),
);

/** An active administrator with their current token_version (a logout, a new password or a disable raises it). */
async function administratorOf(db: DbOrTx, sysId: string): Promise<(AuthUser & { token_version: number }) | undefined> {
  const [row] = await administratorQuery(db).execute({ sysId });
  // A disabled account is as good as gone: no token or signed link of it is taken.
  if (!row || row.status !== 'active') return undefined;
  const { status: _status, ...administrator } = row;
  return administrator;
}

/**
 * Verifies a token and re-loads its administrator in the same query as before, so a deleted or
 * disabled account loses access at once, and a token of an older token_version (logout, new password) too.
 */
export async function authenticateToken(db: DbOrTx, token: string | undefined, secret: string): Promise<AuthUser> {
  if (!token) throw new UnauthorizedError(TOKEN_ERRORS.missing);
  const claims = await verifyToken(token, secret);
  const row = await administratorOf(db, claims.sub);
  if (!row) throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  if ((claims.ver ?? 0) !== row.token_version) throw new UnauthorizedError(TOKEN_ERRORS.ended);
  const { token_version: _version, ...user } = row;
  return user;
}

/*
 * Signed links: `?sig=<user id>.<hmac>&exp=<unix seconds>` on a route's `id`, HMAC-SHA256 with the
 * JWT secret over (id, exp, user id, token_version). It lets that user, and no one else, open that
 * one resource until exp; a logout or a new password (token_version) revokes it at once. The route's
 * service still checks the user may see the resource, as for a Bearer token.
 */
export const SIGNED_LINK_SECONDS = 60;

const linkMac = (secret: string, id: string, exp: number, userId: string, tokenVersion: number) =>
  createHmac('sha256', secret).update(`signed-link\n${id}\n${exp}\n${userId}\n${tokenVersion}`).digest();

/** The query string that lets `user` open resource `id` for SIGNED_LINK_SECONDS from `now`. */
export async function signLink(db: DbOrTx, secret: string, user: AuthUser, id: string, now: Date): Promise<string> {
  const row = await administratorOf(db, user.sys_id);
  if (!row) throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  const exp = Math.floor(now.getTime() / 1000) + SIGNED_LINK_SECONDS;
  const sig = `${user.sys_id}.${linkMac(secret, id, exp, user.sys_id, row.token_version).toString('base64url')}`;
  return new URLSearchParams({ sig, exp: String(exp) }).toString();
}

const LINK_INVALID = apiError('auth.link_invalid');

/** The user a signed link was made for, or a 401 (`auth.link_invalid`, `auth.link_expired`). */
export async function authenticateSignedLink(db: DbOrTx, secret: string, id: string, query: { sig?: unknown; exp?: unknown }, now: Date): Promise<AuthUser> {
  const [userId, mac] = typeof query.sig === 'string' ? query.sig.split('.') : [];
  const exp = typeof query.exp === 'string' && /^\d{1,12}$/.test(query.exp) ? Number(query.exp) : NaN;
  if (!userId || !mac || !/^[0-9a-f-]{36}$/i.test(userId) || !Number.isSafeInteger(exp)) throw new UnauthorizedError(LINK_INVALID);
  const row = await administratorOf(db, userId);
  const given = Buffer.from(mac, 'base64url');
  const expected = row && linkMac(secret, id, exp, row.sys_id, row.token_version);
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UnauthorizedError(LINK_INVALID);
  if (exp * 1000 <= now.getTime()) throw new UnauthorizedError(apiError('auth.link_expired'));
  const { token_version: _version, ...user } = row;
  return user;
}

/** preHandler of a `signedLink` route: a Bearer token when the request has one, else the link's `sig` and `exp`. */
export const requireUserOrSignedLink: preHandlerAsyncHookHandler = async function requireUserOrSignedLink(request, reply) {
  const query = request.query as { sig?: unknown; exp?: unknown };
  if (request.headers.authorization || query.sig === undefined) return requireUser.call(request.server, request, reply);
  const { db, tokens } = request.server;
  request.user = await authenticateSignedLink(db, tokens.secret, String((request.params as { id?: unknown }).id).toLowerCase(), query, request.server.clock());
};

/** preHandler: the request must carry a valid `Authorization: Bearer` token. */
export const requireUser: preHandlerAsyncHookHandler = async function requireUser(request) {
  if (request.user) return;
  const { db, tokens } = request.server;
  request.user = await authenticateToken(db, bearerToken(request.headers.authorization), tokens.secret);
};

/** preHandler: an authenticated user with one of these roles (403, audited, otherwise). */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function requireRoleHandler(this: unknown, request, reply) {
    await requireUser.call(request.server, request, reply);
    if (!roles.includes(request.user!.role)) throw new AccessDeniedError({ entityType: 'route', entityId: routeOf(request) });
  };
}

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

/*
 * Route access, declared by every route in its options (`{ config: { access } }`); a route that
 * declares none stops the server at start-up (auth/route-access.ts). The declaration says who may
 * call the route at all; which clinic, physician or appointment a PIC may touch is still checked
 * by the services with assertCanAccess, and `ownership` names that check so the route table says it.
 */

/** The entity whose person in charge the service checks (assertCanAccess) after the route's own check. */
export type Ownership =
  | 'clinic'
  | 'pharmacy'
  | 'center'
  | 'package'
  | 'medical service'
  | 'physician'
  | 'appointment'
  | 'patient'
  | 'tagged entity'
  | 'own account'
  | 'prescription'
  | 'audited record';

export type RouteAccess =
  /** Anyone, no token: the patient app's listings, login, health, the dashboard's files. */
  | 'public'
  /** Any signed-in administrator (ADMIN or PIC). */
  | 'signed-in'
  /** A patient signed in to the patient app (auth/patient-auth.ts); administrators' tokens are refused. */
  | 'patient'
  | { readonly signedIn: true; readonly ownership?: Ownership; readonly signedLink?: true }
  | { readonly roles: readonly Role[]; readonly ownership?: Ownership };

/**
 * Any signed-in administrator; the service then checks `ownership`. With `signedLink`, a GET that a
 * browser opens in a new tab (no header) may carry the right in a short-lived link instead (signLink).
 */
export const signedIn = (options: { ownership?: Ownership; signedLink?: true } = {}): RouteAccess => ({ signedIn: true, ...options });

/** Signed in with one of these roles (403, audited, otherwise). */
export const roles = (...allowed: [Role, ...Role[]]): RouteAccess => ({ roles: allowed });

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'signed-in' || value === 'patient') return true;
  if (typeof value !== 'object' || value === null) return false;
  if ('roles' in value) return Array.isArray(value.roles) && value.roles.length > 0 && value.roles.every((role) => ROLES.includes(role));
  return 'signedIn' in value && value.signedIn === true;
}

/** Whom a declaration lets in, for the route table: 'public', 'signed-in', 'patient' or 'ADMIN,PIC'. */
export function accessSummary(access: RouteAccess): string {
  if (typeof access === 'string') return access;
  if ('roles' in access) return access.roles.join(',');
  return access.signedLink ? 'signed-in or signed link' : 'signed-in';
}

const PATIENT_GUARD = requirePatient(bearerToken);

/** The preHandler that enforces a declaration; none for a public route. */
export function accessGuard(access: RouteAccess): preHandlerAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'patient') return PATIENT_GUARD;
  if (typeof access === 'object' && 'roles' in access) return requireRole(...access.roles);
  if (typeof access === 'object' && access.signedLink) return requireUserOrSignedLink;
  return requireUser;
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError(TOKEN_ERRORS.missing);
  return request.user;
}

/** For list queries: undefined for ADMIN (no filter), the user's own sys_id for a PIC. */
export function ownerScope(user: AuthUser): string | undefined {
  return isAdmin(user) ? undefined : user.sys_id;
}

/** Throws a 403 (audited as `access_denied`) when a PIC touches a facility they are not in charge of. */
export function assertCanAccess(
  user: AuthUser,
  resource: { pic_id: string | null; sys_id?: string },
  entityType = 'resource',
): void {
  if (user.role === 'ADMIN') return;
  if (resource.pic_id !== user.sys_id) {
    throw new AccessDeniedError({ entityType, entityId: resource.sys_id ?? null });
  }
}

export const PIC_REQUIRED = apiError('auth.pic_required');

/** Who is put in charge of a new facility: a PIC is always themselves; an ADMIN must name an existing, active PIC. */
export async function resolvePicIdForCreate(db: DbOrTx, user: AuthUser, bodyPicId: unknown): Promise<string> {
  if (user.role !== 'ADMIN') return user.sys_id;
  if (typeof bodyPicId !== 'string' || !/^[0-9a-f-]{36}$/i.test(bodyPicId)) throw new BadRequestError(PIC_REQUIRED);
  const [pic] = await db
    .select({ sys_id: administrators.sys_id })
    .from(administrators)
    // A disabled account is put in charge of nothing new.
    .where(and(eq(administrators.sys_id, bodyPicId), eq(administrators.role, 'PIC'), eq(administrators.status, 'active')))
    .limit(1);
  if (!pic) throw new BadRequestError(PIC_REQUIRED);
  return pic.sys_id;
}

/** Whether the user administers everything (may name a clinic's person in charge, mark it internal...). */
export function isAdmin(user: AuthUser): boolean {
  return user.role === 'ADMIN';
}
