import { Type, type Static } from '@sinclair/typebox';
import { APPOINTMENT_SERVICE_TYPES, APPOINTMENT_STATUSES, APPOINTMENT_TYPES, PAYMENT_TYPES } from './enums';
import { TILE_STATES } from './appointment';
import { DataPageSchema } from './page.schema';
import { isoTime, sysId } from './schema-fields';

/*
 * The appointments API's replies (booking, status changes, patient history, the Appointment Monitor) as
 * JSON Schema (TypeBox): the server's routes reply through these schemas and the types the dashboard
 * reads are derived from them, so the two cannot differ. The bodies (AppointmentCreate,
 * AppointmentConfirmation) and TILE_STATES stay in appointment.ts.
 */

const literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

const appointmentStatus = () => literals(APPOINTMENT_STATUSES, 'One of APPOINTMENT_STATUSES');
const appointmentType = () => literals(APPOINTMENT_TYPES, 'One of APPOINTMENT_TYPES');

/**
 * An appointment (spec 2 section 3) as `GET monitoring/appointment-by-id/{id}` returns it, and the
 * reply of the booking and of every status change (`appointment-management/...`). Times are ISO in UTC.
 */
export const AppointmentSchema = Type.Object({
  sys_id: sysId('The same id as appointmentId'),
  appointmentId: sysId('The appointment'),
  appointmentType: appointmentType(),
  serviceType: literals(APPOINTMENT_SERVICE_TYPES, 'One of APPOINTMENT_SERVICE_TYPES'),
  patientId: sysId('The patient'),
  patientName: Type.String(),
  patientPhone: Type.String(),
  patientNationalId: Type.Optional(Type.String({ description: 'Absent when the patient has none' })),
  patientDateOfBirth: Type.Optional(Type.String({ description: 'ISO 8601; absent when unknown' })),
  physicianId: sysId('The physician'),
  physicianName: Type.String(),
  physicianArabicName: Type.String({ description: 'Shown instead of physicianName when the locale is not English' }),
  physicianPhone: Type.Optional(Type.String({ description: 'Absent when the physician has none' })),
  clinic: Type.String({ description: 'The clinic name' }),
  clinicArabicName: Type.String({ description: 'Shown instead of clinic when the locale is not English' }),
  clinicId: sysId('The clinic'),
  amount: Type.Number({ description: 'The price' }),
  paymentType: literals(PAYMENT_TYPES, 'One of PAYMENT_TYPES'),
  createdAt: isoTime('When it was booked'),
  dateTime: isoTime('Its start'),
  status: appointmentStatus(),
  isInsurance: Type.Boolean(),
  services: Type.Array(Type.Object({ name: Type.String(), price: Type.Union([Type.Number(), Type.String()]) }), {
    description: 'The booked services of a package, lab or radiology booking; empty for a consultation',
  }),
});
export type Appointment = Static<typeof AppointmentSchema>;

/** A medicine of a prescription in a patient's history; the fields the prescriber left blank are absent. */
const HistoryMedicineSchema = Type.Object({
  prescription_id: sysId('The prescription it belongs to'),
  medicine_id: Type.String({ description: 'The id of the prescribed medicine, as text' }),
  generic_name: Type.String(),
  strength_value: Type.Optional(Type.String({ description: 'As written ("500")' })),
  strength_value_unit: Type.Optional(Type.String()),
  dosage_form: Type.Optional(Type.String()),
  note: Type.Optional(Type.String()),
});

/** A row of a patient's medical history (`GET appointment-management/all-patient-history`). */
export const AppointmentHistoryItemSchema = Type.Object({
  id: sysId('The appointment'),
  type: appointmentType(),
  status: appointmentStatus(),
  date_time: isoTime('Its start'),
  clinicId: sysId('Where the appointment took place'),
  physician: Type.Object({ name: Type.String(), arabic_name: Type.String() }),
  patient: Type.Object({ name: Type.String() }),
  prescriptions: Type.Array(
    Type.Object({
      sys_id: sysId('The prescription'),
      pre_meds: Type.Array(HistoryMedicineSchema, { description: 'Its medicines, in the order written' }),
    }),
    { description: 'The prescriptions written at the appointment (maybe none)' },
  ),
  reports: Type.Array(
    Type.Object({
      diagnosis: Type.Optional(Type.String({ description: 'Absent when none was written' })),
      notes: Type.Optional(Type.String({ description: 'Absent when none were written' })),
    }),
    { description: "The physician's reports of the appointment (maybe none)" },
  ),
});
export type AppointmentHistoryItem = Static<typeof AppointmentHistoryItemSchema>;

/**
 * Payload of `GET appointment-management/all-patient-history`: one page of rows (spec: count and
 * data), newest first, and the patient whose history it is (the page title is the patient name).
 */
export const PatientHistoryPageSchema = Type.Object({
  ...DataPageSchema(AppointmentHistoryItemSchema).properties,
  patient: Type.Object({ sys_id: sysId(), name: Type.String() }, { description: 'The patient whose history it is' }),
});
export type PatientHistoryPage = Static<typeof PatientHistoryPageSchema>;

/** One tile of the Appointment Monitor (`GET monitoring/appointment-by-clinic/{clinicId}`). */
export const AppointmentTileSchema = Type.Object({
  appointmentId: sysId('The appointment'),
  drName: Type.String({ description: "The physician's name" }),
  /** 'HH:MM', 24-hour, UTC (appointment times are UTC). */
  time: Type.String({ description: 'The start, HH:MM, 24-hour, UTC' }),
  state: Type.Union(
    Object.values(TILE_STATES).map((state) => Type.Literal(state)),
    { description: 'TILE_STATES: 0 upcoming, 1 completed (past), 2 no-show' },
  ),
  dateTime: isoTime('The start'),
  status: literals(APPOINTMENT_STATUSES, 'One of APPOINTMENT_STATUSES'),
  drArabicName: Type.String({ description: "The physician's Arabic name" }),
  patientName: Type.String(),
});
export type AppointmentTile = Static<typeof AppointmentTileSchema>;
