import { index, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { administrators } from './administrators';
import { deletedAt, facilityStatus, facilityStatusCheck, flags, sysId, timestamps } from './columns';

/** Every Clinic field of spec 1 section 3; later issues add routes, not columns. */
export const clinics = pgTable(
  'clinics',
  {
    sys_id: sysId(),
    id: serial('id').notNull().unique(),
    registered_clinic_name: text('registered_clinic_name').notNull(),
    registered_clinic_name_arabic: text('registered_clinic_name_arabic').notNull().default(''),
    specialization: text('specialization'),
    specialization_arabic: text('specialization_arabic'),
    branch_name: text('branch_name'),
    facility_type: text('facility_type').notNull().default('polyclinics'),
    services_offered: text('services_offered'),
    SCFHS_license_number: text('SCFHS_license_number'),
    website: text('website'),
    address: text('address'),
    street: text('street'),
    city: text('city'),
    zip: text('zip'),
    country: text('country'),
    // Text keeps the 17 decimals the latitude rule allows.
    lng: text('lng'),
    lat: text('lat'),
    clinic_bio: text('clinic_bio'),
    clinic_bio_en: text('clinic_bio_en'),
    payment_details: text('payment_details'),
    account_name: text('account_name'),
    bank_name: text('bank_name'),
    account_number: text('account_number'),
    IBAN_number: text('IBAN_number'),
    pic_id: uuid('pic_id').references(() => administrators.sys_id),
    avatar: text('avatar'),
    contact_number: text('contact_number'),
    path: text('path'),
    ...flags({
      walkin_enabled: false,
      enable_clinic_pay: false,
      enable_online_pay: true,
      homecare_enabled: false,
      same_day_booking: false,
      is_internal: false,
    }),
    ...facilityStatus(),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [
    index('clinics_pic_id_idx').on(t.pic_id),
    facilityStatusCheck('clinics', t.status),
    // The profile link slug names one clinic; deleted clinics keep theirs so old links never point elsewhere.
    uniqueIndex('clinics_path_idx').on(t.path),
  ],
);

export type ClinicRow = typeof clinics.$inferSelect;
export type NewClinicRow = typeof clinics.$inferInsert;
