import { Type, type Static } from '@sinclair/typebox';
import { isoTime, sysId } from './schema-fields';

/*
 * The patient app's own replies as JSON Schema (TypeBox), for the server's `/patient-app/*` routes.
 * Its other replies reuse the domains' schemas (prescriptions, offers, notifications).
 */

/** Payload of `POST /api/patient-app/login`: the patient token and who it is. */
export const PatientLoginPayloadSchema = Type.Object({
  token: Type.String({ description: 'The patient token (a bearer token for the other patient-app routes)' }),
  sys_id: sysId('The patient'),
  name: Type.String({ description: "The patient's name" }),
});
export type PatientLoginPayload = Static<typeof PatientLoginPayloadSchema>;

/** Payload of `POST /api/patient-app/orders`: the order placed and how many pharmacies it was sent to. */
export const PatientOrderPlacedSchema = Type.Object({
  sys_id: sysId('The order'),
  createdAt: isoTime('When it was placed'),
  pharmacies: Type.Integer({ minimum: 0, description: 'How many pharmacies within reach it was sent to' }),
});
