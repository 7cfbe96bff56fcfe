import { Type, type Static } from '@sinclair/typebox';
import { orNull, sysId, text } from './schema-fields';

/*
 * The patients API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas and
 * the types the dashboard reads are derived from them, so the two cannot differ. Patient data is
 * sensitive: each reply declares exactly the fields it sends, and a field a schema does not declare
 * never leaves the server.
 */

const gender = orNull(Type.Union([Type.Literal('Male'), Type.Literal('Female')]), "'Male' or 'Female'; null when not given");

/** A patient as the API sends it (spec 2 section 3): the rows of `GET patient-read/` and the reply of `POST patient-write`. */
export const PatientSchema = Type.Object({
  sys_id: sysId(),
  id: Type.Integer({ minimum: 1, description: 'The serial number; patients are addressed by sys_id' }),
  name: Type.String(),
  phone: Type.String({ description: "Normalised: '0' and the last 9 digits for a mobile" }),
  national_id: text('The National/Residence ID; null when none was given'),
  date_of_birth: text('ISO 8601 text (the CSV upload sends the day at 06:00 UTC); null when not given'),
  gender,
  country_id: text("'SAU' when the national id starts with 1"),
  clinicName: text('The clinic named when the patient was registered in the booking wizard'),
});
export type Patient = Static<typeof PatientSchema>;
/** A row of the patients list. */
export type PatientListItem = Patient;

/**
 * What `GET patient-read/search?phone=` answers (the booking wizard's first step): only what booking shows,
 * the national id masked ('******0008') unless the caller is ADMIN or the patient visited one of their clinics.
 */
export const PatientLookupSchema = Type.Object({
  sys_id: sysId(),
  name: Type.String(),
  phone: Type.String(),
  national_id: text('Masked to its last 4 digits unless the caller may read it in full'),
  date_of_birth: text(),
  gender,
});
export type PatientLookup = Static<typeof PatientLookupSchema>;

/** What `POST patient-read/identity-check` answers: only whether each value is taken, never by whom. */
export const PatientIdentityTakenSchema = Type.Object({ national_id_taken: Type.Boolean(), phone_taken: Type.Boolean() });
export type PatientIdentityTaken = Static<typeof PatientIdentityTakenSchema>;

/** What happened to one row of a bulk create batch (`index` is its position in the batch). */
export const BulkPatientRowResultSchema = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  outcome: Type.Union([Type.Literal('created'), Type.Literal('existing'), Type.Literal('rejected')]),
  sys_id: Type.Optional(sysId('The new or existing patient')),
  reason: Type.Optional(Type.String({ description: "Why a row was rejected, in the spec's words (English)" })),
  code: Type.Optional(Type.String({ description: 'The stable code of `reason` (a validation id or an API error code), for the dashboard to translate' })),
});
export type BulkPatientRowResult = Static<typeof BulkPatientRowResultSchema>;
export type BulkPatientOutcome = BulkPatientRowResult['outcome'];

/** Payload of `POST patient-write/bulk-create/{userId}`: counts and one result per row. */
export const BulkPatientResultSchema = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  existing: Type.Integer({ minimum: 0 }),
  rejected: Type.Integer({ minimum: 0 }),
  rows: Type.Array(BulkPatientRowResultSchema),
});
export type BulkPatientResult = Static<typeof BulkPatientResultSchema>;
