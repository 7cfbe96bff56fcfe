import { Type, type Static } from '@sinclair/typebox';
import { orNull, sysId } from './schema-fields';

/*
 * The prescriptions API's replies as JSON Schema (TypeBox): the server's routes reply through these
 * schemas and the types the dashboard reads are derived from them, so the two cannot differ. A module
 * of its own, so a bundle that only needs the types does not carry the schemas.
 */


/** One medicine of a prescription; the fields the prescriber left blank are absent. */
export const PrescriptionMedicineSchema = Type.Object({
  medicine_id: Type.String({ description: 'The id of the prescribed medicine, as text' }),
  generic_name: Type.String(),
  generic_name_ar: orNull(Type.String(), 'The generic name in Arabic; null when unknown'),
  strength_value: Type.Optional(Type.String({ description: 'As written ("500")' })),
  strength_value_unit: Type.Optional(Type.String()),
  dosage_form: Type.Optional(Type.String()),
  note: Type.Optional(Type.String()),
  is_dispensed: Type.Boolean({ description: 'Given out by a pharmacy (emergency prescriptions)' }),
});
export type PrescriptionMedicine = Static<typeof PrescriptionMedicineSchema>;

/** A prescription (spec 2 section 3) as `GET prescription-read/id/{id}` (and the patient app's list) sends it. */
export const PrescriptionSchema = Type.Object({
  sys_id: sysId(),
  patient_id: sysId('The patient it was written for'),
  clinic_id: orNull(sysId(), 'The issuing clinic (for one written at an appointment, the appointment’s); null when none'),
  patient_name: Type.String(),
  clinic_name: Type.String({ description: 'Empty when no clinic issued it' }),
  physician_name: Type.String({ description: 'Empty when no physician is named' }),
  clinic_name_ar: Type.Optional(Type.String({ description: "The clinic's Arabic name, when known (the Arabic reader's PDF uses it)" })),
  physician_name_ar: Type.Optional(Type.String({ description: "The physician's Arabic name, when known" })),
  issued_at: Type.String({ description: 'When it was issued (ISO 8601 time)' }),
  medicines: Type.Array(PrescriptionMedicineSchema),
});
export type Prescription = Static<typeof PrescriptionSchema>;
