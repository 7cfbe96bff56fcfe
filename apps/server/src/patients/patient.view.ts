import type { Patient, PatientLookup } from '@mk/contracts';
import { patients } from '../db/schema';

/** The columns every patient read returns (spec 2 section 3); the clinic name as `clinicName`. */
export const PATIENT_VIEW_COLUMNS = {
  sys_id: patients.sys_id,
  id: patients.id,
  name: patients.name,
  phone: patients.phone,
  national_id: patients.national_id,
  date_of_birth: patients.date_of_birth,
  gender: patients.gender,
  country_id: patients.country_id,
  clinicName: patients.clinic_name,
};

export type PatientView = Patient;

/** What the booking wizard's phone lookup answers: enough to recognise the patient and book them. */
export type PatientLookupView = PatientLookup;

/**
 * A national id as shown to someone who may not read it in full (PDPL's minimum necessary): its
 * last 4 digits, enough to confirm it with the patient at the desk ('1000000008' -> '******0008').
 */
export function maskNationalId(nationalId: string | null): string | null {
  if (!nationalId) return nationalId;
  return `${'*'.repeat(Math.max(0, nationalId.length - 4))}${nationalId.slice(-4)}`;
}
