import { Type, type Static } from '@sinclair/typebox';
import { isoTime, sysId, text } from './schema-fields';

/*
 * The emergency calls API's replies as JSON Schema (TypeBox): the server's routes reply through these
 * schemas and the types the dashboard reads are derived from them, so the two cannot differ.
 */

/** An accepted emergency call (spec 3 section 3): the rows of `GET emergency-read/accepted-calls/{pharmacyId}`. */
export const EmergencyCallSchema = Type.Object({
  temp_appointment_id: sysId('The emergency call'),
  date_time: isoTime('When the call took place'),
  patient: Type.Object({
    name: Type.String(),
    country_id: text("'SAU' for a citizen; null when unknown"),
    date_of_birth: text('ISO 8601; null when unknown'),
    national_id: text('Null when the patient has none'),
  }),
});
export type EmergencyCall = Static<typeof EmergencyCallSchema>;
