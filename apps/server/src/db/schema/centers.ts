import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { administrators } from './administrators';
import { deletedAt, facilityStatus, facilityStatusCheck, sysId, timestamps } from './columns';

/** Every Center field of spec 3 section 3. */
export const centers = pgTable(
  'centers',
  {
    sys_id: sysId(),
    center_name: text('center_name').notNull(),
    center_name_arabic: text('center_name_arabic').notNull().default(''),
    center_type: text('center_type', { enum: ['LAB', 'RADIOLOGY', 'SERVICE_PROVIDER'] }).notNull(),
    specialization: text('specialization'),
    specialization_arabic: text('specialization_arabic'),
    SCFHS_license_number: text('SCFHS_license_number'),
    website: text('website'),
    contact_number: text('contact_number'),
    address: text('address'),
    street: text('street'),
    city: text('city'),
    lat: text('lat'),
    lng: text('lng'),
    center_bio: text('center_bio'),
    center_bio_ar: text('center_bio_ar'),
    account_name: text('account_name'),
    bank_name: text('bank_name'),
    account_number: text('account_number'),
    IBAN_number: text('IBAN_number'),
    pic_id: uuid('pic_id').references(() => administrators.sys_id),
    avatar: text('avatar'),
    homecare_enabled: boolean('homecare_enabled').notNull().default(false),
    center_pay: boolean('center_pay').notNull().default(false),
    online_pay: boolean('online_pay').notNull().default(true),
    ...facilityStatus(),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [index('centers_pic_id_idx').on(t.pic_id), facilityStatusCheck('centers', t.status)],
);

export type CenterRow = typeof centers.$inferSelect;
export type NewCenterRow = typeof centers.$inferInsert;

/**
 * A center's operating hours as hourly slots (spec 3 section 9: 60 minutes), one row per slot:
 * day 0 (Sunday) to 6, from and until as HHmm with the one-minute gap ('0900'-'0959'). A save
 * replaces every row of the center in one transaction; a reset deletes them.
 */
export const centerSlots = pgTable(
  'center_slots',
  {
    id: serial('id').primaryKey(),
    center_id: uuid('center_id')
      .notNull()
      .references(() => centers.sys_id),
    day: integer('day').notNull(),
    from: varchar('from', { length: 4 }).notNull(),
    until: varchar('until', { length: 4 }).notNull(),
  },
  (t) => [index('center_slots_center_id_idx').on(t.center_id, t.day, t.from), check('center_slots_day_check', sql`${t.day} BETWEEN 0 AND 6`)],
);

export type CenterSlotRow = typeof centerSlots.$inferSelect;
