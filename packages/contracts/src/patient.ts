import type { Gender } from './enums';

/*
 * Patients: the request bodies. The replies (Patient, PatientLookup, BulkPatientResult...) are derived
 * from their schemas in patient.schema.ts.
 */

/** Body of `POST patient-write` (spec 2 section 3). */
export interface PatientCreate {
  name: string;
  phone: string;
  national_id: string;
  /** ISO string. */
  date_of_birth: string;
  gender?: Gender;
  /** The clinic the wizard books at. */
  clinicName?: string;
  /** 'SAU' when the national id starts with 1. */
  country_id?: string;
}

/** One patient of `POST patient-write/bulk-create/{loggedInUserId}` (batches of up to 500). */
export interface BulkPatient {
  name: string;
  phone: string;
  national_id: string;
  date_of_birth?: string;
  country_id?: string;
}

/** A column of the CSV matching step: a header name, or -1 for 'Data not available'. */
export type CsvColumnMatch = string | -1;
export const CSV_COLUMN_NOT_AVAILABLE = -1;
