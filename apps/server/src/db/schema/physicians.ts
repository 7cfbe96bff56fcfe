import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './clinics';
import { deletedAt, flags, sysId, timestamps } from './columns';

/** Every Physician field of spec 1 section 3; the password is kept only as a hash. */
export const physicians = pgTable(
  'physicians',
  {
    sys_id: sysId(),
    id: serial('id').notNull().unique(),
    name: text('name').notNull(),
    arabic_name: text('arabic_name').notNull(),
    title: text('title').notNull(),
    gender: text('gender').notNull(),
    phone: text('phone'),
    email: varchar('email', { length: 320 }),
    avatar: text('avatar'),
    password_hash: text('password_hash'),
    medical_id: text('medical_id').notNull(),
    clinic_id: uuid('clinic_id')
      .notNull()
      .references(() => clinics.sys_id),
    education: text('education'),
    about: text('about').notNull(),
    about_en: text('about_en').notNull(),
    nationality: text('nationality'),
    national_id: text('national_id'),
    date_of_birth: text('date_of_birth'),
    specialization: text('specialization').notNull(),
    subspecialization: text('subspecialization'),
    subspecialization_ar: text('subspecialization_ar'),
    expertise: text('expertise'),
    expertise_ar: text('expertise_ar'),
    // Money in SAR with halalas; numbers in and out of the API.
    consultation_fees: numeric('consultation_fees', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    walkin_fees: numeric('walkin_fees', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    homecare_fees: numeric('homecare_fees', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Minutes; also the slot length of the schedule, capped at 60. */
    consultation_duration: numeric('consultation_duration', { precision: 8, scale: 2, mode: 'number' }),
    ...flags({
      app_access: true,
      audio_enabled: false,
      text_enabled: false,
      video_enabled: false,
      walkin_enabled: false,
      homecare_enabled: false,
      uc_enabled: false,
      mr_enabled: false,
    }),
    path: text('path'),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [
    index('physicians_clinic_id_idx').on(t.clinic_id),
    // One live physician per email, whatever its case; a removed physician's email may be registered again.
    uniqueIndex('physicians_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.deleted_at} IS NULL`),
    uniqueIndex('physicians_path_idx').on(t.path),
  ],
);

/**
 * The weekly schedule as stored slots (spec 1 section 3): one row per slot and weekday, `from` and
 * `until` in HHMM, `until` being the slot's last minute ('0900'-'0929').
 */
export const physicianSlots = pgTable(
  'physician_slots',
  {
    id: serial('id').primaryKey(),
    physician_id: uuid('physician_id')
      .notNull()
      .references(() => physicians.sys_id),
    day: integer('day').notNull(),
    from: varchar('from', { length: 4 }).notNull(),
    until: varchar('until', { length: 4 }).notNull(),
  },
  (t) => [
    index('physician_slots_physician_id_idx').on(t.physician_id),
    check('physician_slots_day_check', sql`${t.day} BETWEEN 0 AND 6`),
  ],
);

export type PhysicianRow = typeof physicians.$inferSelect;
export type NewPhysicianRow = typeof physicians.$inferInsert;
export type PhysicianSlotRow = typeof physicianSlots.$inferSelect;
