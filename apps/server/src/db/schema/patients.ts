import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sysId, timestamps } from './columns';

/**
 * Patients (spec 2 section 3). Not owned by a clinic: any clinic may book any patient, found by phone.
 * `phone` is stored normalised ('0' plus the last 9 digits for a mobile), so it is unique as stored;
 * `national_id` is unique when present (the list shows 'Unregistered' for none).
 */
export const patients = pgTable(
  'patients',
  {
    sys_id: sysId(),
    id: serial('id').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    national_id: text('national_id'),
    /** ISO string (the CSV upload sends the day at 06:00 UTC). */
    date_of_birth: text('date_of_birth'),
    gender: text('gender', { enum: ['Male', 'Female'] }),
    /** 'SAU' when the national id starts with 1. */
    country_id: text('country_id'),
    /** The clinic named when the patient was registered in the booking wizard. */
    clinic_name: text('clinic_name'),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('patients_phone_idx').on(t.phone),
    uniqueIndex('patients_national_id_idx').on(t.national_id).where(sql`${t.national_id} IS NOT NULL`),
    // The Home's patients registered this week (dashboard/admin-figures.ts).
    index('patients_created_idx').on(t.createdAt),
  ],
);

export type PatientRow = typeof patients.$inferSelect;
export type NewPatientRow = typeof patients.$inferInsert;
