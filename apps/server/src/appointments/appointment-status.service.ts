import type { FastifyRequest } from 'fastify';
import type { Appointment, AppointmentStatus } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess } from '../auth/policy';
import type { Db } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, NotFoundError, type ErrorText } from '../http/errors';
import { isSysId } from '../http/id-param';
import { APPOINTMENT_NOT_FOUND, readAppointment } from './appointment-access';
import {
  cancelWindowError,
  noShowWindowError,
  transitionError,
  TRANSITIONS,
  type AppointmentAction,
} from './appointment-rules';
import { findAppointmentForChange, updateAppointment } from './appointments.repository';

export const APPOINTMENT_ID_REQUIRED = apiError('appointment.id_required');
export const INSURANCE_VALUE = apiError('appointment.insurance_invalid');
export const CANCELED_INSURANCE = apiError('appointment.canceled_unchangeable');

/** An appointment was booked or its status changed, at a clinic run by `picId` (null: nobody). */
export interface AppointmentActivity {
  /** The app's realtime (a listener of another app in the process ignores it). */
  realtime: Realtime;
  picId: string | null;
}

const appointmentActivityListeners = new Set<(activity: AppointmentActivity) => void>();

/**
 * Lets another domain hear of bookings and status changes (the Home's `home_changed`, dashboard/)
 * without appointments importing it; gives the function that stops listening. Told after the
 * write committed; a listener must not throw or wait.
 */
export function onAppointmentActivity(listener: (activity: AppointmentActivity) => void): () => void {
  appointmentActivityListeners.add(listener);
  return () => appointmentActivityListeners.delete(listener);
}

export function tellAppointmentActivity(request: FastifyRequest, picId: string | null): void {
  for (const listener of appointmentActivityListeners) listener({ realtime: request.server.realtime, picId });
}

/**
 * Changes one appointment inside a transaction that locks its row, so two changes of one
 * appointment (a cancel and a no-show racing) are judged one after the other.
 */
async function changeAppointment(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  appointmentId: unknown,
  change: (current: { status: AppointmentStatus; starts_at: Date; is_insurance: boolean }) => Record<string, unknown>,
  action: string,
): Promise<Appointment> {
  const id = isSysId(appointmentId) ? appointmentId.toLowerCase() : undefined;
  if (!id) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  const changed = await db.transaction(async (tx) => {
    const current = await findAppointmentForChange(tx, id);
    if (!current) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    assertCanAccess(user, { pic_id: current.pic_id, sys_id: current.sys_id }, 'appointment');
    const changes = change({ status: current.status as AppointmentStatus, starts_at: current.starts_at, is_insurance: current.is_insurance });
    await updateAppointment(tx, id, changes);
    await recordAudit(tx, request, {
      action,
      entityType: 'appointment',
      entityId: id,
      before: { status: current.status, is_insurance: current.is_insurance },
      after: changes,
    });
    return { picId: current.pic_id, status: 'status' in changes };
  });
  if (changed.status) tellAppointmentActivity(request, changed.picId);
  return readAppointment(db, user, id);
}

/** A status change along TRANSITIONS, refused with 409 and words otherwise; `windowError` adds the time rule. */
function statusChange(action: AppointmentAction, now: Date, windowError?: (startsAt: Date, now: Date) => ErrorText | undefined) {
  return (current: { status: AppointmentStatus; starts_at: Date }) => {
    const error = transitionError(action, current.status) ?? windowError?.(current.starts_at, now);
    if (error) throw new ConflictError(error);
    return { status: TRANSITIONS[action].to };
  };
}

/** `POST appointment-management/confirmation` ({ appointment_id }): publishes a pending booking; confirmed stays confirmed. */
export async function confirmAppointment(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, now: Date): Promise<Appointment> {
  const appointmentId = (body as { appointment_id?: unknown } | null)?.appointment_id;
  if (typeof appointmentId !== 'string' || appointmentId.trim() === '') throw new BadRequestError(APPOINTMENT_ID_REQUIRED);
  return changeAppointment(db, request, user, appointmentId.trim(), statusChange('confirm', now), 'confirm_appointment');
}

/** `PATCH appointment-management/pic-cancel/{id}`: only an open appointment, only before its time. */
export function cancelAppointment(db: Db, request: FastifyRequest, user: AuthUser, appointmentId: string, now: Date): Promise<Appointment> {
  return changeAppointment(db, request, user, appointmentId, statusChange('cancel', now, cancelWindowError), 'cancel_appointment');
}

/** `PATCH appointment-management/noshow/{id}`: only an open appointment, from its time until 48 hours after. */
export function markNoShow(db: Db, request: FastifyRequest, user: AuthUser, appointmentId: string, now: Date): Promise<Appointment> {
  return changeAppointment(db, request, user, appointmentId, statusChange('noshow', now, noShowWindowError), 'noshow_appointment');
}

/** `PATCH appointment-management/insurance/{id}?insurance=true|false`: any appointment but a canceled one. */
export function setInsurance(db: Db, request: FastifyRequest, user: AuthUser, appointmentId: string, query: unknown): Promise<Appointment> {
  const raw = (query as Record<string, unknown> | null)?.insurance;
  if (raw !== 'true' && raw !== 'false') throw new BadRequestError(INSURANCE_VALUE);
  return changeAppointment(
    db,
    request,
    user,
    appointmentId,
    (current) => {
      if (current.status === 'canceled') throw new ConflictError(CANCELED_INSURANCE);
      return { is_insurance: raw === 'true' };
    },
    'set_insurance',
  );
}
