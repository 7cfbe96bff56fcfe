import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { deletedAt, sysId, timestamps } from './columns';

/**
 * A health package (spec 3 section 3). `clinic_id` is the id of the facility offering it, read by
 * `center_type`: a clinic (CLINIC), a center (LAB, RADIOLOGY) or a pharmacy (PHARMACY). It is no
 * foreign key, since the three live in different tables; the write path checks it. Removal sets
 * `deleted_at` (the row stays for history and promo codes naming it).
 */
export const packages = pgTable(
  'packages',
  {
    sys_id: sysId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // Null for packages made before issue 26; the form requires them from then on.
    title_ar: text('title_ar'),
    description_ar: text('description_ar'),
    clinic_id: uuid('clinic_id').notNull(),
    center_type: text('center_type', { enum: ['CLINIC', 'LAB', 'RADIOLOGY', 'PHARMACY'] }).notNull().default('CLINIC'),
    promo_img: text('promo_img').notNull(),
    price_before: numeric('price_before', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    price_after: numeric('price_after', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    is_featured: boolean('is_featured').notNull().default(false),
    package_type: text('package_type').notNull(),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [
    // One facility's live packages, newest first (the clinic list, the PIC's lists, the owner filters);
    // sys_id breaks ties as the lists' order does, so a page is read straight off the index.
    index('packages_owner_created_idx').on(t.clinic_id, t.createdAt, t.sys_id).where(sql`${t.deleted_at} IS NULL`),
    // Every live package, newest first (the ADMIN list's pages, and the pages of the other filters).
    index('packages_live_created_sys_idx').on(t.createdAt, t.sys_id).where(sql`${t.deleted_at} IS NULL`),
    // The date-range filter and the patient app's offers not yet ended.
    index('packages_live_end_date_idx').on(t.end_date, t.start_date).where(sql`${t.deleted_at} IS NULL`),
  ],
);

export type PackageRow = typeof packages.$inferSelect;
export type NewPackageRow = typeof packages.$inferInsert;

/**
 * A package's weekly timetable as 30-minute slots (spec 3 section 9), one row per slot: day 0
 * (Sunday) to 6, from and until as HHmm with the one-minute gap ('0900'-'0929'). A save replaces
 * every row of the package in one transaction; a reset deletes them.
 */
export const packageSlots = pgTable(
  'package_slots',
  {
    id: serial('id').primaryKey(),
    package_id: uuid('package_id')
      .notNull()
      .references(() => packages.sys_id),
    day: integer('day').notNull(),
    from: varchar('from', { length: 4 }).notNull(),
    until: varchar('until', { length: 4 }).notNull(),
  },
  (t) => [index('package_slots_package_id_idx').on(t.package_id, t.day, t.from), check('package_slots_day_check', sql`${t.day} BETWEEN 0 AND 6`)],
);

export type PackageSlotRow = typeof packageSlots.$inferSelect;
