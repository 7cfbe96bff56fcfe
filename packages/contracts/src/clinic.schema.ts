import { Type, type Static } from '@sinclair/typebox';
import { facilityStatusFields, isoTime, orNull, sysId, text } from './schema-fields';
import { TagSearchItemSchema } from './tag.schema';

/*
 * The clinics API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas and
 * the types the dashboard reads are derived from them, so the two cannot differ. The fields are the
 * clinic columns as stored: text a write may leave out is null, never missing.
 */


/** A clinic as the API sends it (spec 1 section 3): `clinic-read/`, and the replies of `POST` and `PATCH clinic-write`. */
export const ClinicSchema = Type.Object({
  sys_id: sysId(),
  id: Type.Integer({ minimum: 1, description: 'The serial number, shown nowhere; clinics are addressed by sys_id' }),
  registered_clinic_name: Type.String(),
  registered_clinic_name_arabic: Type.String({ description: 'The Arabic name; empty when none was given' }),
  specialization: text('One of SPECIALIZATIONS'),
  specialization_arabic: text('The Arabic label of the specialization, derived by the server'),
  branch_name: text(),
  facility_type: Type.String({ description: 'One of FACILITY_TYPES' }),
  services_offered: text(),
  SCFHS_license_number: text(),
  website: text(),
  address: text('Shown as District'),
  street: text(),
  city: text('One of CITIES'),
  zip: text(),
  country: text(),
  lng: text('The longitude, as written (text keeps every decimal)'),
  lat: text('The latitude, as written (text keeps every decimal)'),
  clinic_bio: text('The Arabic bio'),
  clinic_bio_en: text('The English bio'),
  payment_details: text(),
  account_name: text(),
  bank_name: text(),
  account_number: text(),
  IBAN_number: text(),
  pic_id: orNull(sysId('The sys_id of the person in charge')),
  avatar: text('The logo: a path of ours (`/api/media/files/...`) or a link'),
  contact_number: text(),
  path: text('The profile link slug'),
  walkin_enabled: Type.Boolean(),
  enable_clinic_pay: Type.Boolean(),
  enable_online_pay: Type.Boolean(),
  homecare_enabled: Type.Boolean(),
  same_day_booking: Type.Boolean(),
  is_internal: Type.Boolean({ description: 'Set by ADMIN only' }),
  ...facilityStatusFields,
  createdAt: isoTime('When the clinic was registered'),
  updatedAt: isoTime('When the clinic last changed'),
});
export type Clinic = Static<typeof ClinicSchema>;

/** A clinic with its active tags: the rows of `GET clinic-read/clinics` and the item of `GET clinic-read/{id}`. */
export const ClinicWithTagsSchema = Type.Object({ ...ClinicSchema.properties, tags: Type.Array(TagSearchItemSchema, { description: 'Its active tags' }) });
export type ClinicWithTags = Static<typeof ClinicWithTagsSchema>;

/** What the patient app may show of a clinic (`GET clinic-read/public`, no login); the logo is a whole link. */
export const PublicClinicSchema = Type.Object({
  sys_id: sysId(),
  registered_clinic_name: Type.String(),
  registered_clinic_name_arabic: Type.String(),
  specialization: text(),
  specialization_arabic: text(),
  city: text(),
  address: text(),
  street: text(),
  avatar: text('The logo, as a whole link'),
  path: text(),
  clinic_bio: text(),
  clinic_bio_en: text(),
  website: text(),
  contact_number: text(),
  walkin_enabled: Type.Boolean(),
  homecare_enabled: Type.Boolean(),
  same_day_booking: Type.Boolean(),
});
export type PublicClinic = Static<typeof PublicClinicSchema>;

/** What `DELETE clinic-write/{id}` answers: the removed clinic's id and name. */
export const DeletedClinicSchema = Type.Object({ sys_id: sysId(), registered_clinic_name: Type.String() });
export type DeletedClinic = Static<typeof DeletedClinicSchema>;
