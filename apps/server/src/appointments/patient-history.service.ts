import type { AppointmentHistoryItem, AppointmentStatus, AppointmentType, PatientHistoryPage } from '@mk/contracts';
import { AccessDeniedError, ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import type { Page } from '../http/pagination';
import { queryText } from '../http/query';
import { findPatient } from '../patients/patients.repository';
import { PATIENT_NOT_FOUND } from '../patients/patients.service';
import { isSysId } from '../http/id-param';
import { patientAppointments, recordsOfAppointments } from './appointments.repository';

export const PATIENT_ID_REQUIRED = apiError('patient.id_required');

type Records = Awaited<ReturnType<typeof recordsOfAppointments>>;

/** The history rows' prescriptions: one per prescription, its medicines as `pre_meds`. */
function prescriptionsOf(appointmentId: string, records: Records): NonNullable<AppointmentHistoryItem['prescriptions']> {
  const byPrescription = new Map<string, NonNullable<AppointmentHistoryItem['prescriptions']>[number]>();
  for (const { appointment_id, prescription_id, medicine_id, ...medicine } of records.medicines) {
    if (appointment_id !== appointmentId) continue;
    const entry = byPrescription.get(prescription_id) ?? { sys_id: prescription_id, pre_meds: [] };
    entry.pre_meds!.push({
      prescription_id,
      medicine_id: String(medicine_id),
      generic_name: medicine.generic_name,
      strength_value: medicine.strength_value ?? undefined,
      strength_value_unit: medicine.strength_value_unit ?? undefined,
      dosage_form: medicine.dosage_form ?? undefined,
      note: medicine.note ?? undefined,
    });
    byPrescription.set(prescription_id, entry);
  }
  return [...byPrescription.values()];
}

/**
 * `GET appointment-management/all-patient-history?patient_id&page&limit`: the patient's
 * appointments, newest first, each with physician, prescriptions and reports. An ADMIN sees all of
 * them; a PIC only those at their clinics, and a 403 when the patient never came to one of them.
 */
export async function patientHistory(db: DbOrTx, user: AuthUser, query: unknown, page: Page): Promise<PatientHistoryPage> {
  const patientId = queryText(query, 'patient_id', 64);
  if (!patientId) throw new BadRequestError(PATIENT_ID_REQUIRED);
  const patient = isSysId(patientId) ? await findPatient(db, patientId.toLowerCase()) : undefined;
  if (!patient) throw new NotFoundError(PATIENT_NOT_FOUND);
  const picId = ownerScope(user);
  const { count, rows } = await patientAppointments(db, patient.sys_id, picId, page);
  if (picId && count === 0) throw new AccessDeniedError({ entityType: 'patient', entityId: patient.sys_id });

  const records = await recordsOfAppointments(db, rows.map((row) => row.sys_id));
  const data = rows.map(
    (row): AppointmentHistoryItem => ({
      id: row.sys_id,
      type: row.type as AppointmentType,
      status: row.status as AppointmentStatus,
      date_time: row.starts_at.toISOString(),
      clinicId: row.clinic_id,
      physician: { name: row.physician_name, arabic_name: row.physician_arabic_name },
      patient: { name: patient.name },
      prescriptions: prescriptionsOf(row.sys_id, records),
      reports: records.reports
        .filter((report) => report.appointment_id === row.sys_id)
        .map((report) => ({ diagnosis: report.diagnosis ?? undefined, notes: report.notes ?? undefined })),
    }),
  );
  return { count, data, patient: { sys_id: patient.sys_id, name: patient.name } };
}
