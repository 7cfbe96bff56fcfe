import { Type } from '@sinclair/typebox';
import { GENDER_LABELS } from '@mk/contracts';
import { roles } from '../auth/policy';
import { labelOf, riyadhDateTime, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import { riyadhDay } from '../pdf/riyadh-day';
import { patientExportRows, type ExportedPatient, type PatientSearch } from './patients.repository';
import { readPatientSearch } from './patients.service';

/**
 * The list's columns (ID, name, National/Residence ID, phone) and what else a desk asks of a
 * patient. The national id is written in full: the list (`GET patient-read/`, ADMIN only, as this
 * file) shows it unmasked, and a PIC never gets this file.
 */
const PATIENT_COLUMNS: ExportColumn<ExportedPatient>[] = [
  { header: { en: 'ID', ar: 'المعرّف' }, value: (row) => row.sys_id },
  { header: { en: 'Patient Name', ar: 'اسم المريض' }, value: (row) => row.name },
  { header: { en: 'Phone Number', ar: 'رقم الجوال' }, value: (row) => row.phone },
  { header: { en: 'National/Residence ID', ar: 'رقم الهوية/الإقامة' }, value: (row) => row.national_id?.trim() ?? '' },
  { header: { en: 'Date of Birth', ar: 'تاريخ الميلاد' }, value: (row) => riyadhDay(row.date_of_birth) },
  { header: { en: 'Gender', ar: 'الجنس' }, value: (row, locale) => labelOf(GENDER_LABELS, row.gender, locale) },
  { header: { en: 'Clinic', ar: 'العيادة' }, value: (row) => row.clinicName ?? '' },
  { header: { en: 'Registered', ar: 'تاريخ التسجيل' }, value: (row) => riyadhDateTime(row.createdAt) },
];

/** `GET patient-read/export`: every patient of the list's search, newest first, as a file (ADMIN only, as the list). */
export const patientExport: ExportRoute<ExportedPatient, PatientSearch | undefined> = {
  path: '/patient-read/export',
  summary: "The patient list as a CSV or XLSX file, with the list's search, newest first, in the reader's language (ADMIN only)",
  access: roles('ADMIN'),
  filters: {
    search: Type.Optional(Type.String({ description: 'A name, or the digits of a phone or a national id (as the list)' })),
  },
  list: 'patients',
  title: { en: 'Patients', ar: 'المرضى' },
  columns: PATIENT_COLUMNS,
  filterOf: (query) => readPatientSearch(query),
  read: (db, _user, search, window) => patientExportRows(db, window, search),
};
