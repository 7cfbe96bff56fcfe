import { Type, type Static } from '@sinclair/typebox';
import { LoginPayloadSchema } from './session.schema';

/*
 * The second factor's replies (issue 25) as JSON Schema (TypeBox): the server's routes reply through
 * these schemas and the types the dashboard reads are derived from them, so the two cannot differ. The
 * only secret that ever leaves is the pending one a setup shows for the authenticator app; never the
 * active secret or the recovery codes' hashes.
 */

const challenge = () =>
  Type.String({ description: 'Signed, short-lived, bound to the account and its token_version: the next step sends it back' });

/** The right password on an account with a second factor: no session yet, the code step follows. */
export const TwoFactorRequiredSchema = Type.Object({ two_factor_required: Type.Literal(true), challenge: challenge() });
export type TwoFactorRequired = Static<typeof TwoFactorRequiredSchema>;

/**
 * The right password of an ADMIN without a second factor while REQUIRE_ADMIN_2FA is on: the challenge
 * opens only `administrator-read/login/two-factor/setup` and `.../confirm`, whose success signs in.
 */
export const TwoFactorSetupRequiredSchema = Type.Object({ two_factor_setup_required: Type.Literal(true), challenge: challenge() });
export type TwoFactorSetupRequired = Static<typeof TwoFactorSetupRequiredSchema>;

/** Reply of `POST administrator-read/login`: a session, or the second-factor step that must come first. */
export const LoginResultSchema = Type.Union([LoginPayloadSchema, TwoFactorRequiredSchema, TwoFactorSetupRequiredSchema]);
export type LoginResult = Static<typeof LoginResultSchema>;

/** Reply of `POST administrator-write/me/two-factor/setup`: a pending secret, not active until confirmed. */
export const TwoFactorSetupSchema = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into an app that cannot scan' }),
  otpauth_url: Type.String({ description: 'otpauth://totp/... for the QR code' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;

/** Reply of `GET administrator-read/me/two-factor`: whether the signed-in user's second factor is on. */
export const TwoFactorStatusSchema = Type.Object({ enabled: Type.Boolean() });
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;

const recoveryCodes = () => Type.Array(Type.String(), { description: 'The recovery codes, shown once (only their hashes are kept)' });

/** Reply of a confirmation: the recovery codes. */
export const TwoFactorConfirmedSchema = Type.Object({ recovery_codes: recoveryCodes() });
export type TwoFactorConfirmed = Static<typeof TwoFactorConfirmedSchema>;

/** Reply of `POST administrator-read/login/two-factor/confirm` (the mandatory enrolment at sign-in): a session and the recovery codes. */
export const TwoFactorEnrolledLoginSchema = Type.Composite([LoginPayloadSchema, TwoFactorConfirmedSchema]);
export type TwoFactorEnrolledLogin = Static<typeof TwoFactorEnrolledLoginSchema>;
