import { MEDICAL_SERVICE_TYPE_LABELS, type Center, type Locale, type MedicalService, type MedicalServiceType } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** The Arabic name when the locale is not English, falling back to the English one (UX.md). */
export function serviceName(service: Pick<MedicalService, 'name' | 'name_ar'>, locale: Locale): string {
  return localizedName(locale, service.name, service.name_ar);
}

/** A center's name in the locale (the list's center select, the create form's centers). */
export function centerName(center: Pick<Center, 'center_name' | 'center_name_arabic'>, locale: Locale): string {
  return localizedName(locale, center.center_name, center.center_name_arabic);
}

/** Lab, Radiology or Home Care in the locale; the raw value when unknown. */
export function serviceTypeLabel(type: string, locale: Locale): string {
  return MEDICAL_SERVICE_TYPE_LABELS[type as MedicalServiceType]?.[locale] ?? type;
}

export { useLocale } from '@mk/i18n';
