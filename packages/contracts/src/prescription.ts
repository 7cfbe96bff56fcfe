/*
 * Prescriptions: the reply types (Prescription, PrescriptionMedicine) are derived from their schemas
 * in prescription.schema.ts.
 */
export type { Prescription, PrescriptionMedicine } from './prescription.schema';
