import { parseFlexibleDate } from './date';
import { toWesternDigits } from './digits';
import { gregorianOfHijri } from './hijri';

/**
 * Dates of birth in a patient CSV. The spec's four formats read the short form month first
 * (mm/dd/yyyy); a Saudi clinic's file usually writes it day first (26/07/1990), and many
 * national-id holders have a Hijri date of birth (1410/05/12). So the short form reads in the
 * order chosen at the matching step (detected from the file where no value is ambiguous), and a
 * year below 1500 is a Hijri year, read through the Umm al-Qura calendar.
 */
export type DateOrder = 'month-first' | 'day-first';

/** Years below this are Hijri (the Hijri year 1500 is 2076 CE: no living patient's birth year). */
export const HIJRI_YEAR_LIMIT = 1500;

const YEAR_FIRST = /^(\d{4})([/-])(\d{1,2})\2(\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;

/** A year, month and day in either calendar: below HIJRI_YEAR_LIMIT the year is Hijri. */
function dayOf(year: string, month: string, day: string): string | undefined {
  const y = Number(year);
  if (y < HIJRI_YEAR_LIMIT) return gregorianOfHijri(y, Number(month), Number(day));
  return parseFlexibleDate(`${year}-${month}-${day}`);
}

/**
 * A date of birth as the ISO day 'YYYY-MM-DD' (Gregorian), or undefined when it is not a date.
 * yyyy/mm/dd and yyyy-mm-dd as they are; the short forms (dd/mm/yyyy or mm/dd/yyyy, with / or -)
 * in `order`; Arabic-Indic digits allowed; a Hijri year (below 1500) through Umm al-Qura.
 */
export function parseBirthDate(text: string | undefined | null, order: DateOrder = 'month-first'): string | undefined {
  if (!text) return undefined;
  const value = toWesternDigits(text.trim());
  const yearFirst = YEAR_FIRST.exec(value);
  if (yearFirst) return dayOf(yearFirst[1], yearFirst[3], yearFirst[4]);
  const yearLast = YEAR_LAST.exec(value);
  if (!yearLast) return undefined;
  const [first, second] = [yearLast[1], yearLast[3]];
  return order === 'day-first' ? dayOf(yearLast[4], second, first) : dayOf(yearLast[4], first, second);
}

/**
 * The order the short-form dates of a column are written in, from the values that tell: a first
 * number above 12 is a day (day first), a second one above 12 is a day (month first). Undefined
 * when no value tells, or when values tell both (a column of mixed orders is the user's to say).
 */
export function detectDateOrder(values: Iterable<string | undefined | null>): DateOrder | undefined {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of values) {
    const short = YEAR_LAST.exec(toWesternDigits((text ?? '').trim()));
    if (!short) continue;
    if (Number(short[1]) > 12) dayFirst = true;
    if (Number(short[3]) > 12) monthFirst = true;
    if (dayFirst && monthFirst) return undefined;
  }
  if (dayFirst) return 'day-first';
  if (monthFirst) return 'month-first';
  return undefined;
}
