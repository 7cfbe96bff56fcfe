import type { HealthPackage, ListedPackage } from '@mk/contracts';
import type { PackageRow } from '../db/schema';
import type { TagItem } from '../tags/tags.repository';
import type { PackageOwner } from './package-owners';

/** A package as the API answers it: the spec's fields, nothing of the row's bookkeeping. */
export function packageView(row: PackageRow): HealthPackage {
  return {
    sys_id: row.sys_id,
    title: row.title,
    description: row.description,
    title_ar: row.title_ar ?? '',
    description_ar: row.description_ar ?? '',
    clinic_id: row.clinic_id,
    promo_img: row.promo_img,
    price_before: row.price_before,
    price_after: row.price_after,
    discount: row.discount,
    start_date: row.start_date,
    end_date: row.end_date,
    is_featured: row.is_featured,
    package_type: row.package_type,
    center_type: row.center_type,
  };
}

/** A listed package: with its owner's English and Arabic names and its active tags (as the clinic list gives them). */
export function listedPackageView(row: PackageRow, owner: PackageOwner | undefined, tags: TagItem[]): ListedPackage {
  return { ...packageView(row), owner_name: owner?.name ?? '', owner_name_ar: owner?.name_ar ?? '', tags };
}
