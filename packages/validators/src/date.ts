import type { MessageDescriptor } from './descriptor';
import { toWesternDigits } from './digits';
import { MESSAGES } from './messages';

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-30 over to March; a real calendar date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
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
  if (yearFirst) return isoDate(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4]));
  const monthFirst = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(value);
  if (monthFirst) return isoDate(Number(monthFirst[4]), Number(monthFirst[1]), Number(monthFirst[3]));
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
  const start = Date.parse(from);
  const end = Date.parse(until);
  if (Number.isNaN(start) || Number.isNaN(end) || start >= end) return MESSAGES.dateRangeInvalid;
  return undefined;
}
