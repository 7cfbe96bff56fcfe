import { PACKAGE_DEFAULTS, type FacilityCategory, type HealthPackage, type HealthPackageWrite } from '@mk/contracts';
import { toWesternDigits } from '@mk/validators';
import { blankValues, valuesFromRecord } from '@mk/ui';

/** The form's fields, every one a string as the inputs hold them. */
export const PACKAGE_TEXT_FIELDS = [
  'promo_img',
  'title',
  'title_ar',
  'description',
  'description_ar',
  'package_type',
  'center_type',
  'clinic_id',
  'price_before',
  'price_after',
  'discount',
  'start_date',
  'end_date',
] as const;

export type PackageFormValues = Record<(typeof PACKAGE_TEXT_FIELDS)[number], string>;
export type PackageFormField = keyof PackageFormValues;

export type SectionKey = 'offer' | 'owner' | 'price' | 'dates';

/** The expandable sections and their fields; the promo image sits above them. Update has no owner section. */
export const PACKAGE_SECTIONS: ReadonlyArray<{ key: SectionKey; fields: readonly PackageFormField[] }> = [
  { key: 'offer', fields: ['title', 'title_ar', 'description', 'description_ar', 'package_type'] },
  { key: 'owner', fields: ['center_type', 'clinic_id'] },
  { key: 'price', fields: ['price_before', 'price_after', 'discount'] },
  { key: 'dates', fields: ['start_date', 'end_date'] },
];

/** Create's start: everything empty, center type CLINIC (spec 3 section 3), the owner preselected for a PIC. */
export function emptyPackageValues(clinicId = ''): PackageFormValues {
  return { ...blankValues(PACKAGE_TEXT_FIELDS, []), center_type: PACKAGE_DEFAULTS.center_type, clinic_id: clinicId };
}

/** A stored package as form values (prices as text, dates as yyyy-mm-dd). */
export function valuesFromPackage(pkg: Partial<HealthPackage>): PackageFormValues {
  const values = valuesFromRecord(pkg, PACKAGE_TEXT_FIELDS, [], emptyPackageValues());
  return { ...values, start_date: values.start_date.slice(0, 10), end_date: values.end_date.slice(0, 10) };
}

const amount = (text: string) => Number(toWesternDigits(text).trim());

/** The fields update sends: all but the owner and its center type, which cannot change. */
export function updatePayload(values: PackageFormValues): Omit<HealthPackageWrite, 'clinic_id' | 'center_type' | 'is_featured'> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    title_ar: values.title_ar.trim(),
    description_ar: values.description_ar.trim(),
    promo_img: values.promo_img,
    package_type: values.package_type,
    price_before: amount(values.price_before),
    price_after: amount(values.price_after),
    discount: amount(values.discount),
    start_date: values.start_date,
    end_date: values.end_date,
  };
}

/** `POST promotion-write/package`: the update's fields plus owner, center type and is_featured false. */
export function createPayload(values: PackageFormValues): HealthPackageWrite {
  return {
    ...updatePayload(values),
    clinic_id: values.clinic_id,
    center_type: values.center_type as FacilityCategory,
    is_featured: PACKAGE_DEFAULTS.is_featured,
  };
}
