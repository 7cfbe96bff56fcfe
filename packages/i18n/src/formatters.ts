import type { Locale } from '@mk/contracts';
import { formatInTimeZone, toZonedTime } from 'date-fns-tz';

export const RIYADH_TIME_ZONE = 'Asia/Riyadh';
export const DATE_PATTERN = 'dd-MM-yyyy';
export const DATE_TIME_PATTERN = 'dd-MM-yyyy hh:mm a';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Number locale for a UI locale. Arabic keeps Western digits (UX.md): Saudi users type them,
 * and prices must read the same as the IDs and phone numbers beside them.
 */
export function numberLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US';
}

export function formatSAR(amount: number, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(numberLocale(locale), { style: 'currency', currency: 'SAR' }).format(amount);
}

/**
 * The spec stores times in UTC, so dates are formatted in UTC: `2024-03-05` is the 5th for every
 * browser, whatever its own time zone.
 */
export function formatDate(date: DateInput): string {
  return formatInTimeZone(toDate(date), 'UTC', DATE_PATTERN);
}

// Unicode isolates: an Arabic sentence lays its words right to left, and without them the parts of
// a date and time beside Arabic words were shown out of order (issue 16).
const LTR_ISOLATE = '\u2066';
const RTL_ISOLATE = '\u2067';
const POP_ISOLATE = '\u2069';

/**
 * A date and time in `timeZone` (UTC, as the spec stores times), dd-MM-yyyy hh:mm with AM/PM in
 * English and ص/م in Arabic. The Arabic text is isolated right to left with the date and the clock
 * each kept left to right, so inside a sentence it reads date, time, ص/م in order.
 */
export function formatDateTime(date: DateInput, locale: Locale = 'en', timeZone = 'UTC'): string {
  const moment = toDate(date);
  const day = formatInTimeZone(moment, timeZone, DATE_PATTERN);
  const clock = formatInTimeZone(moment, timeZone, 'hh:mm');
  const morning = Number(formatInTimeZone(moment, timeZone, 'H')) < 12;
  if (locale !== 'ar') return `${day} ${clock} ${morning ? 'AM' : 'PM'}`;
  return `${RTL_ISOLATE}${LTR_ISOLATE}${day}${POP_ISOLATE} ${LTR_ISOLATE}${clock}${POP_ISOLATE} ${morning ? 'ص' : 'م'}${POP_ISOLATE}`;
}

/** The text a reader sees, without the invisible isolates (for comparisons and plain-text exports). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

/** A moment as read on a clock in Riyadh (UTC+3, no daylight saving), e.g. a creation time. */
export function formatInRiyadh(date: DateInput, pattern: string = DATE_TIME_PATTERN): string {
  return formatInTimeZone(toDate(date), RIYADH_TIME_ZONE, pattern);
}

/** A Date whose local fields show Riyadh's wall-clock time (for pickers and calendars). */
export function toRiyadh(date: DateInput): Date {
  return toZonedTime(toDate(date), RIYADH_TIME_ZONE);
}

/** The Arabic name when the locale is not English, falling back to the English one when empty. */
export function localizedName(locale: Locale, english?: string | null, arabic?: string | null): string {
  if (locale !== 'en' && arabic && arabic.trim()) return arabic;
  return english ?? '';
}
