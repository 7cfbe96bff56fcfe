import { createHmac, timingSafeEqual } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '@mk/contracts';
import { apiError, UnauthorizedError } from '../http/errors';

/*
 * The sign-in challenge between the password and the code (issue 25): who passed the password, at
 * which token_version, for what (`login`: the code step; `setup`: REQUIRE_ADMIN_2FA's enrolment),
 * until when. HMAC-SHA256 under a key derived for this purpose alone: a challenge is never a session
 * token (the session key does not verify it) and a session token is never a challenge.
 */

export type ChallengePurpose = 'login' | 'setup';

export interface ChallengeClaims {
  sub: string;
  /** The account's token_version: a new password or a logout everywhere ends the challenge too. */
  ver: number;
  purpose: ChallengePurpose;
  /** Seconds since the epoch. */
  exp: number;
}

const TTL_SECONDS = TWO_FACTOR_CHALLENGE_MINUTES * 60;

const keyOf = (serverSecret: string) => createHmac('sha256', serverSecret).update('mk:two-factor:challenge').digest();
const mac = (serverSecret: string, body: string) => createHmac('sha256', keyOf(serverSecret)).update(body).digest();

export function signChallenge(serverSecret: string, user: { sys_id: string; token_version: number }, purpose: ChallengePurpose, now: Date): string {
  const claims: ChallengeClaims = { sub: user.sys_id, ver: user.token_version, purpose, exp: Math.floor(now.getTime() / 1000) + TTL_SECONDS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(serverSecret, body).toString('base64url')}`;
}

const INVALID = () => new UnauthorizedError(apiError('two_factor.challenge_invalid'));

/** The claims of a genuine, unexpired challenge for `purpose`; otherwise a 401 (sign in again). */
export function verifyChallenge(serverSecret: string, challenge: string, purpose: ChallengePurpose, now: Date): ChallengeClaims {
  const [body, signature, extra] = challenge.split('.');
  if (!body || !signature || extra !== undefined) throw INVALID();
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(serverSecret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw INVALID();
  let claims: ChallengeClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChallengeClaims;
  } catch {
    throw INVALID();
  }
  if (claims.purpose !== purpose || typeof claims.sub !== 'string' || !Number.isSafeInteger(claims.ver)) throw INVALID();
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) throw INVALID();
  return claims;
}
