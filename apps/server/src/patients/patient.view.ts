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

export interface PatientView {
  sys_id: string;
  id: number;
  name: string;
  phone: string;
  national_id: string | null;
  date_of_birth: string | null;
  gender: 'Male' | 'Female' | null;
  country_id: string | null;
  clinicName: string | null;
}
