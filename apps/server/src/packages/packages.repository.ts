import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, param, type SQL } from 'drizzle-orm';
import type { StoredSlot } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { packages, packageSlots, type PackageRow } from '../db/schema';
import { containsPattern } from '../http/query';
import { findLiveRow, type CountedRows, type PageWindow } from '../kit/entity-table';
import { insertSlotRows } from '../kit/slot-rows';
import { taggedWithAny } from '../tags/tags.repository';
import { ownedBy, ownerIsLive } from './package-owners';

/** What a package list may be narrowed by (all given conditions hold together). */
export interface PackageFilter {
  /** Part of the English or Arabic title, any case. */
  title?: string;
  /** yyyy-mm-dd: packages whose offer has not ended before this day. */
  from?: string;
  /** yyyy-mm-dd: packages whose offer has started by this day. */
  to?: string;
  /** Packages carrying any of these tags. */
  tagIds?: number[];
  /** One facility's packages: a clinic's (CLINIC), a center's (LAB, RADIOLOGY), or any type (`clinic/{ownerId}`). */
  owner?: { id: string; types?: PackageRow['center_type'][] };
  /** Only the packages of this person in charge's facilities. */
  picId?: string;
  /** The patient app: offers not ended before this day, of live facilities, with a timetable (a reset one leaves the app). */
  publicOn?: string;
}

const newestFirst = [desc(packages.createdAt), desc(packages.sys_id)];

/** The list's conditions for a filter (its export adds its own to them). */
export function conditionsOf(db: DbOrTx, filter: PackageFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(packages.deleted_at)];
  // The English or the Arabic title: the promo form's package search is typed in either language.
  if (filter.title) conditions.push(or(ilike(packages.title, containsPattern(filter.title)), ilike(packages.title_ar, containsPattern(filter.title))));
  if (filter.from) conditions.push(gte(packages.end_date, filter.from));
  if (filter.to) conditions.push(lte(packages.start_date, filter.to));
  if (filter.tagIds?.length) conditions.push(taggedWithAny(packages.sys_id, 'PACKAGE', param(filter.tagIds)));
  if (filter.owner) {
    conditions.push(eq(packages.clinic_id, filter.owner.id));
    if (filter.owner.types) conditions.push(inArray(packages.center_type, filter.owner.types));
  }
  if (filter.picId) conditions.push(ownedBy(db, filter.picId));
  if (filter.publicOn) {
    const timetabled = db.selectDistinct({ package_id: packageSlots.package_id }).from(packageSlots);
    conditions.push(gte(packages.end_date, filter.publicOn), ownerIsLive(db), inArray(packages.sys_id, timetabled));
  }
  return and(...conditions);
}

/** Live packages matching the filter, newest first, and how many match. */
export async function listPackages(db: DbOrTx, filter: PackageFilter, page: PageWindow): Promise<CountedRows<PackageRow>> {
  const where = conditionsOf(db, filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(packages).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(packages).where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** A package that is not deleted; `forUpdate` locks it until the transaction ends. */
export function findLivePackage(db: DbOrTx, sysId: string, options: { forUpdate?: boolean } = {}): Promise<PackageRow | undefined> {
  return findLiveRow(db, packages, sysId, options);
}

/** The live packages among `ids`, locked until the transaction ends (the bulk delete). */
export function lockLivePackages(db: DbOrTx, ids: string[]): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(inArray(packages.sys_id, ids), isNull(packages.deleted_at)))
    .orderBy(asc(packages.sys_id))
    .for('update');
}

export async function softDeletePackages(db: DbOrTx, ids: string[], at: Date): Promise<number> {
  const rows = await db
    .update(packages)
    .set({ deleted_at: at, updatedAt: at })
    .where(and(inArray(packages.sys_id, ids), isNull(packages.deleted_at)))
    .returning({ sys_id: packages.sys_id });
  return rows.length;
}

/** A package's stored slots by day and start: [{ day, from, until }] in HHmm. */
export function packageSlotsOf(db: DbOrTx, packageId: string): Promise<StoredSlot[]> {
  return db
    .select({ day: packageSlots.day, from: packageSlots.from, until: packageSlots.until })
    .from(packageSlots)
    .where(eq(packageSlots.package_id, packageId))
    .orderBy(asc(packageSlots.day), asc(packageSlots.from));
}

export async function deletePackageSlots(db: DbOrTx, packageId: string): Promise<number> {
  const removed = await db.delete(packageSlots).where(eq(packageSlots.package_id, packageId)).returning({ id: packageSlots.id });
  return removed.length;
}

/** Inserts package slot rows in one statement, whatever their number (kit/slot-rows.ts). */
export async function insertPackageSlots(db: DbOrTx, rows: readonly (StoredSlot & { package_id: string })[]): Promise<void> {
  await insertSlotRows(
    db,
    packageSlots,
    packageSlots.package_id,
    rows.map(({ package_id, day, from, until }) => ({ owner: package_id, day, from, until })),
  );
}
