/*
 * The optional second factor of staff accounts (issue 25): TOTP (RFC 6238: 30 s, 6 digits) from an
 * authenticator app, with one-use recovery codes. REQUIRE_ADMIN_2FA makes it mandatory for ADMIN. The
 * replies (`LoginResult`, `TwoFactorSetup`, `TwoFactorStatus`, ...) are derived from their schemas in
 * two-factor.schema.ts.
 */

/** Digits of a TOTP code. */
export const TWO_FACTOR_CODE_DIGITS = 6;
/** How many recovery codes a confirmation gives (shown once). */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in challenge is good for. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

/** Body of `POST administrator-read/login/two-factor`: a TOTP code or a recovery code. */
export interface TwoFactorLoginBody {
  challenge: string;
  code: string;
}

/** Body of `POST administrator-write/me/two-factor/confirm`. */
export interface TwoFactorConfirmBody {
  code: string;
}

/** Body of `POST administrator-write/me/two-factor/disable`. */
export interface TwoFactorDisableBody {
  current_password: string;
  /** A TOTP code or a recovery code. */
  code: string;
}
