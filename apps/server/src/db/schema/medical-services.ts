import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { centers } from './centers';
import { deletedAt, sysId, timestamps } from './columns';

/**
 * A medical service a center offers (spec 3 section 3): names in both languages, a whole price in
 * SAR, its type. A service belongs to one center; a create for several centers writes one row per
 * center. Deleting sets deleted_at: the row stays for the bookings and the audit that name it.
 */
export const medicalServices = pgTable(
  'medical_services',
  {
    sys_id: sysId(),
    name: text('name').notNull(),
    name_ar: text('name_ar').notNull(),
    price: integer('price').notNull(),
    type: text('type', { enum: ['LAB', 'RADIOLOGY', 'HOMECARE'] }).notNull(),
    center_id: uuid('center_id')
      .notNull()
      .references(() => centers.sys_id),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [
    // The per-center list: live services of one center, by name.
    index('medical_services_center_idx').on(t.center_id, t.name).where(sql`${t.deleted_at} IS NULL`),
    check('medical_services_price_check', sql`${t.price} >= 0`),
  ],
);

export type MedicalServiceRow = typeof medicalServices.$inferSelect;
export type NewMedicalServiceRow = typeof medicalServices.$inferInsert;
