import type { PatientNotification, RowsPage } from '@mk/contracts';
import type { AuthPatient } from '../auth/patient-auth';
import type { DbOrTx } from '../db/database';
import { readPage } from '../http/pagination';
import { listPatientNotifications } from './notifications.repository';

const PATIENT_PAGE = { limit: 20, maxLimit: 100 };

/** `GET /api/patient-app/notifications?page&limit`: the signed-in patient's notification center, newest first. */
export function patientNotifications(db: DbOrTx, patient: AuthPatient, query: unknown): Promise<RowsPage<PatientNotification>> {
  return listPatientNotifications(db, patient.sys_id, readPage(query, PATIENT_PAGE));
}
