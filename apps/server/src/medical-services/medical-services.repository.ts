import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { centers, medicalServices, type MedicalServiceRow } from '../db/schema';
import { findLiveRow, type CountedRows, type PageWindow } from '../kit/entity-table';

/** The live services of one center, by name. */
export async function listCenterServices(db: DbOrTx, centerId: string, page: PageWindow): Promise<CountedRows<MedicalServiceRow>> {
  const where = and(eq(medicalServices.center_id, centerId), isNull(medicalServices.deleted_at));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(medicalServices)
      .where(where)
      .orderBy(asc(medicalServices.name), asc(medicalServices.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(medicalServices).where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** A service that is not deleted; `forUpdate` locks it until the transaction ends. */
export function findLiveService(db: DbOrTx, sysId: string, options: { forUpdate?: boolean } = {}): Promise<MedicalServiceRow | undefined> {
  return findLiveRow(db, medicalServices, sysId, options);
}

/** Live services among `ids` whose center is live and in service too (the patient app's basket), by name. */
export function liveServicesAmong(db: DbOrTx, ids: readonly string[]): Promise<MedicalServiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ service: medicalServices })
    .from(medicalServices)
    .innerJoin(centers, eq(centers.sys_id, medicalServices.center_id))
    .where(and(inArray(medicalServices.sys_id, [...ids]), isNull(medicalServices.deleted_at), isNull(centers.deleted_at), eq(centers.status, 'active')))
    .orderBy(asc(medicalServices.name), asc(medicalServices.sys_id))
    .then((rows) => rows.map((row) => row.service));
}
