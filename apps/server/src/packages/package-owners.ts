import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FacilityCategory } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { centers, clinics, packages, pharmacies } from '../db/schema';

/**
 * The facility that offers a package, found by `center_type` (docs/deviations.md): a clinic for
 * CLINIC, a center for LAB and RADIOLOGY, a pharmacy for PHARMACY. The one place that knows which
 * table each type lives in.
 */
export interface PackageOwner {
  sys_id: string;
  pic_id: string | null;
  name: string;
  name_ar: string;
}

type OwnerTable = 'clinics' | 'centers' | 'pharmacies';

export const OWNER_TABLE: Record<FacilityCategory, OwnerTable> = { CLINIC: 'clinics', LAB: 'centers', RADIOLOGY: 'centers', PHARMACY: 'pharmacies' };

/** The package types served by each table. */
const TYPES_OF: Record<OwnerTable, FacilityCategory[]> = { clinics: ['CLINIC'], centers: ['LAB', 'RADIOLOGY'], pharmacies: ['PHARMACY'] };

/** How an owner is read: its live rows among ids, and the live ids of one person in charge (a sub-query). */
const READERS = {
  clinics: {
    live: (db: DbOrTx, ids: string[], options: { includeDeleted?: boolean }) =>
      db
        .select({ sys_id: clinics.sys_id, pic_id: clinics.pic_id, name: clinics.registered_clinic_name, name_ar: clinics.registered_clinic_name_arabic })
        .from(clinics)
        .where(and(inArray(clinics.sys_id, ids), options.includeDeleted ? undefined : isNull(clinics.deleted_at))),
    ofPic: (db: DbOrTx, picId: string) => db.select({ sys_id: clinics.sys_id }).from(clinics).where(and(eq(clinics.pic_id, picId), isNull(clinics.deleted_at))),
  },
  centers: {
    live: (db: DbOrTx, ids: string[], options: { includeDeleted?: boolean }) =>
      db
        .select({ sys_id: centers.sys_id, pic_id: centers.pic_id, name: centers.center_name, name_ar: centers.center_name_arabic })
        .from(centers)
        .where(and(inArray(centers.sys_id, ids), options.includeDeleted ? undefined : isNull(centers.deleted_at))),
    ofPic: (db: DbOrTx, picId: string) => db.select({ sys_id: centers.sys_id }).from(centers).where(and(eq(centers.pic_id, picId), isNull(centers.deleted_at))),
  },
  pharmacies: {
    live: (db: DbOrTx, ids: string[], options: { includeDeleted?: boolean }) =>
      db
        .select({ sys_id: pharmacies.sys_id, pic_id: pharmacies.pic_id, name: pharmacies.name, name_ar: pharmacies.name_ar })
        .from(pharmacies)
        .where(and(inArray(pharmacies.sys_id, ids), options.includeDeleted ? undefined : isNull(pharmacies.deleted_at))),
    ofPic: (db: DbOrTx, picId: string) =>
      db.select({ sys_id: pharmacies.sys_id }).from(pharmacies).where(and(eq(pharmacies.pic_id, picId), isNull(pharmacies.deleted_at))),
  },
} as const;

/** A live facility of this type, or undefined. */
export async function findOwner(db: DbOrTx, centerType: FacilityCategory, ownerId: string): Promise<PackageOwner | undefined> {
  const [row] = await READERS[OWNER_TABLE[centerType]].live(db, [ownerId], {});
  return row;
}

/** A live facility of any type with this id (a list's `clinic/{ownerId}`), or undefined. */
export async function findAnyOwner(db: DbOrTx, ownerId: string): Promise<PackageOwner | undefined> {
  for (const table of Object.keys(READERS) as OwnerTable[]) {
    const [row] = await READERS[table].live(db, [ownerId], {});
    if (row) return row;
  }
  return undefined;
}

/**
 * The owners of these packages by package sys_id, deleted facilities included (a list still
 * names who offered a package). One query per table that owns any of them.
 */
export async function ownersOf(db: DbOrTx, rows: readonly { sys_id: string; clinic_id: string; center_type: FacilityCategory }[]): Promise<Map<string, PackageOwner>> {
  const byPackage = new Map<string, PackageOwner>();
  for (const table of Object.keys(READERS) as OwnerTable[]) {
    const mine = rows.filter((row) => OWNER_TABLE[row.center_type] === table);
    if (mine.length === 0) continue;
    const owners = await READERS[table].live(db, [...new Set(mine.map((row) => row.clinic_id))], { includeDeleted: true });
    const byId = new Map(owners.map((owner) => [owner.sys_id, owner]));
    for (const row of mine) {
      const owner = byId.get(row.clinic_id);
      if (owner) byPackage.set(row.sys_id, owner);
    }
  }
  return byPackage;
}

/** Condition: the package's owner is one of this person in charge's live facilities (of the matching table). */
export function ownedBy(db: DbOrTx, picId: string): SQL {
  const parts = (Object.keys(READERS) as OwnerTable[]).map((table) =>
    and(inArray(packages.center_type, TYPES_OF[table]), inArray(packages.clinic_id, READERS[table].ofPic(db, picId)))!,
  );
  return sqlOr(parts);
}

/**
 * Condition: the package's owner is a live facility in service (the patient app lists no package of
 * a removed one, nor of one pending approval or suspended: issue 25).
 */
export function ownerIsLive(db: DbOrTx): SQL {
  const live = {
    clinics: db.select({ sys_id: clinics.sys_id }).from(clinics).where(and(isNull(clinics.deleted_at), eq(clinics.status, 'active'))),
    centers: db.select({ sys_id: centers.sys_id }).from(centers).where(and(isNull(centers.deleted_at), eq(centers.status, 'active'))),
    pharmacies: db.select({ sys_id: pharmacies.sys_id }).from(pharmacies).where(and(isNull(pharmacies.deleted_at), eq(pharmacies.status, 'active'))),
  };
  return sqlOr((Object.keys(live) as OwnerTable[]).map((table) => and(inArray(packages.center_type, TYPES_OF[table]), inArray(packages.clinic_id, live[table]))!));
}

function sqlOr(parts: SQL[]): SQL {
  // drizzle's or() is typed as possibly undefined; given parts, it never is.
  return or(...parts)!;
}

/** The live packages among `sysIds` with the PIC in charge of their facility (the tags module's lookup). */
export async function livePackagesWithPic(db: DbOrTx, sysIds: string[]): Promise<{ sys_id: string; pic_id: string | null }[]> {
  const rows = await db
    .select({ sys_id: packages.sys_id, clinic_id: packages.clinic_id, center_type: packages.center_type })
    .from(packages)
    .where(and(inArray(packages.sys_id, sysIds), isNull(packages.deleted_at)));
  const owners = await ownersOf(db, rows);
  return rows.map((row) => ({ sys_id: row.sys_id, pic_id: owners.get(row.sys_id)?.pic_id ?? null }));
}
