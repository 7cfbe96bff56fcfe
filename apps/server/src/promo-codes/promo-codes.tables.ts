import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PromoEntityType } from '@mk/promo-codes/contract';
import { sysId } from '../db/schema/columns';

/**
 * A promo code (spec 3 section 3) for one entity: a clinic, a physician, a package, or emergency
 * consultations (EMERGENCY_PROMO_ENTITY_ID). The form makes one row per chosen entity, so the same
 * text may serve several entities; per entity it is unique whatever its case ('SAVE10' and
 * 'save10' for one physician clash). No foreign key to the entity: the types live in different
 * tables (as tag assignments). `promo_code` is kept as typed; `end_date` is the instant it ends.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    sys_id: sysId(),
    promo_code: text('promo_code').notNull(),
    /** A fraction: 0.15 is 15 %. */
    discount: numeric('discount', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    entity_type: text('entity_type').$type<PromoEntityType>().notNull(),
    entity_id: uuid('entity_id').notNull(),
    end_date: timestamp('end_date', { withTimezone: true }).notNull(),
    /** The administrator who created it (no foreign key: the code outlives the account). */
    created_by: uuid('created_by'),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_entity_idx').on(sql`lower(${t.promo_code})`, t.entity_type, t.entity_id),
    // The list: newest first (read backwards), sys_id breaking ties so pages never overlap.
    index('promo_codes_created_idx').on(t.createdAt, t.sys_id),
    check('promo_codes_discount_check', sql`${t.discount} > 0 AND ${t.discount} <= 1`),
    check('promo_codes_entity_type_check', sql`${t.entity_type} IN ('EMERGENCY', 'CLINIC', 'PHYSICIAN', 'PACKAGE')`),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;
