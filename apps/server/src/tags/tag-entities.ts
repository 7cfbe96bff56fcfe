import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TagEntityType } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { clinics, patients, physicians } from '../db/schema';
import { livePackagesWithPic } from '../packages/package-owners';

/** An entity that can carry tags, with the PIC in charge of it (for the ownership rule). */
export interface TaggableEntity {
  sys_id: string;
  pic_id: string | null;
}

/** Finds the live (not deleted) entities among `sysIds`; the ones it does not return are unknown. */
export type EntityLookup = (db: DbOrTx, sysIds: string[]) => Promise<TaggableEntity[]>;

/**
 * The one place that knows which entity types can be tagged today. A type without a lookup is
 * refused with 'Tagging {type} is not available yet'.
 * TODO: the emergency calls issue adds its lookup here
 * (returning the PIC in charge, as PHYSICIAN does through its clinic), nothing else changes.
 */
export const entityExists: Record<TagEntityType, EntityLookup | undefined> = {
  CLINIC: (db, sysIds) =>
    db
      .select({ sys_id: clinics.sys_id, pic_id: clinics.pic_id })
      .from(clinics)
      .where(and(inArray(clinics.sys_id, sysIds), isNull(clinics.deleted_at))),
  // A physician is in the charge of its clinic's PIC.
  PHYSICIAN: (db, sysIds) =>
    db
      .select({ sys_id: physicians.sys_id, pic_id: clinics.pic_id })
      .from(physicians)
      .innerJoin(clinics, eq(clinics.sys_id, physicians.clinic_id))
      .where(and(inArray(physicians.sys_id, sysIds), isNull(physicians.deleted_at))),
  // A package is in the charge of its facility's PIC (clinic, center or pharmacy, by center_type).
  PACKAGE: livePackagesWithPic,
  EMERGENCY: undefined,
  // Patients belong to no clinic: nobody but an ADMIN is in charge of them.
  PATIENT: async (db, sysIds) =>
    (await db.select({ sys_id: patients.sys_id }).from(patients).where(inArray(patients.sys_id, sysIds))).map((row) => ({ ...row, pic_id: null })),
};
