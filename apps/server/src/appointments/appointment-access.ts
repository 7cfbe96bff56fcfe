import { assertCanAccess } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { appointmentView } from './appointment.view';
import { findAppointmentRead } from './appointments.repository';

export const APPOINTMENT_NOT_FOUND = apiError('appointment.not_found');

/** One appointment as the details page reads it: 404 unknown, 403 (audited) another PIC's clinic. */
export async function readAppointment(db: DbOrTx, user: AuthUser, appointmentId: string) {
  const row = isSysId(appointmentId) ? await findAppointmentRead(db, appointmentId.toLowerCase()) : undefined;
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  assertCanAccess(user, { pic_id: row.pic_id, sys_id: row.sys_id }, 'appointment');
  return appointmentView(row);
}
