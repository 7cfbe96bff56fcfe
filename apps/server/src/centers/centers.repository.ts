import type { FacilityStatus } from '@mk/contracts';
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { centers, type CenterRow } from '../db/schema';
import { containsPattern } from '../http/query';
import { findLiveRow, type CountedRows, type PageWindow } from '../kit/entity-table';

export interface CenterFilter {
  /** Only this person in charge's centers. */
  picId?: string;
  /** Part of the English or the Arabic name, any case. */
  name?: string;
  /** Only centers of this approval status. */
  status?: FacilityStatus;
}

/** Non-deleted centers matching the filter, by name; `page` undefined gives them all. */
export async function listCenters(db: DbOrTx, filter: CenterFilter, page: PageWindow): Promise<CountedRows<CenterRow>> {
  const conditions: (SQL | undefined)[] = [isNull(centers.deleted_at)];
  if (filter.picId) conditions.push(eq(centers.pic_id, filter.picId));
  if (filter.status) conditions.push(eq(centers.status, filter.status));
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    conditions.push(or(ilike(centers.center_name, pattern), ilike(centers.center_name_arabic, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(centers).where(where).orderBy(asc(centers.center_name), asc(centers.sys_id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(centers).where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** A center that is not deleted; `forUpdate` locks it until the transaction ends. */
export function findLiveCenter(db: DbOrTx, sysId: string, options: { forUpdate?: boolean } = {}): Promise<CenterRow | undefined> {
  return findLiveRow(db, centers, sysId, options);
}
