import type { HolidayKind, HolidayPayload, HolidayRule } from '@mk/contracts';
import { gregorianOfHijri, hijriMonthLength, hijriOf } from '@mk/validators';
import { holidayConflict } from './exceptions';

/** Founding Day was first observed in 2022 (royal order of January 2022); no earlier year proposes it. */
export const FOUNDING_DAY_FIRST_YEAR = 2022;

const RAMADAN = 9;
const SHAWWAL = 10;
const DHU_AL_HIJJAH = 12;

const pad = (value: number) => String(value).padStart(2, '0');

interface HijriSpan {
  kind: HolidayKind;
  name_en: string;
  name_ar: string;
  month: number;
  firstDay: number;
  /** The last day of the month, or a function of the Hijri year giving it. */
  lastDay: number | ((year: number) => number);
}

const HIJRI_SPANS: readonly HijriSpan[] = [
  { kind: 'ramadan', name_en: 'Ramadan', name_ar: 'شهر رمضان', month: RAMADAN, firstDay: 1, lastDay: (year) => hijriMonthLength(year, RAMADAN) },
  { kind: 'holiday', name_en: 'Eid al-Fitr', name_ar: 'عيد الفطر', month: SHAWWAL, firstDay: 1, lastDay: 4 },
  // From the Day of Arafah (9 Dhu al-Hijjah) to the third day of Eid (12 Dhu al-Hijjah).
  { kind: 'holiday', name_en: 'Eid al-Adha', name_ar: 'عيد الأضحى', month: DHU_AL_HIJJAH, firstDay: 9, lastDay: 12 },
];

/**
 * The marketplace calendar's proposals for a Gregorian year, sorted by from_date, all unconfirmed:
 * - Founding Day, 22 February (from 2022), and National Day, 23 September: one day each, kind 'holiday';
 * - Ramadan, 1 Ramadan to its last day (29 or 30), kind 'ramadan';
 * - Eid al-Fitr, 1-4 Shawwal, and Eid al-Adha, 9 (the Day of Arafah) to 12 Dhu al-Hijjah, kind 'holiday'.
 * A Hijri span is listed in the Gregorian year of its first day (its last day may fall in the next
 * year); the Hijri year is ~11 days shorter, so a span can occur twice in one Gregorian year.
 * These are proposals computed from the Umm al-Qura calendar: the observed dates follow the moon
 * sighting and can move by a day, so ADMIN checks and confirms each one (`confirmed: true`).
 */
export function proposedHolidays(gregorianYear: number): HolidayPayload[] {
  if (!Number.isInteger(gregorianYear) || gregorianYear < 1 || gregorianYear > 9998) return [];
  const year = String(gregorianYear).padStart(4, '0');
  const holidays: HolidayPayload[] = [];
  const fixed = (name_en: string, name_ar: string, month: number, day: number) => {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    holidays.push({ kind: 'holiday', name_en, name_ar, from_date: date, until_date: date, confirmed: false });
  };
  if (gregorianYear >= FOUNDING_DAY_FIRST_YEAR) fixed('Founding Day', 'يوم التأسيس', 2, 22);
  fixed('National Day', 'اليوم الوطني', 9, 23);

  // The Hijri years that overlap this Gregorian year (two or three of them).
  const firstHijriYear = hijriOf(`${year}-01-01`)?.year;
  const lastHijriYear = hijriOf(`${year}-12-31`)?.year;
  if (firstHijriYear === undefined || lastHijriYear === undefined) return sortByDate(holidays);
  for (let hijriYear = firstHijriYear; hijriYear <= lastHijriYear; hijriYear++) {
    for (const span of HIJRI_SPANS) {
      const from = gregorianOfHijri(hijriYear, span.month, span.firstDay);
      if (from === undefined || !from.startsWith(`${year}-`)) continue;
      const lastDay = typeof span.lastDay === 'number' ? span.lastDay : span.lastDay(hijriYear);
      const until = gregorianOfHijri(hijriYear, span.month, lastDay);
      if (until === undefined) continue;
      holidays.push({ kind: span.kind, name_en: span.name_en, name_ar: span.name_ar, from_date: from, until_date: until, confirmed: false });
    }
  }
  return sortByDate(holidays);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By first day, then the shorter span first ('YYYY-MM-DD' sorts as text, no locale involved). */
function sortByDate(holidays: HolidayPayload[]): HolidayPayload[] {
  return holidays.sort((a, b) => compare(a.from_date, b.from_date) || compare(a.until_date, b.until_date));
}

/**
 * The proposals of `years` that overlap no entry of their kind in `existing` nor one proposed
 * before them: what "add the proposed dates" adds to a calendar, and what a new one starts with.
 */
export function missingProposals(years: readonly number[], existing: readonly HolidayRule[]): HolidayPayload[] {
  const calendar: HolidayRule[] = [...existing];
  const missing: HolidayPayload[] = [];
  for (const proposal of years.flatMap((year) => proposedHolidays(year))) {
    if (holidayConflict(proposal, calendar)) continue;
    calendar.push(proposal);
    missing.push(proposal);
  }
  return missing;
}
