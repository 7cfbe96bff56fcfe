import { format, isBefore, isValid, parse } from 'date-fns';
import type { MessageDescriptor } from './descriptor';
import { toWesternDigits } from './digits';
import { MESSAGES } from './messages';

const ISO_DAY = 'yyyy-MM-dd';

/** The ISO day of a year, month and day, or undefined when the calendar has no such day (2023-02-29). */
function isoDate(year: string, month: string, day: string): string | undefined {
  // date-fns refuses a day the month does not have instead of rolling it over to the next month.
  const date = parse(`${year}-${month}-${day}`, 'yyyy-M-d', new Date(2000, 0, 1));
  return isValid(date) ? format(date, ISO_DAY) : undefined;
}

/**
 * The four date formats of the patient CSV (spec 2 section 5): mm/dd/yyyy, yyyy/mm/dd,
 * yyyy-mm-dd and mm-dd-yyyy, with one- or two-digit month and day and Arabic-Indic digits
 * allowed. Returns the ISO date 'YYYY-MM-DD', or undefined for anything else or an impossible
 * date: parseFlexibleDate('3/7/1990') === '1990-03-07'; parseFlexibleDate('1990-02-30') === undefined.
 */
export function parseFlexibleDate(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  const value = toWesternDigits(text.trim());
  const yearFirst = /^(\d{4})([/-])(\d{1,2})\2(\d{1,2})$/.exec(value);
  if (yearFirst) return isoDate(yearFirst[1], yearFirst[3], yearFirst[4]);
  const monthFirst = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(value);
  if (monthFirst) return isoDate(monthFirst[4], monthFirst[1], monthFirst[3]);
  return undefined;
}

/** The bulk upload sends a date of birth as an ISO time at 06:00 (UTC). */
export function birthDateToIsoTime(isoDay: string): string {
  return `${isoDay}T06:00:00.000Z`;
}

/**
 * A date range (ISO dates or date-times) whose from is not before its until fails with
 * 'Invalid date range: from date must be before until date'. Either end missing passes: the
 * range is optional where it is a filter, and required-ness is checked separately.
 */
export function validateDateRange(from?: string | null, until?: string | null): MessageDescriptor | undefined {
  if (!from || !until) return undefined;
  const start = new Date(from);
  const end = new Date(until);
  if (!isValid(start) || !isValid(end) || !isBefore(start, end)) return MESSAGES.dateRangeInvalid;
  return undefined;
}
