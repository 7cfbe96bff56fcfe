import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { City, FacilityStatus, Specialization } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { clinics, type ClinicRow } from '../db/schema';
import { containsPattern } from '../http/query';
import { filterShape, preparedPerDatabase, shapeUses } from '../db/prepared';
import { findLiveRow, type CountedRows, type PageWindow } from '../kit/entity-table';
import { taggedWithAny } from '../tags/tags.repository';

const byName = [asc(clinics.registered_clinic_name), asc(clinics.sys_id)];

async function pageOf<Row>(
  db: DbOrTx,
  where: SQL | undefined,
  rows: (where: SQL | undefined) => Promise<Row[]>,
): Promise<CountedRows<Row>> {
  const [list, [total]] = await Promise.all([rows(where), db.select({ value: count() }).from(clinics).where(where)]);
  return { count: Number(total.value), rows: list };
}

/** Non-deleted clinics ordered by name; `picId` limits them to one person in charge, `status` to one approval status. */
export async function listClinics(db: DbOrTx, filter: { picId?: string; status?: FacilityStatus }, page: PageWindow): Promise<CountedRows<ClinicRow>> {
  const conditions: SQL[] = [isNull(clinics.deleted_at)];
  if (filter.picId) conditions.push(eq(clinics.pic_id, filter.picId));
  if (filter.status) conditions.push(eq(clinics.status, filter.status));
  return pageOf(db, and(...conditions), (where) =>
    db.select().from(clinics).where(where).orderBy(...byName).limit(page.limit).offset(page.offset),
  );
}

export interface ClinicFilter {
  /** Part of the English or the Arabic name, any case. */
  name?: string;
  city?: City;
  specialization?: Specialization;
  /** Clinics carrying any of these tags. */
  tagIds?: number[];
  /** Clinics of this approval status ('pending': ADMIN's approval queue). */
  status?: FacilityStatus;
}

/** Which filters an ADMIN list request uses: its prepared queries' shape, e.g. 'name_city_tags'. */
const shapeOf = (filter: ClinicFilter) =>
  filterShape([filter.name && 'name', filter.city && 'city', filter.specialization && 'spec', filter.tagIds?.length && 'tags', filter.status && 'status']);

function shapeConditions(shape: string): SQL | undefined {
  const used = shapeUses(shape);
  const conditions: (SQL | undefined)[] = [isNull(clinics.deleted_at)];
  if (used.has('name')) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(clinics.registered_clinic_name, pattern), ilike(clinics.registered_clinic_name_arabic, pattern)));
  }
  if (used.has('city')) conditions.push(eq(clinics.city, sql.placeholder('city')));
  if (used.has('spec')) conditions.push(eq(clinics.specialization, sql.placeholder('specialization')));
  if (used.has('tags')) conditions.push(taggedWithAny(clinics.sys_id, 'CLINIC', sql.placeholder('tagIds')));
  if (used.has('status')) conditions.push(eq(clinics.status, sql.placeholder('status')));
  return and(...conditions);
}

const clinicPage = preparedPerDatabase('clinic_page', (db, name, shape: string) =>
  db
    .select()
    .from(clinics)
    .where(shapeConditions(shape))
    .orderBy(...byName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const clinicCount = preparedPerDatabase('clinic_count', (db, name, shape: string) =>
  db.select({ value: count() }).from(clinics).where(shapeConditions(shape)).prepare(name),
);

/** The ADMIN list: every non-deleted clinic matching all the given filters, by name. */
export async function filterClinics(db: DbOrTx, filter: ClinicFilter, page: PageWindow): Promise<CountedRows<ClinicRow>> {
  const shape = shapeOf(filter);
  const values = {
    pattern: filter.name && containsPattern(filter.name),
    city: filter.city,
    specialization: filter.specialization,
    tagIds: filter.tagIds,
    status: filter.status,
  };
  const [rows, [total]] = await Promise.all([
    clinicPage(db, shape).execute({ ...values, limit: page.limit, offset: page.offset }),
    clinicCount(db, shape).execute(values),
  ]);
  return { count: Number(total.value), rows };
}

/**
 * What the patient app may show of a clinic. Chosen column by column, so a new column (bank
 * details, pic_id, license...) never leaks into the public listing by accident.
 */
export const PUBLIC_CLINIC_COLUMNS = {
  sys_id: clinics.sys_id,
  registered_clinic_name: clinics.registered_clinic_name,
  registered_clinic_name_arabic: clinics.registered_clinic_name_arabic,
  specialization: clinics.specialization,
  specialization_arabic: clinics.specialization_arabic,
  city: clinics.city,
  address: clinics.address,
  street: clinics.street,
  avatar: clinics.avatar,
  path: clinics.path,
  clinic_bio: clinics.clinic_bio,
  clinic_bio_en: clinics.clinic_bio_en,
  website: clinics.website,
  contact_number: clinics.contact_number,
  walkin_enabled: clinics.walkin_enabled,
  homecare_enabled: clinics.homecare_enabled,
  same_day_booking: clinics.same_day_booking,
};

export type PublicClinic = { [K in keyof typeof PUBLIC_CLINIC_COLUMNS]: ClinicRow[K] };

/** The patient app's clinics: live and in service (a pending or suspended clinic is not offered to patients). */
export async function listPublicClinics(db: DbOrTx, page: PageWindow): Promise<CountedRows<PublicClinic>> {
  return pageOf(db, and(isNull(clinics.deleted_at), eq(clinics.status, 'active')), (where) =>
    db.select(PUBLIC_CLINIC_COLUMNS).from(clinics).where(where).orderBy(...byName).limit(page.limit).offset(page.offset),
  );
}

/** A non-deleted clinic; `forUpdate` locks the row until the transaction ends (no lost updates). */
export const findLiveClinic = (db: DbOrTx, sysId: string, options?: { forUpdate?: boolean }): Promise<ClinicRow | undefined> =>
  findLiveRow(db, clinics, sysId, options);
