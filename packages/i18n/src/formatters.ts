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

export function formatDateTime(date: DateInput): string {
  return formatInTimeZone(toDate(date), 'UTC', DATE_TIME_PATTERN);
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
