import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { MAX_SLOT_MINUTES } from '@mk/contracts';
import { physicianSlotMinutes } from '@mk/scheduling';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import {
  appointmentReports,
  appointments,
  clinics,
  patients,
  physicians,
  prescriptionMedicines,
  prescriptions,
  type AppointmentRow,
  type NewAppointmentRow,
} from '../db/schema';
import { APPOINTMENT_READ_COLUMNS, type AppointmentRead } from './appointment.view';

const joinedAppointments = (db: DbOrTx) =>
  db
    .select(APPOINTMENT_READ_COLUMNS)
    .from(appointments)
    .innerJoin(patients, eq(patients.sys_id, appointments.patient_id))
    .innerJoin(physicians, eq(physicians.sys_id, appointments.physician_id))
    .innerJoin(clinics, eq(clinics.sys_id, appointments.clinic_id));

const appointmentRead = preparedPerDatabase('appointment_read', (db, name) =>
  joinedAppointments(db).where(eq(appointments.sys_id, sql.placeholder('sysId'))).limit(1).prepare(name),
);

export async function findAppointmentRead(db: DbOrTx, sysId: string): Promise<AppointmentRead | undefined> {
  const [row] = await appointmentRead(db).execute({ sysId });
  return row;
}

/** The appointment row with its clinic's PIC; `forUpdate` locks the appointment until the transaction ends. */
export async function findAppointmentForChange(
  db: DbOrTx,
  sysId: string,
): Promise<(AppointmentRow & { pic_id: string | null }) | undefined> {
  const [row] = await db
    .select({ appointment: appointments, pic_id: clinics.pic_id })
    .from(appointments)
    .innerJoin(clinics, eq(clinics.sys_id, appointments.clinic_id))
    .where(eq(appointments.sys_id, sysId))
    .limit(1)
    .for('update', { of: appointments });
  return row && { ...row.appointment, pic_id: row.pic_id };
}

export async function insertAppointment(db: DbOrTx, values: NewAppointmentRow): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  return row;
}

export async function updateAppointment(db: DbOrTx, sysId: string, changes: Partial<NewAppointmentRow>): Promise<void> {
  await db
    .update(appointments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(appointments.sys_id, sysId));
}

/**
 * Locks the patient's row until the transaction ends: two bookings of one patient (on two
 * physicians, whose own rows are locked apart) then run one after the other, and the second sees
 * the first. False when there is no such patient.
 */
export async function lockPatient(db: DbOrTx, patientId: string): Promise<boolean> {
  const rows = await db.select({ sys_id: patients.sys_id }).from(patients).where(eq(patients.sys_id, patientId)).for('update');
  return rows.length > 0;
}

/**
 * The patient's live appointments whose time overlaps [from, until), each lasting its physician's
 * slot (at most MAX_SLOT_MINUTES): an appointment at 10:00 of 30 minutes overlaps a booking from
 * 10:15, and one at 09:00 of 60 minutes does not overlap one from 10:00.
 */
export async function patientAppointmentsOverlapping(
  db: DbOrTx,
  patientId: string,
  from: Date,
  until: Date,
): Promise<{ sys_id: string; starts_at: Date }[]> {
  const rows = await db
    .select({ sys_id: appointments.sys_id, starts_at: appointments.starts_at, consultation_duration: physicians.consultation_duration })
    .from(appointments)
    .innerJoin(physicians, eq(physicians.sys_id, appointments.physician_id))
    .where(
      and(
        eq(appointments.patient_id, patientId),
        ne(appointments.status, 'canceled'),
        gte(appointments.starts_at, new Date(from.getTime() - MAX_SLOT_MINUTES * 60_000)),
        lt(appointments.starts_at, until),
      ),
    );
  return rows
    .filter((row) => row.starts_at.getTime() + physicianSlotMinutes(row.consultation_duration) * 60_000 > from.getTime())
    .map(({ sys_id, starts_at }) => ({ sys_id, starts_at }));
}

/** Live (not cancelled) appointments of a physician starting in [from, until). */
export async function physicianAppointmentsBetween(
  db: DbOrTx,
  physicianId: string,
  from: Date,
  until: Date,
): Promise<{ sys_id: string; starts_at: Date }[]> {
  return db
    .select({ sys_id: appointments.sys_id, starts_at: appointments.starts_at })
    .from(appointments)
    .where(
      and(
        eq(appointments.physician_id, physicianId),
        ne(appointments.status, 'canceled'),
        gte(appointments.starts_at, from),
        lt(appointments.starts_at, until),
      ),
    )
    .orderBy(asc(appointments.starts_at));
}

const clinicDay = preparedPerDatabase('clinic_day', (db, name) =>
  db
    .select({
      sys_id: appointments.sys_id,
      starts_at: appointments.starts_at,
      status: appointments.status,
      physician_name: physicians.name,
      physician_arabic_name: physicians.arabic_name,
      patient_name: patients.name,
    })
    .from(appointments)
    .innerJoin(physicians, eq(physicians.sys_id, appointments.physician_id))
    .innerJoin(patients, eq(patients.sys_id, appointments.patient_id))
    .where(
      and(
        eq(appointments.clinic_id, sql.placeholder('clinicId')),
        ne(appointments.status, 'canceled'),
        gte(appointments.starts_at, sql.placeholder('from')),
        lt(appointments.starts_at, sql.placeholder('until')),
      ),
    )
    .orderBy(asc(appointments.starts_at), asc(physicians.name))
    .prepare(name),
);

/** The monitor's day: a clinic's live appointments starting in [from, until), by time then physician. */
export async function clinicAppointmentsBetween(db: DbOrTx, clinicId: string, from: Date, until: Date) {
  // Placeholders skip the column's own encoding, so the times go in as drizzle would write them.
  return clinicDay(db).execute({ clinicId, from: from.toISOString(), until: until.toISOString() });
}

/** What a clinic's appointments export filters on: the clinic, starts in [from, until), and a status when given. */
export interface ClinicAppointmentsFilter {
  clinicId: string;
  from: Date;
  until: Date;
  status?: string;
}

const clinicAppointmentsExportPage = preparedPerDatabase('clinic_appointments_export', (db, name, shape: 'all' | 'status') =>
  db
    .select({
      sys_id: appointments.sys_id,
      starts_at: appointments.starts_at,
      status: appointments.status,
      type: appointments.type,
      amount: appointments.amount,
      payment_type: appointments.payment_type,
      is_insurance: appointments.is_insurance,
      createdAt: appointments.createdAt,
      physician_name: physicians.name,
      physician_arabic_name: physicians.arabic_name,
      patient_name: patients.name,
    })
    .from(appointments)
    .innerJoin(physicians, eq(physicians.sys_id, appointments.physician_id))
    .innerJoin(patients, eq(patients.sys_id, appointments.patient_id))
    .where(
      and(
        eq(appointments.clinic_id, sql.placeholder('clinicId')),
        gte(appointments.starts_at, sql.placeholder('from')),
        lt(appointments.starts_at, sql.placeholder('until')),
        shape === 'status' ? eq(appointments.status, sql.placeholder('status')) : undefined,
      ),
    )
    // The monitor's order, then the unique sys_id: offset pages never overlap.
    .orderBy(asc(appointments.starts_at), asc(physicians.name), asc(appointments.sys_id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export type ClinicAppointmentExportRow = Awaited<ReturnType<ReturnType<typeof clinicAppointmentsExportPage>['execute']>>[number];

/**
 * One page of a clinic's appointments starting in [from, until), cancelled ones too (their status
 * says so), for the export (issue 29): by time, without a count; read through the clinic and start index.
 */
export async function clinicAppointmentsPage(db: DbOrTx, filter: ClinicAppointmentsFilter, page: { limit: number; offset: number }): Promise<ClinicAppointmentExportRow[]> {
  const values = { clinicId: filter.clinicId, from: filter.from.toISOString(), until: filter.until.toISOString(), limit: page.limit, offset: page.offset };
  return filter.status ? clinicAppointmentsExportPage(db, 'status').execute({ ...values, status: filter.status }) : clinicAppointmentsExportPage(db, 'all').execute(values);
}

/** One page of a patient's appointments, newest first; with `picId`, only at that PIC's clinics. */
export async function patientAppointments(db: DbOrTx, patientId: string, picId: string | undefined, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(appointments.patient_id, patientId)];
  if (picId) conditions.push(eq(clinics.pic_id, picId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        sys_id: appointments.sys_id,
        type: appointments.type,
        status: appointments.status,
        starts_at: appointments.starts_at,
        clinic_id: appointments.clinic_id,
        physician_name: physicians.name,
        physician_arabic_name: physicians.arabic_name,
      })
      .from(appointments)
      .innerJoin(physicians, eq(physicians.sys_id, appointments.physician_id))
      .innerJoin(clinics, eq(clinics.sys_id, appointments.clinic_id))
      .where(where)
      .orderBy(desc(appointments.starts_at), asc(appointments.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(appointments)
      .innerJoin(clinics, eq(clinics.sys_id, appointments.clinic_id))
      .where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** The prescriptions (with their medicines) and reports of some appointments. */
export async function recordsOfAppointments(db: DbOrTx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return { medicines: [], reports: [] };
  const [medicines, reports] = await Promise.all([
    db
      .select({
        appointment_id: prescriptions.appointment_id,
        prescription_id: prescriptions.sys_id,
        medicine_id: prescriptionMedicines.id,
        generic_name: prescriptionMedicines.generic_name,
        strength_value: prescriptionMedicines.strength_value,
        strength_value_unit: prescriptionMedicines.strength_value_unit,
        dosage_form: prescriptionMedicines.dosage_form,
        note: prescriptionMedicines.note,
      })
      .from(prescriptions)
      .innerJoin(prescriptionMedicines, eq(prescriptionMedicines.prescription_id, prescriptions.sys_id))
      .where(inArray(prescriptions.appointment_id, appointmentIds))
      .orderBy(asc(prescriptions.createdAt), asc(prescriptionMedicines.id)),
    db
      .select({
        appointment_id: appointmentReports.appointment_id,
        diagnosis: appointmentReports.diagnosis,
        notes: appointmentReports.notes,
      })
      .from(appointmentReports)
      .where(inArray(appointmentReports.appointment_id, appointmentIds))
      .orderBy(asc(appointmentReports.createdAt)),
  ]);
  return { medicines, reports };
}
