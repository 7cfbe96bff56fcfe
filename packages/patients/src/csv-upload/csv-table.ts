import { CSV_COLUMN_NOT_AVAILABLE, type BulkPatient, type CsvColumnMatch } from '@mk/contracts';
import { checkPatientCsvRow, detectDateOrder, type CsvColumnMatches, type CsvRowIssue, type DateOrder, type PatientCsvRow } from '@mk/validators';
import { parseCsv } from './csv-parser';

/** A parsed file: its header row and the data rows, each with its row number in the file. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** Row numbers as a spreadsheet shows them: the header is row 1, the first data row is row 2. */
  rowNumbers: number[];
}

/** What the matching step needs to know about a file. */
export interface CsvSummary {
  headers: string[];
  rowCount: number;
  /** Per column, the order its short-form dates are written in, where the values tell (detectDateOrder). */
  dateOrders: (DateOrder | null)[];
}

/** One line of the 'Data Validation Error' table. */
export interface CsvIssueLine extends CsvRowIssue {
  /** The row number in the file (the header is row 1). */
  row: number;
  /** The row's name, so the user can find it. */
  name: string;
}

/** A patient ready for the bulk call, with the file row it came from. */
export interface CsvUpload {
  row: number;
  patient: BulkPatient;
}

export interface CsvCheckResult {
  rowCount: number;
  issues: CsvIssueLine[];
  /** Rows without a required-field issue, in file order. */
  uploads: CsvUpload[];
  /** Rows left out for a required-field issue. */
  excluded: number;
}

const isBlankRow = (row: string[]) => row.every((field) => field.trim() === '');

/**
 * The header row and the data rows of a CSV text. Rows with nothing in them (spreadsheets export
 * trailing `,,,,` lines) are skipped, but keep the numbering of the file.
 */
export function readCsvTable(text: string): CsvTable {
  const records = parseCsv(text);
  const headerIndex = records.findIndex((record) => !isBlankRow(record));
  if (headerIndex === -1) return { headers: [], rows: [], rowNumbers: [] };
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    if (isBlankRow(records[index])) continue;
    rows.push(records[index]);
    rowNumbers.push(index + 1);
  }
  return { headers: records[headerIndex].map((header) => header.trim()), rows, rowNumbers };
}

export const summarize = (table: CsvTable): CsvSummary => ({
  headers: table.headers,
  rowCount: table.rows.length,
  dateOrders: table.headers.map((_header, index) => detectDateOrder(table.rows.map((row) => row[index])) ?? null),
});

/** The date order of a column as detected in the file; month first (the spec's mm/dd/yyyy) when the values do not tell. */
export function dateOrderOf(summary: Pick<CsvSummary, 'dateOrders'> | null, match: CsvColumnMatch | undefined): DateOrder {
  const index = columnIndex(match);
  return (index !== undefined && summary?.dateOrders[index]) || 'month-first';
}

/** A column is chosen by its position, as text: two columns may share a header, or have none. */
export const columnValue = (index: number): string => String(index);

function columnIndex(match: CsvColumnMatch | undefined): number | undefined {
  if (match === undefined || match === CSV_COLUMN_NOT_AVAILABLE || String(match).trim() === '') return undefined;
  const index = Number(match);
  return Number.isInteger(index) && index >= 0 ? index : undefined;
}

// Header names people use for each field, lower case, without spaces, dashes or underscores.
const HEADER_GUESSES: Record<'fullName' | 'firstName' | 'lastName' | 'phone' | 'nationalId' | 'dateOfBirth', string[]> = {
  fullName: ['name', 'fullname', 'patientname', 'patient', 'الاسم', 'الاسمالكامل', 'اسمالمريض'],
  firstName: ['firstname', 'first', 'givenname', 'الاسمالأول', 'الاسمالاول'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'اسمالعائلة', 'العائلة'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'mobileno', 'phoneno', 'tel', 'الجوال', 'رقمالجوال', 'الهاتف', 'رقمالهاتف'],
  nationalId: ['nationalid', 'national', 'id', 'iqama', 'residenceid', 'nationalresidenceid', 'idnumber', 'الهوية', 'رقمالهوية', 'الإقامة', 'رقمالإقامة'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday', 'تاريخالميلاد', 'الميلاد'],
};

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[\s_\-/.]+/g, '');

/**
 * First choices for the matching step from the headers (`name`, `Phone Number`, `national_id`,
 * `تاريخ الميلاد` ...). The user can change every one; nothing is uploaded on a guess alone.
 */
export function guessMatches(headers: string[]): CsvColumnMatches {
  const normalized = headers.map(normalizeHeader);
  const find = (field: keyof typeof HEADER_GUESSES) => {
    const index = normalized.findIndex((header) => HEADER_GUESSES[field].includes(header));
    return index === -1 ? undefined : columnValue(index);
  };
  const fullName = find('fullName');
  const firstName = find('firstName');
  const lastName = find('lastName');
  const splitName = fullName === undefined && firstName !== undefined && lastName !== undefined;
  return {
    splitName,
    fullName,
    firstName: splitName ? firstName : undefined,
    lastName: splitName ? lastName : undefined,
    phone: find('phone'),
    nationalId: find('nationalId'),
    dateOfBirth: find('dateOfBirth'),
  };
}

/** One data row as the row check reads it, after the column matching. */
export function matchedRow(row: string[], matches: CsvColumnMatches): PatientCsvRow {
  const cell = (match: CsvColumnMatch | undefined) => {
    const index = columnIndex(match);
    return index === undefined ? undefined : (row[index] ?? '');
  };
  const name = matches.splitName
    ? [cell(matches.firstName), cell(matches.lastName)].map((part) => (part ?? '').trim()).filter(Boolean).join(' ')
    : cell(matches.fullName);
  return { name, phone: cell(matches.phone), national_id: cell(matches.nationalId), date_of_birth: cell(matches.dateOfBirth) };
}

/**
 * Checks every row with the shared rules (`checkPatientCsvRow`: Arabic digits, phone
 * normalisation, the four date formats read in the chosen date order, Hijri years). Date-of-birth issues are only reported when a column was
 * matched for it: with 'Data not available' every row would otherwise say it is missing.
 */
export function checkCsvTable(table: CsvTable, matches: CsvColumnMatches): CsvCheckResult {
  const birthMatched = columnIndex(matches.dateOfBirth) !== undefined;
  const issues: CsvIssueLine[] = [];
  const uploads: CsvUpload[] = [];
  let excluded = 0;
  table.rows.forEach((cells, index) => {
    const input = matchedRow(cells, matches);
    const checked = checkPatientCsvRow(input, matches.dateOrder);
    const row = table.rowNumbers[index];
    const name = (input.name ?? '').trim();
    for (const issue of checked.issues) {
      if (issue.field === 'date_of_birth' && !birthMatched) continue;
      issues.push({ ...issue, row, name });
    }
    if (checked.patient) uploads.push({ row, patient: checked.patient });
    else excluded += 1;
  });
  return { rowCount: table.rows.length, issues, uploads, excluded };
}
