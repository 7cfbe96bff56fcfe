import { minutesOfDay, parseTime } from '../../index';

type Locale = 'en' | 'ar';

// Built on first use and kept: building an Intl.DateTimeFormat costs far more than formatting.
const formats = new Map<string, Intl.DateTimeFormat>();

function gregorianFormat(locale: Locale, weekday: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${weekday}`;
  let format = formats.get(key);
  if (!format) {
    // Arabic keeps Western digits and the Gregorian calendar (ar-SA's default calendar is Hijri).
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB', {
      timeZone: 'UTC',
      ...(weekday ? { weekday: 'short' as const } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A 'YYYY-MM-DD' calendar day in the UI language, read in UTC so no time zone moves it:
 * 'Wed, 5 March 2025', 'الأربعاء، 5 مارس 2025'. Text that is not a day comes back as it is.
 */
export function gregorianDay(date: string, locale: Locale, { weekday = true } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(time) ? gregorianFormat(locale, weekday).format(time) : date;
}

/** A period time as 'HH:MM' (the server stores 'HH:MM'; 'HHMM' is read too), or the text as it came. */
export const clockTime = (time: string): string => parseTime(time) ?? time;

/** A season period whose until is earlier than its from runs past midnight into the next day. */
export function crossesMidnight(from: string, until: string): boolean {
  const start = parseTime(from);
  const end = parseTime(until);
  return Boolean(start && end && minutesOfDay(end) < minutesOfDay(start));
}

/**
 * Minutes from `from` to `until`, counting on into the next day when `overnight` allows it and the
 * until is earlier (a season's 21:00 until 02:00 is 300 minutes); 0 when the times are missing.
 */
export function periodMinutes(from: string | undefined, until: string | undefined, overnight: boolean): number {
  const start = from && parseTime(from);
  const end = until && parseTime(until);
  if (!start || !end) return 0;
  const length = minutesOfDay(end) - minutesOfDay(start);
  if (length > 0) return length;
  return overnight && length < 0 ? length + 24 * 60 : 0;
}
