import type { Locale, Pharmacy } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** The Arabic name when the locale is not English, falling back to the English one (UX.md). */
export function pharmacyName(pharmacy: Pick<Pharmacy, 'name' | 'name_ar'>, locale: Locale): string {
  return localizedName(locale, pharmacy.name, pharmacy.name_ar);
}

export { useLocale, cityLabel } from '@mk/i18n';
