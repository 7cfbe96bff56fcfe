import { boolean, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { clinics } from './clinics';
import { sysId } from './columns';
import { patients } from './patients';
import { physicians } from './physicians';

/**
 * A prescription (spec 2 section 3): written at an appointment, or issued by a clinic outside one.
 * `createdAt` is when it was issued; `clinic_id` names the issuing clinic (for one written at an
 * appointment, the appointment's clinic).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    sys_id: sysId(),
    appointment_id: uuid('appointment_id').references(() => appointments.sys_id),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => patients.sys_id),
    clinic_id: uuid('clinic_id').references(() => clinics.sys_id),
    physician_id: uuid('physician_id').references(() => physicians.sys_id),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_appointment_idx').on(t.appointment_id), index('prescriptions_patient_idx').on(t.patient_id, t.createdAt)],
);

/** One medicine of a prescription (spec 2 section 3, Prescription.medicines); its medicine_id is `id`. */
export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: serial('id').primaryKey(),
    prescription_id: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.sys_id),
    generic_name: text('generic_name').notNull(),
    /** The generic name in Arabic, when known. */
    generic_name_ar: text('generic_name_ar'),
    strength_value: text('strength_value'),
    strength_value_unit: text('strength_value_unit'),
    dosage_form: text('dosage_form'),
    note: text('note'),
    is_dispensed: boolean('is_dispensed').notNull().default(false),
    dispensed_at: timestamp('dispensed_at', { withTimezone: true }),
  },
  (t) => [index('prescription_medicines_prescription_idx').on(t.prescription_id)],
);

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type PrescriptionMedicineRow = typeof prescriptionMedicines.$inferSelect;
