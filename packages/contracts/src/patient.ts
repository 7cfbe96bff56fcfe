import type { Gender } from './enums';

/** A patient (spec 2 section 3). `clinicName` is added on create. */
export interface Patient {
  sys_id?: string;
  id?: number | string;
  name: string;
  phone: string;
  national_id: string;
  /** ISO string. */
  date_of_birth: string;
  gender?: Gender;
  clinicName?: string;
  /** 'SAU' when the national id starts with 1. */
  country_id?: string;
}

/** Body of `POST patient-write`. */
export type PatientCreate = Omit<Patient, 'sys_id' | 'id'>;

/** One patient of `POST patient-write/bulk-create/{loggedInUserId}` (batches of up to 500). */
export interface BulkPatient {
  name: string;
  phone: string;
  national_id: string;
  date_of_birth?: string;
  country_id?: string;
}

/** A row of the patients list. */
export interface PatientListItem {
  sys_id: string;
  name: string;
  national_id?: string;
  phone: string;
  date_of_birth?: string;
  country_id?: string;
}

/** A column of the CSV matching step: a header name, or -1 for 'Data not available'. */
export type CsvColumnMatch = string | -1;
export const CSV_COLUMN_NOT_AVAILABLE = -1;

/** What happened to one row of a bulk create batch (`index` is its position in the batch). */
export type BulkPatientOutcome = 'created' | 'existing' | 'rejected';

export interface BulkPatientRowResult {
  index: number;
  outcome: BulkPatientOutcome;
  /** The new or existing patient. */
  sys_id?: string;
  /** Why a row was rejected, in the spec's words (English). */
  reason?: string;
  /** The stable code of `reason` (a validation id or an API error code), for the dashboard to translate. */
  code?: string;
}

/** Payload of `POST patient-write/bulk-create/{userId}`: counts and one result per row. */
export interface BulkPatientResult {
  created: number;
  existing: number;
  rejected: number;
  rows: BulkPatientRowResult[];
}
