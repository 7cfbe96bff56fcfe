import { Type, type Static } from '@sinclair/typebox';
import { MEDICAL_SERVICE_TYPES } from './enums';

/*
 * The medical services API's replies as JSON Schema (TypeBox): the server's routes reply through these
 * schemas and the types the dashboard reads are derived from them, so the two cannot differ. A module of
 * its own, so a bundle that only needs the types does not carry the schemas.
 */

/** A medical service of a center (spec 3 section 3). */
export const MedicalServiceSchema = Type.Object({
  sys_id: Type.String({ description: 'The service id' }),
  name: Type.String(),
  name_ar: Type.String(),
  price: Type.Integer({ minimum: 0, description: 'A whole price in SAR' }),
  type: Type.Union(
    MEDICAL_SERVICE_TYPES.map((type) => Type.Literal(type)),
    { description: 'LAB, RADIOLOGY or HOMECARE' },
  ),
  center_id: Type.String({ description: 'The center offering it' }),
  createdAt: Type.String({ description: 'When the service was created (ISO 8601)' }),
  updatedAt: Type.String({ description: 'When the service last changed (ISO 8601)' }),
});
export type MedicalService = Static<typeof MedicalServiceSchema>;

/** Reply of `PATCH medical-service-write/delete-service/{id}`. */
export const DeletedMedicalServiceSchema = Type.Object({ sys_id: Type.String(), name: Type.String() });
export type DeletedMedicalService = Static<typeof DeletedMedicalServiceSchema>;
