import type { Locale, MarketplaceHoliday } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** The entry's name in the user's language. */
export const holidayName = (holiday: Pick<MarketplaceHoliday, 'name_en' | 'name_ar'>, locale: Locale) => localizedName(locale, holiday.name_en, holiday.name_ar);

/** The first and last day of a range as `format` writes them; one day when they are the same. */
export function dayRange(from: string, until: string, format: (day: string) => string, range: (from: string, until: string) => string): string {
  return from === until ? format(from) : range(format(from), format(until));
}
