import { Type, type Static } from '@sinclair/typebox';
import { sysId } from './schema-fields';
import { ROLES } from './session';

/*
 * The sign-in API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas and
 * the types the dashboard reads are derived from them, so the two cannot differ. Never a password hash,
 * a token version or a second-factor secret: only what the session keeps.
 */

export const RoleSchema = Type.Union(
  ROLES.map((role) => Type.Literal(role)),
  { description: "'ADMIN' (every facility) or 'PIC' (the person in charge of their own facilities)" },
);

/** A facility the logged-in user is in charge of, as the session keeps it. */
export const OwnedFacilitySchema = Type.Object({
  sys_id: sysId('The facility'),
  name: Type.String(),
  name_ar: Type.Optional(Type.String({ description: 'The Arabic name; empty when none was given' })),
});
export type OwnedFacility = Static<typeof OwnedFacilitySchema>;

/** Payload of `POST administrator-read/login` (and of the sign-in steps after it): the user and a session token. */
export const LoginPayloadSchema = Type.Object({
  sys_id: sysId('The user'),
  role: RoleSchema,
  email: Type.String(),
  name: Type.String(),
  token: Type.String({ description: 'The session token (a JWT): sent as `Authorization: Bearer <token>`' }),
});
export type LoginPayload = Static<typeof LoginPayloadSchema>;

/** An entry of `GET administrator-Read/`. */
export const AdministratorSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  sys_id: sysId('The user'),
});
export type Administrator = Static<typeof AdministratorSchema>;
