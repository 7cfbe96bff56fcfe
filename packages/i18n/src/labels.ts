import { useIntl } from 'react-intl';
import { CITY_LABELS, SPECIALIZATION_LABELS, type Locale } from '@mk/contracts';
import { isLocale } from './locale.slice';

/** The locale whose messages are shown (react-intl's), as one of ours. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : 'en';
}

/** A specialization's label in the locale; the raw value when unknown, '' when empty. */
export function specializationLabel(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  return SPECIALIZATION_LABELS[value as keyof typeof SPECIALIZATION_LABELS]?.[locale] ?? value;
}

/** A city's label in the locale; the raw value when unknown, '' when empty. */
export function cityLabel(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  return CITY_LABELS[value as keyof typeof CITY_LABELS]?.[locale] ?? value;
}
