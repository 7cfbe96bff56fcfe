import type { DbOrTx } from '../db/database';
import { appointmentReports, appointments, prescriptionMedicines, prescriptions } from '../db/schema';
import { demoAppointments, type DemoAppointmentData, type DemoBookablePhysician } from './demo-appointments';
import { insertByColumns } from './unnest-insert';

/** Writes the demo appointments, prescriptions, medicines and reports (a few statements in all). */
export async function insertDemoAppointments(
  db: DbOrTx,
  physicians: readonly DemoBookablePhysician[],
  patientIds: readonly string[],
  now: Date,
): Promise<DemoAppointmentData> {
  const data = demoAppointments(physicians, patientIds, now);
  const rows = <T extends object>(list: T[]) => list as unknown as Record<string, unknown>[];
  await insertByColumns(
    db,
    appointments,
    {
      sys_id: 'uuid',
      patient_id: 'uuid',
      physician_id: 'uuid',
      clinic_id: 'uuid',
      type: 'text',
      service_type: 'text',
      starts_at: 'timestamptz',
      status: 'text',
      payment_type: 'text',
      amount: 'numeric',
      is_insurance: 'boolean',
      createdAt: 'timestamptz',
      updatedAt: 'timestamptz',
    },
    rows(data.appointments),
  );
  await insertByColumns(
    db,
    prescriptions,
    { sys_id: 'uuid', appointment_id: 'uuid', patient_id: 'uuid', physician_id: 'uuid', createdAt: 'timestamptz' },
    rows(data.prescriptions),
  );
  await insertByColumns(
    db,
    prescriptionMedicines,
    { prescription_id: 'uuid', generic_name: 'text', strength_value: 'text', strength_value_unit: 'text', dosage_form: 'text', note: 'text' },
    rows(data.medicines),
  );
  await insertByColumns(
    db,
    appointmentReports,
    { sys_id: 'uuid', appointment_id: 'uuid', diagnosis: 'text', notes: 'text', createdAt: 'timestamptz' },
    rows(data.reports),
  );
  return data;
}
