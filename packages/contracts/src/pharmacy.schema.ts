import { Type, type Static } from '@sinclair/typebox';
import { facilityStatusFields, isoTime, orNull, sysId, text } from './schema-fields';

/*
 * The pharmacies API's replies as JSON Schema (TypeBox): the server's routes reply through these
 * schemas and the types the dashboard reads are derived from them, so the two cannot differ. The
 * fields are the pharmacy columns as stored: text a write may leave out is null, never missing.
 */


/** A pharmacy as the API sends it (spec 2 section 3): `pharmacy-read`, `pharmacy-read/{id}` and the reply of `POST pharmacy-write`. */
export const PharmacySchema = Type.Object({
  sys_id: sysId(),
  name: Type.String(),
  name_ar: Type.String({ description: 'The Arabic name; empty when none was given' }),
  cr_number: text('The commercial registration number'),
  phone: text(),
  email: text('Optional: null when the pharmacy has none'),
  address: text('Shown as the district'),
  city: text('One of CITIES'),
  lat: text('The latitude, as written (text keeps every decimal)'),
  lng: text('The longitude, as written (text keeps every decimal)'),
  pic_id: orNull(sysId('The sys_id of the person in charge (an administrator whose role is PIC)')),
  ...facilityStatusFields,
  createdAt: isoTime('When the pharmacy was registered'),
  updatedAt: isoTime('When the pharmacy last changed'),
});
export type Pharmacy = Static<typeof PharmacySchema>;

/** What `PATCH pharmacy-write/{id}` answers: `id` (spec 2 section 7), then the stored pharmacy. */
export const PharmacyUpdatedSchema = Type.Object({ id: sysId('The sys_id again (spec 2 section 7)'), ...PharmacySchema.properties });
export type PharmacyUpdated = Static<typeof PharmacyUpdatedSchema>;
