import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TYPE_LABELS,
  GENDER_LABELS,
  PAYMENT_TYPE_LABELS,
  type LabelMap,
  type Locale,
} from '@mk/contracts';
import { localizedName } from '@mk/i18n';

function labelOf<T extends string>(labels: LabelMap<T>, value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  return labels[value as T]?.[locale] ?? value;
}

/** Labels of the contract's enumerations in the locale; an unknown value shows as it came. */
export const typeLabel = (value: string | null | undefined, locale: Locale) => labelOf(APPOINTMENT_TYPE_LABELS, value, locale);
export const statusLabel = (value: string | null | undefined, locale: Locale) => labelOf(APPOINTMENT_STATUS_LABELS, value, locale);
export const paymentLabel = (value: string | null | undefined, locale: Locale) => labelOf(PAYMENT_TYPE_LABELS, value, locale);
export const genderLabel = (value: string | null | undefined, locale: Locale) => labelOf(GENDER_LABELS, value, locale);

/** The Arabic name when the locale is not English, falling back to the English one (UX.md). */
export function physicianName(physician: { name: string; arabic_name?: string }, locale: Locale): string {
  return localizedName(locale, physician.name, physician.arabic_name);
}

export { useLocale, localizedName } from '@mk/i18n';
