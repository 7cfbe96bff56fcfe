import { and, asc, count, eq, exists, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { City, Specialization } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { clinics, physicianSlots, physicians, type ClinicRow, type PhysicianRow } from '../db/schema';
import { containsPattern } from '../http/query';
import { filterShape, preparedPerDatabase, shapeUses } from '../db/prepared';
import { findLiveRow, type CountedRows, type PageWindow } from '../kit/entity-table';
import { taggedWithAny } from '../tags/tags.repository';
import { PHYSICIAN_VIEW_COLUMNS, physicianView, PUBLIC_PHYSICIAN_COLUMNS, type PhysicianClinic, type PhysicianView, type PublicPhysician } from './physician.view';

/** The three kinds of consultation the list filters on; online is any of audio, text and video. */
export const LIST_CONSULTATION_TYPES = ['online', 'walkin', 'homecare'] as const;
export type ListConsultationType = (typeof LIST_CONSULTATION_TYPES)[number];

export interface PhysicianFilter {
  /** Only physicians of clinics this PIC is in charge of. */
  picId?: string;
  /** Part of the English or the Arabic name, any case. */
  name?: string;
  /** The city of the physician's clinic. */
  city?: City;
  consultationType?: ListConsultationType;
  specialization?: Specialization;
  /** Physicians carrying any of these tags. */
  tagIds?: number[];
  clinicId?: string;
}

const CLINIC_NAMES = {
  registered_clinic_name: clinics.registered_clinic_name,
  registered_clinic_name_arabic: clinics.registered_clinic_name_arabic,
};

const byName = [asc(physicians.name), asc(physicians.sys_id)];

function consultationCondition(type: ListConsultationType): SQL | undefined {
  if (type === 'online') return or(eq(physicians.audio_enabled, true), eq(physicians.text_enabled, true), eq(physicians.video_enabled, true));
  if (type === 'walkin') return eq(physicians.walkin_enabled, true);
  return eq(physicians.homecare_enabled, true);
}

/** Which filters a list request uses: its prepared queries' shape, e.g. 'pic' or 'name_city_walkin'. */
const shapeOf = (filter: PhysicianFilter) =>
  filterShape([
    filter.picId && 'pic',
    filter.name && 'name',
    filter.city && 'city',
    filter.consultationType,
    filter.specialization && 'spec',
    filter.tagIds?.length && 'tags',
    filter.clinicId && 'clinic',
  ]);

/** The conditions of a shape, with each value as a placeholder named after its filter. */
function shapeConditions(shape: string): SQL | undefined {
  const used = shapeUses(shape);
  const conditions: (SQL | undefined)[] = [isNull(physicians.deleted_at)];
  if (used.has('pic')) conditions.push(eq(clinics.pic_id, sql.placeholder('picId')));
  if (used.has('name')) conditions.push(or(ilike(physicians.name, sql.placeholder('pattern')), ilike(physicians.arabic_name, sql.placeholder('pattern'))));
  if (used.has('city')) conditions.push(eq(clinics.city, sql.placeholder('city')));
  for (const type of LIST_CONSULTATION_TYPES) if (used.has(type)) conditions.push(consultationCondition(type));
  if (used.has('spec')) conditions.push(eq(physicians.specialization, sql.placeholder('specialization')));
  if (used.has('tags')) conditions.push(taggedWithAny(physicians.sys_id, 'PHYSICIAN', sql.placeholder('tagIds')));
  if (used.has('clinic')) conditions.push(eq(physicians.clinic_id, sql.placeholder('clinicId')));
  return and(...conditions);
}

const physicianPage = preparedPerDatabase('physician_page', (db, name, shape: string) =>
  db
    .select({ physician: PHYSICIAN_VIEW_COLUMNS, clinic: CLINIC_NAMES })
    .from(physicians)
    .innerJoin(clinics, eq(clinics.sys_id, physicians.clinic_id))
    .where(shapeConditions(shape))
    .orderBy(...byName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const physicianCount = preparedPerDatabase('physician_count', (db, name, shape: string) =>
  db.select({ value: count() }).from(physicians).innerJoin(clinics, eq(clinics.sys_id, physicians.clinic_id)).where(shapeConditions(shape)).prepare(name),
);

/** The filter's values, by placeholder name. */
const filterValues = (filter: PhysicianFilter) => ({
  picId: filter.picId,
  pattern: filter.name && containsPattern(filter.name),
  city: filter.city,
  specialization: filter.specialization,
  tagIds: filter.tagIds,
  clinicId: filter.clinicId,
});

/** Live physicians matching every given filter, by name, each with its clinic's names. */
export async function listPhysicians(db: DbOrTx, filter: PhysicianFilter, page: PageWindow): Promise<CountedRows<PhysicianView>> {
  const shape = shapeOf(filter);
  const values = filterValues(filter);
  const [rows, [total]] = await Promise.all([
    physicianPage(db, shape).execute({ ...values, limit: page.limit, offset: page.offset }),
    physicianCount(db, shape).execute(values),
  ]);
  return { count: Number(total.value), rows: rows.map(({ physician, clinic }) => physicianView(physician, clinic)) };
}

/** One page of the list's rows (its filters and order, by name then sys_id) without its count: the export's read (issue 29). */
export async function listPhysicianPage(db: DbOrTx, filter: PhysicianFilter, page: PageWindow): Promise<PhysicianView[]> {
  const rows = await physicianPage(db, shapeOf(filter)).execute({ ...filterValues(filter), limit: page.limit, offset: page.offset });
  return rows.map(({ physician, clinic }) => physicianView(physician, clinic));
}

/** A live physician (with its hash, for the write paths); `forUpdate` locks the row until the transaction ends. */
export const findLivePhysician = (db: DbOrTx, sysId: string, options?: { forUpdate?: boolean }): Promise<PhysicianRow | undefined> =>
  findLiveRow(db, physicians, sysId, options);

const clinicOfPhysicianQuery = preparedPerDatabase('clinic_of_physician', (db, name) =>
  db
    .select({ sys_id: clinics.sys_id, pic_id: clinics.pic_id, deleted_at: clinics.deleted_at, status: clinics.status, ...CLINIC_NAMES })
    .from(clinics)
    .where(eq(clinics.sys_id, sql.placeholder('clinicId')))
    .limit(1)
    .prepare(name),
);

/** The clinic a physician belongs to, as ownership and the views need it (deleted or not). */
export async function clinicOfPhysician(db: DbOrTx, clinicId: string): Promise<(PhysicianClinic & Pick<ClinicRow, 'sys_id' | 'pic_id' | 'deleted_at' | 'status'>) | undefined> {
  const [row] = await clinicOfPhysicianQuery(db).execute({ clinicId });
  return row;
}

/** Physicians of one clinic that the patient app may offer: live, with at least one stored slot. */
export async function listBookablePhysicians(db: DbOrTx, clinicId: string): Promise<PublicPhysician[]> {
  const hasSlot = exists(
    db.select({ one: sql`1` }).from(physicianSlots).where(eq(physicianSlots.physician_id, physicians.sys_id)),
  );
  return db
    .select(PUBLIC_PHYSICIAN_COLUMNS)
    .from(physicians)
    .where(and(eq(physicians.clinic_id, clinicId), isNull(physicians.deleted_at), hasSlot))
    .orderBy(...byName);
}

/** Whether another live physician already uses this email, whatever its case. */
export async function emailTaken(db: DbOrTx, email: string, exceptSysId?: string): Promise<boolean> {
  const conditions = [sql`lower(${physicians.email}) = lower(${email})`, isNull(physicians.deleted_at)];
  if (exceptSysId) conditions.push(ne(physicians.sys_id, exceptSysId));
  const [row] = await db.select({ sys_id: physicians.sys_id }).from(physicians).where(and(...conditions)).limit(1);
  return row !== undefined;
}
