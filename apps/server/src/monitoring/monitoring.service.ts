import type { AppointmentStatus, AppointmentTile } from '@mk/contracts';
import { tileState, utcDayRange } from '../appointments/appointment-rules';
import { clinicAppointmentsBetween } from '../appointments/appointments.repository';
import { assertCanAccess } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isDayInRange, queryText } from '../http/query';
import { clinicOfPhysician } from '../physicians/physicians.repository';

export const DAY_FORMAT = apiError('monitoring.day_invalid');

/** The `day` query parameter: a calendar day in UTC (appointment times are UTC); today when absent. */
export function monitorDayOf(query: unknown, now: Date): string {
  const day = queryText(query, 'day', 10) ?? now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isDayInRange(day) || !utcDayRange(day)) throw new BadRequestError(DAY_FORMAT);
  return day;
}

/**
 * `GET monitoring/appointment-by-clinic/{clinicId}?day=YYYY-MM-DD`: one tile per live (not
 * cancelled) appointment of the clinic starting that UTC day, by time. `time` is 'HH:MM' UTC, so
 * the monitor groups tiles by hour; `state` is 0 upcoming, 1 completed (its time has passed, or
 * done), 2 no-show. A PIC sees only their own clinics (403, audited).
 */
export async function clinicDayTiles(db: DbOrTx, user: AuthUser, clinicId: string, query: unknown, now: Date): Promise<AppointmentTile[]> {
  const day = monitorDayOf(query, now);
  const clinic = await clinicOfPhysician(db, clinicId);
  if (!clinic || clinic.deleted_at) throw new NotFoundError(apiError('clinic.not_found'));
  assertCanAccess(user, clinic, 'clinic');
  const { start, end } = utcDayRange(day)!;
  const rows = await clinicAppointmentsBetween(db, clinic.sys_id, start, end);
  return rows.map((row) => ({
    appointmentId: row.sys_id,
    drName: row.physician_name,
    drArabicName: row.physician_arabic_name,
    time: row.starts_at.toISOString().slice(11, 16),
    dateTime: row.starts_at.toISOString(),
    state: tileState(row.status, row.starts_at, now),
    status: row.status as AppointmentStatus,
    patientName: row.patient_name,
  }));
}
