import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { pharmacies, type PharmacyRow } from '../db/schema';

/** Non-deleted pharmacies ordered by name; `picId` limits them to one person in charge. */
export async function listPharmacies(
  db: DbOrTx,
  filter: { picId?: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: PharmacyRow[] }> {
  const conditions: SQL[] = [isNull(pharmacies.deleted_at)];
  if (filter.picId) conditions.push(eq(pharmacies.pic_id, filter.picId));
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
