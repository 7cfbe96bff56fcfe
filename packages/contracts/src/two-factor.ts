import type { LoginPayload } from './session';

/*
 * The optional second factor of staff accounts (issue 25): TOTP (RFC 6238: 30 s, 6 digits) from an
 * authenticator app, with one-use recovery codes. REQUIRE_ADMIN_2FA makes it mandatory for ADMIN.
 */

/** Digits of a TOTP code. */
export const TWO_FACTOR_CODE_DIGITS = 6;
/** How many recovery codes a confirmation gives (shown once). */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in challenge is good for. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

/** The right password on an account with a second factor: no session yet, the code step follows. */
export interface TwoFactorRequired {
  two_factor_required: true;
  /** Signed, short-lived, bound to the account and its token_version: the code step sends it back. */
  challenge: string;
}

/**
 * The right password of an ADMIN without a second factor while REQUIRE_ADMIN_2FA is on: the challenge
 * opens only `administrator-read/login/two-factor/setup` and `.../confirm`, whose success signs in.
 */
export interface TwoFactorSetupRequired {
  two_factor_setup_required: true;
  challenge: string;
}

/** Reply of `POST administrator-read/login`. */
export type LoginResult = LoginPayload | TwoFactorRequired | TwoFactorSetupRequired;

/** Body of `POST administrator-read/login/two-factor`: a TOTP code or a recovery code. */
export interface TwoFactorLoginBody {
  challenge: string;
  code: string;
}

/** Reply of `POST administrator-write/me/two-factor/setup`: a pending secret, not active until confirmed. */
export interface TwoFactorSetup {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** otpauth://totp/... for the QR code. */
  otpauth_url: string;
}

/** Reply of `GET administrator-read/me/two-factor`: whether the signed-in user's second factor is on. */
export interface TwoFactorStatus {
  enabled: boolean;
}

/** Body of `POST administrator-write/me/two-factor/confirm`. */
export interface TwoFactorConfirmBody {
  code: string;
}

/** Reply of a confirmation: the recovery codes, shown once (only their hashes are kept). */
export interface TwoFactorConfirmed {
  recovery_codes: string[];
}

/** Reply of `POST administrator-read/login/two-factor/confirm` (the mandatory enrolment at sign-in). */
export type TwoFactorEnrolledLogin = LoginPayload & TwoFactorConfirmed;

/** Body of `POST administrator-write/me/two-factor/disable`. */
export interface TwoFactorDisableBody {
  current_password: string;
  /** A TOTP code or a recovery code. */
  code: string;
}
