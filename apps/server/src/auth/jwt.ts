import { createHmac, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role } from '@mk/contracts';
import { apiError, UnauthorizedError } from '../http/errors';

export interface TokenClaims {
  sub: string;
  role: Role;
  email: string;
  name: string;
  iat: number;
  exp: number;
  /** The administrator's token_version when the token was issued; absent in tokens older than it (read as 0). */
  ver?: number;
  /** Absent on back-office tokens; 'patient' on the patient app's (refused here, see verifyPatientToken). */
  kind?: 'patient';
}

/** A patient-app token: the patient's sys_id, their credentials' token_version and kind 'patient'. */
export interface PatientTokenClaims {
  sub: string;
  kind: 'patient';
  iat: number;
  exp: number;
  ver: number;
}

export const TOKEN_ERRORS = {
  missing: apiError('auth.required'),
  expired: apiError('auth.session_expired'),
  invalid: apiError('auth.invalid_token'),
  /** Ended on the server: logout, or a new password. */
  ended: apiError('auth.session_ended'),
  /** A patient token on a back-office route, or a back-office token on a patient-app route. */
  wrongKind: apiError('auth.wrong_token_kind'),
} as const;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

function signedToken(claims: TokenClaims | PatientTokenClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

export function signToken(
  user: { sys_id: string; role: Role; email: string; name: string; token_version?: number },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    sub: user.sys_id,
    role: user.role,
    email: user.email,
    name: user.name,
    iat,
    exp: iat + ttlSeconds,
    ver: user.token_version ?? 0,
  };
  return signedToken(claims, secret);
}

/** Checks the HS256 signature and expiry and gives the claims, whatever their kind. */
function verifiedClaims(token: string, secret: string, now: number): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  const [header, body, signature] = parts;
  const expected = sign(`${header}.${body}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  let claims: Record<string, unknown>;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (head.alg !== 'HS256') throw new Error('alg');
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.sub !== 'string' ||
    typeof claims.exp !== 'number' ||
    (claims.ver !== undefined && !Number.isSafeInteger(claims.ver))
  ) {
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  if (claims.exp * 1000 <= now) throw new UnauthorizedError(TOKEN_ERRORS.expired);
  return claims;
}

/** Verifies a back-office token; throws a 401 whose message says whether it expired, is invalid, or is a patient's. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims {
  const claims = verifiedClaims(token, secret, now);
  if (claims.kind !== undefined) throw new UnauthorizedError(TOKEN_ERRORS.wrongKind);
  if (!ROLES.includes(claims.role as Role)) throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  return claims as unknown as TokenClaims;
}

export function signPatientToken(patient: { sys_id: string; token_version: number }, secret: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  return signedToken({ sub: patient.sys_id, kind: 'patient', iat, exp: iat + ttlSeconds, ver: patient.token_version }, secret);
}

/** Verifies a patient-app token; a back-office token is refused with `auth.wrong_token_kind`. */
export function verifyPatientToken(token: string, secret: string, now = Date.now()): PatientTokenClaims {
  const claims = verifiedClaims(token, secret, now);
  if (claims.kind !== 'patient') throw new UnauthorizedError(TOKEN_ERRORS.wrongKind);
  return { sub: claims.sub as string, kind: 'patient', iat: Number(claims.iat), exp: claims.exp as number, ver: Number(claims.ver ?? 0) };
}
