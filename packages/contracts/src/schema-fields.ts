import { Type, type TNull, type TSchema, type TString, type TUnion } from '@sinclair/typebox';
import { FACILITY_STATUSES } from './staff';

/*
 * The field shapes the reply schemas (`*.schema.ts`) share, so a sys_id or a time reads the same in
 * every domain's OpenAPI entry. `orNull`, `sysId` and `isoTime` are exported for the domains' own
 * contracts (`packages/<domain>/src/contract`).
 */

/** A value or null (a nullable column). */
export const orNull = <T extends TSchema>(schema: T, description?: string): TUnion<[T, TNull]> =>
  Type.Union([schema, Type.Null()], description ? { description } : {});

/** Text or null (a nullable text column). */
export const text = (description?: string): TUnion<[TString, TNull]> => orNull(Type.String(), description);

/** A row's sys_id (a UUID). */
export const sysId = (description?: string): TString => Type.String({ description: description ?? 'The sys_id (a UUID)' });

/** A time, as the views send it: ISO 8601 text. */
export const isoTime = (description: string): TString => Type.String({ description: `${description} (ISO 8601 time)` });

/** A clinic's, pharmacy's or center's approval (issue 25) and ADMIN's words about it. */
export const facilityStatusFields = {
  status: Type.Union(
    FACILITY_STATUSES.map((status) => Type.Literal(status)),
    { description: "The approval (issue 25): 'pending' until ADMIN approves, 'active' (reaches patients) or 'suspended'" },
  ),
  status_reason: text("ADMIN's words to the PIC when suspending or sending back; else null"),
};
