import type { Locale, MarketplaceHoliday } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** The entry's name in the user's language. */
export const holidayName = (holiday: Pick<MarketplaceHoliday, 'name_en' | 'name_ar'>, locale: Locale) => localizedName(locale, holiday.name_en, holiday.name_ar);

// Day first in both languages, as the Hijri date beside it ('20 March 2026', '1 Shawwal 1447 AH');
// Arabic keeps Western digits (UX.md). The Gregorian calendar is named: ar-SA may default to the Hijri one.
const formats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
function gregorianFormat(locale: Locale): Intl.DateTimeFormat {
  formats[locale] ??= new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
    calendar: 'gregory',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return formats[locale];
}

/** A 'YYYY-MM-DD' day in the user's language: '20 March 2026', '20 مارس 2026'. */
export const formatGregorian = (day: string, locale: Locale): string => gregorianFormat(locale).format(new Date(`${day}T00:00:00Z`));

/** The first and last day of a range as `format` writes them; one day when they are the same. */
export function dayRange(from: string, until: string, format: (day: string) => string, range: (from: string, until: string) => string): string {
  return from === until ? format(from) : range(format(from), format(until));
}
