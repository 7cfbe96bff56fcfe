import type { FacilityCategory } from './enums';
import type { LabelMap } from './labels';

/**
 * Package types. The spec takes their labels from a lookup it does not show; these are ours
 * (docs/deviations.md).
 */
export const PACKAGE_TYPES = ['CHECKUP', 'CONSULTATION', 'LAB', 'RADIOLOGY', 'HOME_CARE', 'DENTAL', 'OTHER'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];
export const PACKAGE_TYPE_LABELS: LabelMap<PackageType> = {
  CHECKUP: { en: 'Check-up', ar: 'فحص شامل' },
  CONSULTATION: { en: 'Consultation', ar: 'استشارة' },
  LAB: { en: 'Lab tests', ar: 'تحاليل مخبرية' },
  RADIOLOGY: { en: 'Radiology', ar: 'أشعة' },
  HOME_CARE: { en: 'Home care', ar: 'رعاية منزلية' },
  DENTAL: { en: 'Dental', ar: 'أسنان' },
  OTHER: { en: 'Other', ar: 'أخرى' },
};

/**
 * Body of `POST promotion-write/package` and `PATCH promotion-write/package/{id}` (the package's reply
 * types, `HealthPackage`, `ListedPackage` and the others, are derived from package.schema.ts).
 */
export interface HealthPackageWrite {
  title: string;
  description: string;
  /** The Arabic title and description (the form requires them). */
  title_ar?: string;
  description_ar?: string;
  clinic_id?: string;
  promo_img: string;
  price_before: number | string;
  price_after: number | string;
  /** The percentage price_after saves on price_before: 100 and 80 give 20. */
  discount: number | string;
  /** yyyy-mm-dd. */
  start_date: string;
  /** yyyy-mm-dd. */
  end_date: string;
  is_featured: boolean;
  package_type: string;
  center_type: FacilityCategory;
}

export const PACKAGE_DEFAULTS = { is_featured: false, center_type: 'CLINIC' } as const;

/**
 * Query of the package lists (`promotion-read/admin`, `promotion-read/clinic/{clinicId}`,
 * `promotion-read/package-clinic`). `tags` is a comma list of tag ids; `from`/`to` (yyyy-mm-dd)
 * keep packages whose offer overlaps the range; `clinicId` and `centerId` exclude each other.
 */
export interface PackageListQuery {
  page?: number;
  limit?: number;
  title?: string;
  from?: string;
  to?: string;
  tags?: string;
  clinicId?: string;
  centerId?: string;
}

/** Body of `DELETE promotion-write/delete-package`: all or nothing. */
export interface PackageDelete {
  ids: string[];
}
