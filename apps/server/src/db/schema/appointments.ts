import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics';
import { sysId, timestamps } from './columns';
import { patients } from './patients';
import { physicians } from './physicians';

/**
 * Appointments (spec 2 section 3). `starts_at` is the slot's start (appointment times are UTC);
 * `clinic_id` is the physician's clinic at booking, so the monitor and the ownership rule read one column.
 */
export const appointments = pgTable(
  'appointments',
  {
    sys_id: sysId(),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => patients.sys_id),
    physician_id: uuid('physician_id')
      .notNull()
      .references(() => physicians.sys_id),
    clinic_id: uuid('clinic_id')
      .notNull()
      .references(() => clinics.sys_id),
    /** walkin, audio, video, chat, online, homecare, emergency. */
    type: text('type').notNull(),
    /** consultation, package, lab, radiology. */
    service_type: text('service_type').notNull().default('consultation'),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    payment_type: text('payment_type').notNull().default('clinic_pay'),
    payment_id: text('payment_id').notNull().default(''),
    dialog_id: text('dialog_id').notNull().default(''),
    /** The fee of the booked type, in SAR. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    is_insurance: boolean('is_insurance').notNull().default(false),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    // One live appointment per physician and start: of two concurrent bookings of a slot, the
    // database lets exactly one in (the other gets a unique violation, answered 409).
    uniqueIndex('appointments_physician_slot_idx').on(t.physician_id, t.starts_at).where(sql`${t.status} <> 'canceled'`),
    index('appointments_clinic_starts_idx').on(t.clinic_id, t.starts_at),
    index('appointments_patient_starts_idx').on(t.patient_id, t.starts_at),
    // The Home (dashboard/): ADMIN's day by status, read from the index alone...
    index('appointments_starts_status_idx').on(t.starts_at, t.status),
    // ...and the outcomes (done, no-show) over a week or a month, of every clinic or of a PIC's.
    index('appointments_outcome_idx').on(t.status, t.starts_at, t.clinic_id),
  ],
);

/** The physician's report of an appointment: diagnosis and notes (the history's `reports`). */
export const appointmentReports = pgTable(
  'appointment_reports',
  {
    sys_id: sysId(),
    appointment_id: uuid('appointment_id')
      .notNull()
      .references(() => appointments.sys_id),
    diagnosis: text('diagnosis'),
    notes: text('notes'),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_reports_appointment_idx').on(t.appointment_id)],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
