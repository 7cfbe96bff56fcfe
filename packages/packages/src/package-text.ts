import type { IntlShape } from 'react-intl';
import { FACILITY_CATEGORY_LABELS, PACKAGE_TYPE_LABELS, type FacilityCategory, type HealthPackage, type Locale, type PackageType } from '@mk/contracts';
import { apiErrorText, localizedName } from '@mk/i18n';

export { useLocale, localizedName, formatSAR } from '@mk/i18n';

/** The title in the reader's language: the Arabic one in Arabic, the English one when it has none (made before). */
export function packageTitle(pkg: Pick<HealthPackage, 'title' | 'title_ar'>, locale: Locale): string {
  return localizedName(locale, pkg.title, pkg.title_ar);
}

/** The description in the reader's language, as `packageTitle`. */
export function packageDescription(pkg: Pick<HealthPackage, 'description' | 'description_ar'>, locale: Locale): string {
  return localizedName(locale, pkg.description, pkg.description_ar);
}

/** A package type's label; a type this version does not know shows as stored. */
export function packageTypeLabel(type: string, locale: Locale): string {
  return PACKAGE_TYPE_LABELS[type as PackageType]?.[locale] ?? type;
}

/** A center type's label (Clinic, Lab, Radiology, Pharmacy). */
export function centerTypeLabel(type: string, locale: Locale): string {
  return FACILITY_CATEGORY_LABELS[type as FacilityCategory]?.[locale] ?? type;
}

/** The status of an API rejection, if it has one. */
const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined);

/** A failed read of one package: 'Package Not Found' for a 404 (spec 3 sections 2 and 8), else the server's reason. */
export function packageLoadError(intl: IntlShape, error: unknown): string {
  return statusOf(error) === 404 ? intl.formatMessage({ id: 'packages.common.notFound' }) : apiErrorText(intl, error);
}
