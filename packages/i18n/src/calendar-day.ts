import type { Locale } from '@mk/contracts';

/* Apart from formatters.ts, whose chunk every list page loads: only the calendar's pages use it. */
// Built on first use and kept: building an Intl.DateTimeFormat costs far more than formatting.
const calendarDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A 'YYYY-MM-DD' calendar day written out, day first in both languages (as the Hijri date beside
 * it reads) and read in UTC so no time zone moves it: 'Wed, 5 March 2025' or, without the weekday,
 * '5 March 2025'; 'الأربعاء، 5 مارس 2025'. Arabic keeps Western digits and names the Gregorian
 * calendar (ar-SA's default is the Hijri one). Text that is not a day comes back as it is.
 */
export function formatCalendarDay(day: string, locale: Locale, { weekday = true } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!Number.isFinite(time)) return day;
  const key = `${locale}:${weekday}`;
  let format = calendarDayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB', {
      timeZone: 'UTC',
      ...(weekday ? { weekday: 'short' as const } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    calendarDayFormats.set(key, format);
  }
  return format.format(time);
}
