import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { administrators } from './administrators';
import { deletedAt, facilityStatus, facilityStatusCheck, sysId, timestamps } from './columns';

/** Every Pharmacy field of spec 2 section 3. */
export const pharmacies = pgTable(
  'pharmacies',
  {
    sys_id: sysId(),
    name: text('name').notNull(),
    name_ar: text('name_ar').notNull().default(''),
    cr_number: text('cr_number'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    lat: text('lat'),
    lng: text('lng'),
    pic_id: uuid('pic_id').references(() => administrators.sys_id),
    ...facilityStatus(),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [index('pharmacies_pic_id_idx').on(t.pic_id), facilityStatusCheck('pharmacies', t.status)],
);

export type PharmacyRow = typeof pharmacies.$inferSelect;
export type NewPharmacyRow = typeof pharmacies.$inferInsert;
