import type { FacilityCategory } from './enums';

/** A health package (spec 3 section 3). */
export interface HealthPackage {
  sys_id: string;
  title: string;
  description: string;
  clinic_id?: string;
  promo_img: string;
  price_before: number | string;
  price_after: number | string;
  discount: number | string;
  /** yyyy-mm-dd. */
  start_date: string;
  /** yyyy-mm-dd. */
  end_date: string;
  is_featured: boolean;
  /** Labels come from a lookup that is not shown. */
  package_type: string;
  center_type: FacilityCategory;
}

/** Body of `POST promotion-write/package` and `PATCH promotion-write/package/{id}`. */
export type HealthPackageWrite = Omit<HealthPackage, 'sys_id'>;

export const PACKAGE_DEFAULTS = { is_featured: false, center_type: 'CLINIC' } as const;

/** Body of `DELETE promotion-write/delete-package`. */
export interface PackageDelete {
  ids: string[];
}
