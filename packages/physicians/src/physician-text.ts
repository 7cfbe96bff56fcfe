import type { Locale, Physician } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** The Arabic name when the locale is not English, falling back to the English one (UX.md). */
export function physicianName(physician: Pick<Physician, 'name' | 'arabic_name'>, locale: Locale): string {
  return localizedName(locale, physician.name, physician.arabic_name);
}

export function clinicNameOf(physician: Pick<Physician, 'clinic'>, locale: Locale): string {
  const clinic = physician.clinic;
  return clinic ? localizedName(locale, clinic.registered_clinic_name, clinic.registered_clinic_name_arabic) : '';
}

// Shared with the other domains: labels and locale from @mk/i18n, profile links from @mk/api.
export { useLocale, specializationLabel } from '@mk/i18n';
export { publicProfileLink as profileLink } from '@mk/api';
