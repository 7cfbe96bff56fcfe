import { Type, type Static } from '@sinclair/typebox';
import { FACILITY_CATEGORIES } from './enums';
import { TagSearchItemSchema } from './tag.schema';

/*
 * The packages API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas and
 * the types the dashboard reads are derived from them, so the two cannot differ. A module of its own,
 * so a bundle that only needs the types does not carry the schemas.
 */

const sysId = (description: string) => Type.String({ description });
const day = (description: string) => Type.String({ description: `${description} (yyyy-mm-dd)` });
const amount = (description: string) => Type.Number({ description });

/**
 * A health package (spec 3 section 3). `clinic_id` is the id of the facility that offers it, read
 * by `center_type`: a clinic for CLINIC, a center for LAB and RADIOLOGY, a pharmacy for PHARMACY
 * (the spec's payload has only `clinic_id`; a package may belong to a center).
 */
export const HealthPackageSchema = Type.Object({
  sys_id: sysId('The package id'),
  title: Type.String(),
  description: Type.String(),
  title_ar: Type.String({ description: "The Arabic title: '' for a package made before it existed (the form requires it)" }),
  description_ar: Type.String({ description: "The Arabic description: '' for a package made before it existed (the form requires it)" }),
  clinic_id: sysId('The offering facility: a clinic, center or pharmacy, by center_type'),
  promo_img: Type.String({ description: 'The promotion image: a media path of ours or a whole link' }),
  price_before: amount('The price before the offer, in SAR'),
  price_after: amount('The offer price, in SAR'),
  discount: amount('The percentage price_after saves on price_before: 100 and 80 give 20'),
  start_date: day('The first day of the offer'),
  end_date: day('The last day of the offer'),
  is_featured: Type.Boolean(),
  package_type: Type.String({ description: 'CHECKUP, CONSULTATION, LAB, RADIOLOGY, HOME_CARE, DENTAL or OTHER' }),
  center_type: Type.Union(
    FACILITY_CATEGORIES.map((category) => Type.Literal(category)),
    { description: 'What kind of facility clinic_id names' },
  ),
});
export type HealthPackage = Static<typeof HealthPackageSchema>;

const ownerNames = {
  owner_name: Type.String({ description: "The offering facility's English name ('' when it is gone)" }),
  owner_name_ar: Type.String({ description: "The offering facility's Arabic name ('' when none)" }),
};

/** A package as `POST` and `PATCH promotion-write/package` answer it: with its owner's names. */
export const WrittenPackageSchema = Type.Object({ ...HealthPackageSchema.properties, ...ownerNames });
export type WrittenPackage = Static<typeof WrittenPackageSchema>;

/** A package as the lists and `promotion-read/package/{id}` answer it: with its owner's names and active tags. */
export const ListedPackageSchema = Type.Object({
  ...HealthPackageSchema.properties,
  ...ownerNames,
  tags: Type.Array(TagSearchItemSchema, { description: "The package's active tags" }),
});
export type ListedPackage = Static<typeof ListedPackageSchema>;

/** A package as the patient app lists it (`GET patient-app/packages`): its owner's names, no tags, the image as a whole link. */
export const PublicPackageSchema = Type.Object({
  ...WrittenPackageSchema.properties,
  promo_img: Type.String({ description: 'The promotion image as a whole link (a stored path is prefixed with the public URL)' }),
});
export type PublicPackage = Static<typeof PublicPackageSchema>;

/** What `DELETE promotion-write/delete-package` answers. */
export const PackagesDeletedSchema = Type.Object({
  deleted: Type.Integer({ minimum: 0, description: 'How many packages were deleted' }),
  ids: Type.Array(Type.String(), { description: 'The ids asked for (lower case, a repeat once)' }),
});
export type PackagesDeleted = Static<typeof PackagesDeletedSchema>;

/** A stored 30-minute slot of a package's timetable (`promotion-read/package-times/{id}`, `promotion-write/update-timeslots`). */
export const PackageSlotSchema = Type.Object({
  day: Type.Integer({ minimum: 0, maximum: 6, description: '0 is Sunday' }),
  from: Type.String({ description: 'HHmm' }),
  until: Type.String({ description: 'HHmm, the slot\'s last minute (0900-0929)' }),
});
export type PackageSlot = Static<typeof PackageSlotSchema>;

/** What `DELETE promotion-write/reset-hours/{id}` answers. */
export const PackageTimesResetSchema = Type.Object({ removed: Type.Integer({ minimum: 0, description: 'How many slots were removed' }) });
export type PackageTimesReset = Static<typeof PackageTimesResetSchema>;
