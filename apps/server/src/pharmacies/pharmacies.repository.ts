import type { FacilityStatus } from '@mk/contracts';
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { pharmacies, type PharmacyRow } from '../db/schema';
import { findLiveRow, type CountedRows, type PageWindow } from '../kit/entity-table';

/** Non-deleted pharmacies ordered by name; `picId` limits them to one person in charge, `status` to one approval status. */
export async function listPharmacies(db: DbOrTx, filter: { picId?: string; status?: FacilityStatus }, page: PageWindow): Promise<CountedRows<PharmacyRow>> {
  const conditions: SQL[] = [isNull(pharmacies.deleted_at)];
  if (filter.picId) conditions.push(eq(pharmacies.pic_id, filter.picId));
  if (filter.status) conditions.push(eq(pharmacies.status, filter.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pharmacies)
      .where(where)
      .orderBy(asc(pharmacies.name), asc(pharmacies.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(pharmacies).where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** A pharmacy that is not deleted; `forUpdate` locks it until the transaction ends. */
export function findLivePharmacy(db: DbOrTx, sysId: string, options: { forUpdate?: boolean } = {}): Promise<PharmacyRow | undefined> {
  return findLiveRow(db, pharmacies, sysId, options);
}
