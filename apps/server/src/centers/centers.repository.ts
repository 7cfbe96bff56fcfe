import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { centers, type CenterRow } from '../db/schema';

/** Non-deleted centers ordered by name; `picId` limits them to one person in charge. */
export async function listCenters(
  db: DbOrTx,
  filter: { picId?: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: CenterRow[] }> {
  const conditions: SQL[] = [isNull(centers.deleted_at)];
  if (filter.picId) conditions.push(eq(centers.pic_id, filter.picId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(centers)
      .where(where)
      .orderBy(asc(centers.center_name), asc(centers.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(centers).where(where),
  ]);
  return { count: Number(total.value), rows };
}
