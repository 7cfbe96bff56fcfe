import type { Clinic, Locale } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

type Named = Pick<Clinic, 'registered_clinic_name' | 'registered_clinic_name_arabic'>;

/** The Arabic name when the locale is not English, falling back to the English one (UX.md). */
export function clinicName(clinic: Named, locale: Locale): string {
  return localizedName(locale, clinic.registered_clinic_name, clinic.registered_clinic_name_arabic);
}

// Shared with the other domains: labels and locale from @mk/i18n, profile links from @mk/api.
export { useLocale, specializationLabel, cityLabel } from '@mk/i18n';
export { publicProfileLink as profileLink } from '@mk/api';

/** Empty, or the single space the create form stores for blank bank fields. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
