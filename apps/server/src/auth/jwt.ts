import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
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

/*
 * Tokens are compact JWS signed and checked by jose (HS256 with the secret of jwt-secret.ts). The
 * header and the claims keep the order the hand-written signer used before, so a token comes out
 * byte for byte as it did and the tokens issued before the move verify until they expire.
 */
const ALGORITHM = 'HS256';
const HEADER = { alg: ALGORITHM, typ: 'JWT' } as const;

/*
 * The HMAC key imported once per secret: given the raw bytes, jose would import them again for every
 * token it checks, and every authenticated request checks one. A process has one secret (tests a few).
 */
const hmacKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

async function signedToken(claims: TokenClaims | PatientTokenClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims } as JWTPayload).setProtectedHeader(HEADER).sign(await hmacKey(secret));
}

export async function signToken(
  user: { sys_id: string; role: Role; email: string; name: string; token_version?: number },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
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

/**
 * Checks the HS256 signature and expiry and gives the claims, whatever their kind. Only HS256 is
 * accepted (`alg: none` and every other algorithm are refused before any key is used); an expired
 * token says so, anything else wrong with a token is one answer, `auth.invalid_token`.
 */
async function verifiedClaims(token: string, secret: string, now: number): Promise<Record<string, unknown>> {
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, await hmacKey(secret), { algorithms: [ALGORITHM], currentDate: new Date(now) }));
  } catch (error) {
    // jose checks the expiry only once the signature holds, so a forged expired token is invalid.
    if (error instanceof errors.JWTExpired) throw new UnauthorizedError(TOKEN_ERRORS.expired);
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  // jose checks the registered claims only when present; ours are required, and `ver` is an integer.
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || (claims.ver !== undefined && !Number.isSafeInteger(claims.ver))) {
    throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  }
  return claims;
}

/** Verifies a back-office token; rejects with a 401 whose message says whether it expired, is invalid, or is a patient's. */
export async function verifyToken(token: string, secret: string, now = Date.now()): Promise<TokenClaims> {
  const claims = await verifiedClaims(token, secret, now);
  if (claims.kind !== undefined) throw new UnauthorizedError(TOKEN_ERRORS.wrongKind);
  if (!ROLES.includes(claims.role as Role)) throw new UnauthorizedError(TOKEN_ERRORS.invalid);
  return claims as unknown as TokenClaims;
}

export async function signPatientToken(
  patient: { sys_id: string; token_version: number },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signedToken({ sub: patient.sys_id, kind: 'patient', iat, exp: iat + ttlSeconds, ver: patient.token_version }, secret);
}

/** Verifies a patient-app token; a back-office token is refused with `auth.wrong_token_kind`. */
export async function verifyPatientToken(token: string, secret: string, now = Date.now()): Promise<PatientTokenClaims> {
  const claims = await verifiedClaims(token, secret, now);
  if (claims.kind !== 'patient') throw new UnauthorizedError(TOKEN_ERRORS.wrongKind);
  return { sub: claims.sub as string, kind: 'patient', iat: Number(claims.iat), exp: claims.exp as number, ver: Number(claims.ver ?? 0) };
}
