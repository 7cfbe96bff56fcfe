import { Type, type Static } from '@sinclair/typebox';
import { facilityStatusFields, isoTime, orNull, sysId, text } from './schema-fields';
import { CENTER_TYPES } from './enums';

/*
 * The centers API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas and
 * the types the dashboard reads are derived from them, so the two cannot differ. The fields are the
 * center columns as stored: text a write may leave out is null, never missing.
 */

/**
 * A center as the API sends it (spec 3 section 3): `center-read`, `center-read/{id}`, and the replies of
 * `POST` and `PATCH center-write`.
 */
export const CenterSchema = Type.Object({
  sys_id: sysId(),
  center_name: Type.String(),
  center_name_arabic: Type.String({ description: 'The Arabic name; empty when none was given' }),
  center_type: Type.Union(
    CENTER_TYPES.map((type) => Type.Literal(type)),
    { description: 'One of CENTER_TYPES' },
  ),
  specialization: text('One of SPECIALIZATIONS'),
  specialization_arabic: text('The Arabic label of the specialization'),
  SCFHS_license_number: text('Shown as MOH license ID'),
  website: text(),
  contact_number: text(),
  address: text('Shown as District'),
  street: text(),
  city: text('One of CITIES'),
  lat: text('The latitude, as written (text keeps every decimal)'),
  lng: text('The longitude, as written (text keeps every decimal)'),
  center_bio: text('The English bio'),
  center_bio_ar: text('The Arabic bio'),
  account_name: text(),
  bank_name: text(),
  account_number: text(),
  IBAN_number: text(),
  pic_id: orNull(sysId('The sys_id of the person in charge')),
  avatar: text('The logo: a path of ours (`/api/media/files/...`) or a link'),
  homecare_enabled: Type.Boolean(),
  center_pay: Type.Boolean(),
  online_pay: Type.Boolean(),
  ...facilityStatusFields,
  createdAt: isoTime('When the center was registered'),
  updatedAt: isoTime('When the center last changed'),
});
export type Center = Static<typeof CenterSchema>;

/** What `DELETE center-write/{id}` answers (ours: the old product only showed a notice): the removed center's id and name. */
export const RemovedCenterSchema = Type.Object({ sys_id: sysId(), center_name: Type.String() });
export type RemovedCenter = Static<typeof RemovedCenterSchema>;

/** One hourly slot of a center's timetable (`GET medical-service-read/center-operating-hour/{id}` and the save's reply). */
export const CenterSlotSchema = Type.Object({
  day: Type.Integer({ minimum: 0, maximum: 6, description: 'The weekday, 0 (Sunday) to 6' }),
  from: Type.String({ description: 'The start, HHmm' }),
  until: Type.String({ description: 'The last minute, HHmm (0900-0959)' }),
});

/** What `DELETE medical-service-write/reset-operating-hour/{id}` answers: how many slots went. */
export const CenterHoursResetSchema = Type.Object({ removed: Type.Integer({ minimum: 0 }) });
export type CenterHoursReset = Static<typeof CenterHoursResetSchema>;
