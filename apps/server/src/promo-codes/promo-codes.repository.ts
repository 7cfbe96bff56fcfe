import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PromoEntityType } from '@mk/promo-codes/contract';
import type { DbOrTx } from '../db/database';
import { promoCodes, type NewPromoCodeRow, type PromoCodeRow } from './promo-codes.tables';
import type { CountedRows, PageWindow } from '../kit/entity-table';

/** The unique index a second code of the same text for the same entity runs into (any case). */
export const PROMO_CODE_ENTITY_INDEX = 'promo_codes_code_entity_idx';

/** Whether the entity already has this code, whatever its case (read through the unique index). */
export async function entityHasCode(db: DbOrTx, code: string, type: PromoEntityType, entityId: string): Promise<boolean> {
  const rows = await db
    .select({ sys_id: promoCodes.sys_id })
    .from(promoCodes)
    .where(and(sql`lower(${promoCodes.promo_code}) = lower(${code})`, eq(promoCodes.entity_type, type), eq(promoCodes.entity_id, entityId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertPromoCode(db: DbOrTx, values: NewPromoCodeRow): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  return row;
}

/** A page of codes, newest first (the index read backwards), and how many there are. */
export async function listPromoCodes(db: DbOrTx, page: PageWindow): Promise<CountedRows<PromoCodeRow>> {
  const [rows, [total]] = await Promise.all([
    db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.sys_id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(promoCodes),
  ]);
  return { count: Number(total.value), rows };
}
