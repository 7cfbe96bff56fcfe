import { Type, type Static } from '@sinclair/typebox';
import { orNull, sysId } from './schema-fields';
import { OwnedFacilitySchema, RoleSchema } from './session.schema';
import { USER_STATUSES } from './staff';

/*
 * The staff accounts API's replies as JSON Schema (TypeBox): the server's routes reply through these
 * schemas and the types the dashboard reads are derived from them, so the two cannot differ. Never the
 * password hash, the token version or the second factor's secret.
 */

/** A row of `GET administrator-read/users`. */
export const StaffUserSchema = Type.Object({
  sys_id: sysId('The user'),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  status: Type.Union(
    USER_STATUSES.map((status) => Type.Literal(status)),
    { description: "'disabled': the account cannot sign in" },
  ),
  last_login_at: orNull(Type.String(), 'ISO time of the last successful sign-in; null when the user never signed in'),
  two_factor: Type.Boolean({ description: 'Whether the user signs in with a second factor (an authenticator app\'s code)' }),
  clinics: Type.Array(OwnedFacilitySchema, { description: 'The clinics whose person in charge the user is (pic_id)' }),
  pharmacies: Type.Array(OwnedFacilitySchema, { description: 'The pharmacies whose person in charge the user is' }),
  centers: Type.Array(OwnedFacilitySchema, { description: 'The centers whose person in charge the user is' }),
});
export type StaffUser = Static<typeof StaffUserSchema>;

const setPasswordUrl = () =>
  Type.String({ description: "Opens the dashboard's public `set-password` page; one use, valid SET_PASSWORD_LINK_HOURS. Shown once; empty when the link went to the user by e-mail" });

/** Reply of `POST administrator-write/users/{id}/reset-password`. */
export const SetPasswordLinkSchema = Type.Object({ set_password_url: setPasswordUrl() });
export type SetPasswordLink = Static<typeof SetPasswordLinkSchema>;

/** Reply of `POST administrator-write/users`. */
export const StaffUserCreatedSchema = Type.Object({ sys_id: sysId('The new user'), set_password_url: setPasswordUrl() });
export type StaffUserCreated = Static<typeof StaffUserCreatedSchema>;

/** Reply of a change of one's own password: a new token for this session (the old ones have ended). */
export const ChangePasswordResultSchema = Type.Object({ token: Type.String({ description: 'The new session token' }) });
export type ChangePasswordResult = Static<typeof ChangePasswordResultSchema>;
