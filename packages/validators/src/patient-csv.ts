import { CSV_COLUMN_NOT_AVAILABLE, type BulkPatient, type CsvColumnMatch } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import { parseBirthDate, type DateOrder } from './birth-date';
import { birthDateToIsoTime } from './date';
import type { MessageDescriptor } from './descriptor';
import { normalizeSaudiMobile, toWesternDigits } from './digits';
import { MESSAGES } from './messages';
import { countryIdFromNationalId, validateNationalId } from './national-id.rule';
import { isSaudiMobile } from './phone.rule';
import { isSingleScriptName } from './text';
import { TEXT_LIMITS, validateTextLength } from './text-rules';
import { ruleTest, text } from './yup-rules';

/** The column choices of the CSV matching step; -1 means 'Data not available'. */
export interface CsvColumnMatches {
  /** Split the name into first and last name columns. */
  splitName: boolean;
  fullName?: CsvColumnMatch;
  firstName?: CsvColumnMatch;
  lastName?: CsvColumnMatch;
  phone?: CsvColumnMatch;
  nationalId?: CsvColumnMatch;
  dateOfBirth?: CsvColumnMatch;
  /** How the short-form dates of birth are written (26/07/1990 is day first); month first by default, as the spec's mm/dd/yyyy. */
  dateOrder?: DateOrder;
}

const matched = (column?: CsvColumnMatch) =>
  column !== undefined && column !== CSV_COLUMN_NOT_AVAILABLE && String(column).trim() !== '';

/**
 * The required matches of the CSV upload (name, or first and last name; phone; national id).
 * An empty list means Upload may be enabled.
 */
export function csvColumnMatchErrors(matches: CsvColumnMatches): MessageDescriptor[] {
  const errors: MessageDescriptor[] = [];
  if (matches.splitName) {
    if (!matched(matches.firstName)) errors.push(MESSAGES.csvFirstNameNotMatched);
    if (!matched(matches.lastName)) errors.push(MESSAGES.csvLastNameNotMatched);
  } else if (!matched(matches.fullName)) {
    errors.push(MESSAGES.csvFullNameNotMatched);
  }
  if (!matched(matches.phone)) errors.push(MESSAGES.csvPhoneNotMatched);
  if (!matched(matches.nationalId)) errors.push(MESSAGES.csvNationalIdNotMatched);
  return errors;
}

/** A row of the upload after column matching, as text. */
export interface PatientCsvRow {
  name?: string;
  phone?: string;
  national_id?: string;
  date_of_birth?: string;
}

/** One line of the 'Data Validation Error' table (Index, Name, Error, Value, Notes). */
export interface CsvRowIssue {
  field: keyof PatientCsvRow;
  error: MessageDescriptor;
  value: string;
  note?: MessageDescriptor;
  /** A required-field issue excludes the row; an optional one (date of birth) does not. */
  required: boolean;
}

export interface CheckedCsvRow {
  issues: CsvRowIssue[];
  /** The patient to upload, when the row has no required-field issue. */
  patient?: BulkPatient;
}

const blank = (value?: string) => value === undefined || value.trim() === '';

/**
 * Checks and normalises one CSV row (spec 2 section 5): Arabic-Indic digits become Western, the
 * phone becomes '0' plus its last 9 digits, a valid date of birth is sent as an ISO time at 06:00
 * (an invalid one is dropped and the row still uploads), and country_id is SAU for a national id
 * starting with 1. Dates of birth read in `dateOrder` where the form does not say (dd/mm/yyyy or
 * mm/dd/yyyy), and a Hijri year (below 1500) through the Umm al-Qura calendar (parseBirthDate).
 */
export function checkPatientCsvRow(row: PatientCsvRow, dateOrder: DateOrder = 'month-first'): CheckedCsvRow {
  const issues: CsvRowIssue[] = [];
  const name = (row.name ?? '').trim();
  const phone = toWesternDigits((row.phone ?? '').trim());
  const nationalId = toWesternDigits((row.national_id ?? '').trim());
  const birth = (row.date_of_birth ?? '').trim();

  if (blank(name)) issues.push({ field: 'name', error: MESSAGES.csvNameMissing, value: name, required: true });
  else if (!isSingleScriptName(name))
    issues.push({ field: 'name', error: MESSAGES.csvNameInvalid, value: name, required: true });

  if (blank(phone)) issues.push({ field: 'phone', error: MESSAGES.csvPhoneMissing, value: phone, required: true });
  else if (!isSaudiMobile(phone))
    issues.push({ field: 'phone', error: MESSAGES.csvPhoneInvalid, value: phone, note: MESSAGES.csvPhoneNote, required: true });

  if (blank(nationalId))
    issues.push({ field: 'national_id', error: MESSAGES.csvNationalIdMissing, value: nationalId, required: true });
  else if (validateNationalId(nationalId))
    issues.push({ field: 'national_id', error: MESSAGES.nationalIdInvalid, value: nationalId, required: true });

  const birthDay = parseBirthDate(birth, dateOrder);
  if (blank(birth))
    issues.push({ field: 'date_of_birth', error: MESSAGES.csvBirthDateMissing, value: birth, required: false });
  else if (!birthDay)
    issues.push({ field: 'date_of_birth', error: MESSAGES.csvBirthDateInvalid, value: birth, required: false });

  if (issues.some((issue) => issue.required)) return { issues };
  const patient: BulkPatient = { name, phone: normalizeSaudiMobile(phone), national_id: nationalId };
  if (birthDay) patient.date_of_birth = birthDateToIsoTime(birthDay);
  const country = countryIdFromNationalId(nationalId);
  if (country) patient.country_id = country;
  return { issues, patient };
}

/**
 * The same row rules as a yup schema, for the server's bulk endpoint. It validates; use
 * `checkPatientCsvRow` to normalise (phone, date of birth, country).
 */
export const patientCsvRowSchema = object({
  name: string()
    .trim()
    .required(MESSAGES.csvNameMissing)
    .test('singleScript', MESSAGES.csvNameInvalid, (value) => value === undefined || isSingleScriptName(value))
    .test(ruleTest('length', (value) => validateTextLength(value, TEXT_LIMITS.name))),
  phone: string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? toWesternDigits(value) : value))
    .required(MESSAGES.csvPhoneMissing)
    .test('mobile', MESSAGES.csvPhoneInvalid, (value) => value === undefined || isSaudiMobile(value)),
  national_id: string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? toWesternDigits(value) : value))
    .required(MESSAGES.csvNationalIdMissing)
    .test(ruleTest('nationalId', validateNationalId)),
  date_of_birth: text(TEXT_LIMITS.code),
  country_id: text(TEXT_LIMITS.code),
});

export type PatientCsvRowInput = InferType<typeof patientCsvRowSchema>;
