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
}

export const TOKEN_ERRORS = {
  missing: apiError('auth.required'),
  expired: apiError('auth.session_expired'),
  invalid: apiError('auth.invalid_token'),
  /** Ended on the server: logout, or a new password. */
  ended: apiError('auth.session_ended'),
} as const;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
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
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** Verifies an HS256 token; throws a 401 whose message says whether it expired or is simply invalid. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  const [header, body, signature] = parts;
  const expected = sign(`${header}.${body}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  let claims: Partial<TokenClaims>;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (head.alg !== 'HS256') throw new Error('alg');
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenClaims>;
  } catch {
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.exp !== 'number' ||
    (claims.ver !== undefined && !Number.isSafeInteger(claims.ver)) ||
    !ROLES.includes(claims.role as Role)
  ) {
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  if (claims.exp * 1000 <= now) throw new UnauthorizedError(TOKEN_ERRORS.expired);
  return claims as TokenClaims;
}
