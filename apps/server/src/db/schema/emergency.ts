import { index, numeric, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sysId, timestamps } from './columns';
import { patients } from './patients';
import { pharmacies } from './pharmacies';
import { prescriptions } from './prescriptions';

/**
 * An emergency consultation and the prescription it wrote (spec 2, ER Prescriptions). The spec
 * names emergency prescriptions but not where they come from; this row is what makes a
 * prescription an emergency one (docs/deviations.md). `patient_id` is the prescription's, kept
 * here so the phone search reads a patient's emergency prescriptions by index.
 */
export const emergencyConsultations = pgTable(
  'emergency_consultations',
  {
    sys_id: sysId(),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => patients.sys_id),
    prescription_id: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.sys_id),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('emergency_consultations_prescription_idx').on(t.prescription_id), index('emergency_consultations_patient_idx').on(t.patient_id, t.createdAt)],
);

/**
 * An ER order: one pharmacy dispensing one emergency prescription (`POST order-write/emergency-order`,
 * or the consultation's own choice of pharmacy). One per pharmacy and prescription. Each issue
 * (`POST order-write/total-price`) adds its price to `total_price` and sets `issued_at`; the spec's
 * `offer.total_price` and `offer.createdAt` of the issued list are these two.
 */
export const erOrders = pgTable(
  'er_orders',
  {
    sys_id: sysId(),
    prescription_id: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.sys_id),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => patients.sys_id),
    pharmacy_id: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.sys_id),
    /** The administrator who created it; null when the consultation did. */
    created_by: uuid('created_by'),
    /** SAR, the sum of this pharmacy's issues; null until the first. */
    total_price: numeric('total_price', { precision: 14, scale: 2 }),
    /** When this pharmacy last issued medicines of it. */
    issued_at: timestamp('issued_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('er_orders_prescription_pharmacy_idx').on(t.prescription_id, t.pharmacy_id),
    index('er_orders_pharmacy_created_idx').on(t.pharmacy_id, t.createdAt),
    index('er_orders_pharmacy_issued_idx').on(t.pharmacy_id, t.issued_at),
    // The Home's emergency prescriptions issued today, over every pharmacy (dashboard/).
    index('er_orders_issued_idx').on(t.issued_at),
  ],
);

/**
 * An emergency call a pharmacy accepted (spec 3, Emergency calls); `sys_id` is the spec's
 * temp_appointment_id. Only accepted calls are kept: how a call is offered and accepted is not in
 * the spec (docs/deviations.md).
 */
export const emergencyCalls = pgTable(
  'emergency_calls',
  {
    sys_id: sysId(),
    patient_id: uuid('patient_id')
      .notNull()
      .references(() => patients.sys_id),
    pharmacy_id: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.sys_id),
    /** When the call is for. */
    date_time: timestamp('date_time', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emergency_calls_pharmacy_time_idx').on(t.pharmacy_id, t.date_time)],
);

export type ErOrderRow = typeof erOrders.$inferSelect;
export type EmergencyCallRow = typeof emergencyCalls.$inferSelect;
