import { desc, eq } from 'drizzle-orm';
import type { Locale } from '@mk/contracts';
import { signedIn } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { emergencyCalls, patients } from '../db/schema';
import { riyadhDateTime, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import type { AuthUser } from '../fastify-augment';
import { PHARMACY_FILTER, pharmacyFilterOf } from '../exports/pharmacy-filter';
import { pharmacyOfCaller } from './er-orders.service';

/** An accepted call with its patient's identity, as `GET emergency-read/accepted-calls/{pharmacyId}` gives it. */
interface ExportedCall {
  sys_id: string;
  date_time: Date;
  name: string;
  country_id: string | null;
  date_of_birth: string | null;
  national_id: string | null;
}

/**
 * ISO 3166 alpha-3 codes (patients' `country_id`, 'SAU') of the nationalities most seen in Saudi
 * Arabia with their alpha-2 code, which `Intl.DisplayNames` names in either language: the list's own
 * table (packages/emergency-calls/src/country-name.ts), which the server cannot import. An unknown
 * code is written as it is.
 */
const NATIONALITY_ALPHA2: Record<string, string> = {
  SAU: 'SA', ARE: 'AE', KWT: 'KW', QAT: 'QA', BHR: 'BH', OMN: 'OM', YEM: 'YE', EGY: 'EG', JOR: 'JO', SYR: 'SY',
  LBN: 'LB', PSE: 'PS', IRQ: 'IQ', SDN: 'SD', MAR: 'MA', DZA: 'DZ', TUN: 'TN', LBY: 'LY', IND: 'IN', PAK: 'PK',
  BGD: 'BD', LKA: 'LK', NPL: 'NP', AFG: 'AF', PHL: 'PH', IDN: 'ID', MYS: 'MY', ETH: 'ET', ERI: 'ER', SOM: 'SO',
  KEN: 'KE', NGA: 'NG', TUR: 'TR', IRN: 'IR', GBR: 'GB', USA: 'US', CAN: 'CA', FRA: 'FR', DEU: 'DE', CHN: 'CN',
};
const REGION_NAMES: Record<Locale, Intl.DisplayNames> = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  ar: new Intl.DisplayNames(['ar'], { type: 'region' }),
};

/** The nationality in the reader's language ('Saudi Arabia', 'المملكة العربية السعودية'); empty when unknown. */
function nationalityIn(locale: Locale, countryId: string | null): string {
  if (!countryId) return '';
  const alpha2 = NATIONALITY_ALPHA2[countryId.toUpperCase()];
  return (alpha2 && REGION_NAMES[locale].of(alpha2)) || countryId;
}

/** A date of birth as the list shows it (its UTC day), `yyyy-MM-dd`. */
const birthDay = (value: string | null) => {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : '';
};

/** Section ID, Time, Patient Name, Patient Nationality, Date of Birth, National/Residence ID (spec 3 section 2). */
const CALL_COLUMNS: ExportColumn<ExportedCall>[] = [
  { header: { en: 'Section ID', ar: 'رقم الجلسة' }, value: (row) => row.sys_id },
  { header: { en: 'Time', ar: 'الوقت' }, value: (row) => riyadhDateTime(row.date_time) },
  { header: { en: 'Patient Name', ar: 'اسم المريض' }, value: (row) => row.name },
  { header: { en: 'Patient Nationality', ar: 'جنسية المريض' }, value: (row, locale) => nationalityIn(locale, row.country_id) },
  { header: { en: 'Date of Birth', ar: 'تاريخ الميلاد' }, value: (row) => birthDay(row.date_of_birth) },
  { header: { en: 'National/Residence ID', ar: 'رقم الهوية الوطنية/الإقامة' }, value: (row) => row.national_id },
];

interface CallsFilter {
  pharmacyId: string;
}

/**
 * One page of the pharmacy's accepted calls, latest call time first, the id breaking ties
 * (acceptedCallsOf's order, without its count). The pharmacy is checked on every page as the list
 * checks it (404 unknown, 403 another PIC's): the first page is read before the reply starts.
 */
async function readCalls(db: DbOrTx, user: AuthUser, filter: CallsFilter, window: { limit: number; offset: number }): Promise<ExportedCall[]> {
  const pharmacy = await pharmacyOfCaller(db, user, filter.pharmacyId);
  return db
    .select({
      sys_id: emergencyCalls.sys_id,
      date_time: emergencyCalls.date_time,
      name: patients.name,
      country_id: patients.country_id,
      date_of_birth: patients.date_of_birth,
      national_id: patients.national_id,
    })
    .from(emergencyCalls)
    .innerJoin(patients, eq(patients.sys_id, emergencyCalls.patient_id))
    .where(eq(emergencyCalls.pharmacy_id, pharmacy.sys_id))
    .orderBy(desc(emergencyCalls.date_time), desc(emergencyCalls.sys_id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * `GET emergency-read/accepted-calls/export?pharmacy_id=`: the emergency calls a pharmacy accepted
 * as a file, for its PIC (ADMIN: any). The list names its pharmacy in the path
 * (`accepted-calls/{pharmacyId}`); the export, a sibling path, takes it as `pharmacy_id`.
 */
export const emergencyCallsExport: ExportRoute<ExportedCall, CallsFilter> = {
  path: '/emergency-read/accepted-calls/export',
  summary: "The emergency calls a pharmacy accepted, with the patient's identity, as a CSV or XLSX file, latest first, for its PIC (ADMIN: any); in the reader's language",
  access: signedIn({ ownership: 'pharmacy' }),
  filters: PHARMACY_FILTER,
  list: 'emergency_calls',
  title: { en: 'Emergency Calls', ar: 'مكالمات الطوارئ' },
  columns: CALL_COLUMNS,
  filterOf: pharmacyFilterOf,
  read: readCalls,
};
