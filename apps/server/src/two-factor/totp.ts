import { generateSecret, generateURI, verify } from 'otplib';

/*
 * TOTP as RFC 6238 and the authenticator apps have it: SHA-1, 6 digits, 30-second steps. A code of the
 * step before or after is accepted too (a phone's clock a little off, a code typed as it changed).
 */

const PERIOD_SECONDS = 30;
/** One step either side, in seconds (otplib's epochTolerance). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Marketplace Back Office';

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (secret: string, email: string): string => generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_SECONDS });

/** The 6 digits of a TOTP code as the user may type them (spaces in the middle); undefined when it is no TOTP code. */
export function totpDigits(code: string): string | undefined {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step of `code` when it is right at `now` and later than `afterStep` (the last code the
 * account used: a code is good once); undefined otherwise.
 */
export async function acceptedStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      period: PERIOD_SECONDS,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null && { afterTimeStep: afterStep }),
    });
    // A TOTP verification's result names its step (the union type also covers HOTP's).
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // otplib throws on a token of the wrong shape; to the user that is a wrong code.
    return undefined;
  }
}
