import { CENTER_TYPE_LABELS, type Center, type Locale } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** The Arabic name when the locale is not English, falling back to the English one (UX.md). */
export function centerName(center: Pick<Center, 'center_name' | 'center_name_arabic'>, locale: Locale): string {
  return localizedName(locale, center.center_name, center.center_name_arabic);
}

/** Lab, Radiology or Lab & Radiology (SERVICE_PROVIDER) in the locale; the raw value when unknown. */
export function centerTypeLabel(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  return CENTER_TYPE_LABELS[value as keyof typeof CENTER_TYPE_LABELS]?.[locale] ?? value;
}

export { useLocale, cityLabel } from '@mk/i18n';
