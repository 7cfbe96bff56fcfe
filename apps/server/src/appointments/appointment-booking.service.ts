import type { FastifyRequest } from 'fastify';
import type { Appointment, AppointmentStatus, AppointmentType, PaymentType } from '@mk/contracts';
import { closedDay, daySlots, physicianSlotMinutes, shiftDate } from '@mk/scheduling';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess } from '../auth/policy';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { validateBody } from '../http/validate';
import { findPatient } from '../patients/patients.repository';
import { PATIENT_NOT_FOUND } from '../patients/patients.service';
import { isSysId } from '../http/id-param';
import { clinicOfPhysician, findLivePhysician } from '../physicians/physicians.repository';
import { PHYSICIAN_NOT_FOUND } from '../physicians/physicians.service';
import { slotsOf } from '../schedules/schedule.repository';
import { ownerCalendar } from '../calendar/owner-calendar';
import { isUniqueViolation } from '../db/unique-violation';
import { readAppointment } from './appointment-access';
import { tellAppointmentActivity } from './appointment-status.service';
import { appointmentCreateSchema } from './appointment.body';
import { feeFor, offersType, parseAppointmentDateTime, slotKeyOf, typeNotOffered } from './appointment-rules';
import { insertAppointment, lockPatient, patientAppointmentsOverlapping, physicianAppointmentsBetween } from './appointments.repository';

export const DATE_TIME_FORMAT = apiError('appointment.date_time_invalid');
export const TIME_PASSED = apiError('appointment.time_passed');
export const OUTSIDE_SCHEDULE = apiError('appointment.outside_schedule');
export const SLOT_TAKEN = apiError('appointment.slot_taken');
export const PATIENT_BUSY = apiError('appointment.patient_busy');
const SLOT_INDEX = 'appointments_physician_slot_idx';

/**
 * `POST appointment-management/create-appointment-v2`. A booking is accepted only
 * - for a live physician of a clinic the user is in charge of (ADMIN: any), and a known patient;
 * - for a type the physician offers;
 * - at the start of one of the physician's stored slots (weekday and HHMM, in UTC), not in the past,
 *   on a day the physician's exceptions and the marketplace's confirmed holidays leave open (issue 30:
 *   a day off or a holiday is refused with its reason; other hours or a season replace the weekly slots);
 * - when no live appointment of the physician starts within that slot;
 * - when the patient has no live appointment (with any physician) overlapping that slot.
 * The physician row is locked for the transaction, so on PostgreSQL bookings of one physician run
 * one after the other and the second sees the first; the partial unique index on
 * (physician_id, starts_at) is the last word either way: of two bookings of one slot exactly one
 * is stored, the other answered 409. The patient's row is locked next (always in this order, so two
 * bookings cannot wait on each other): bookings of one patient on two physicians at one time also
 * run one after the other, and the second is answered 409 appointment.patient_busy.
 */
export async function createAppointment(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, now: Date): Promise<Appointment> {
  const input = await validateBody(appointmentCreateSchema, body);
  const startsAt = parseAppointmentDateTime(input.date_time);
  if (!startsAt) throw new BadRequestError(DATE_TIME_FORMAT);
  if (startsAt.getTime() < now.getTime()) throw new BadRequestError(TIME_PASSED);
  const type = input.type as AppointmentType;

  let appointmentId: string;
  let clinicPicId: string | null = null;
  try {
    appointmentId = await db.transaction(async (tx) => {
      const physician = isSysId(input.physician_id) ? await findLivePhysician(tx, input.physician_id.toLowerCase(), { forUpdate: true }) : undefined;
      const clinic = physician && (await clinicOfPhysician(tx, physician.clinic_id));
      if (!physician || !clinic || clinic.deleted_at) throw new NotFoundError(PHYSICIAN_NOT_FOUND);
      assertCanAccess(user, { pic_id: clinic.pic_id, sys_id: physician.sys_id }, 'physician');
      clinicPicId = clinic.pic_id;
      if (!offersType(physician, type)) throw new BadRequestError(typeNotOffered(type));
      const patient = isSysId(input.patient_id) ? await findPatient(tx, input.patient_id.toLowerCase()) : undefined;
      if (!patient || !(await lockPatient(tx, patient.sys_id))) throw new NotFoundError(PATIENT_NOT_FOUND);

      const slotMinutes = physicianSlotMinutes(physician.consultation_duration);
      await refuseOutsideSchedule(tx, physician.sys_id, startsAt, slotMinutes);
      const slotEnd = new Date(startsAt.getTime() + slotMinutes * 60_000);
      if ((await physicianAppointmentsBetween(tx, physician.sys_id, startsAt, slotEnd)).length > 0) throw new ConflictError(SLOT_TAKEN);
      if ((await patientAppointmentsOverlapping(tx, patient.sys_id, startsAt, slotEnd)).length > 0) throw new ConflictError(PATIENT_BUSY);

      const appointment = await insertAppointment(tx, {
        patient_id: patient.sys_id,
        physician_id: physician.sys_id,
        clinic_id: clinic.sys_id,
        type,
        service_type: 'consultation',
        starts_at: startsAt,
        status: input.status as AppointmentStatus,
        payment_type: input.payment_type as PaymentType,
        payment_id: input.payment_id,
        dialog_id: input.dialog_id,
        amount: feeFor(physician, type),
        created_by: user.sys_id,
      });
      await recordAudit(tx, request, {
        action: 'create',
        entityType: 'appointment',
        entityId: appointment.sys_id,
        after: { physician_id: physician.sys_id, patient_id: patient.sys_id, type, starts_at: startsAt.toISOString(), status: appointment.status },
      });
      return appointment.sys_id;
    });
  } catch (error) {
    if (isUniqueViolation(error, SLOT_INDEX)) throw new ConflictError(SLOT_TAKEN);
    throw error;
  }
  tellAppointmentActivity(request, clinicPicId);
  return readAppointment(db, user, appointmentId);
}

/**
 * Refuses a start that is not one of its day's slots, with the day's exceptions and holidays applied
 * by the slot engine (the same rules as the booking wizard's): a closed day says why
 * (appointment.day_off with the PIC's note, appointment.holiday with its name), any other miss is
 * appointment.outside_schedule.
 */
async function refuseOutsideSchedule(tx: DbOrTx, physicianId: string, startsAt: Date, slotMinutes: number): Promise<void> {
  const date = startsAt.toISOString().slice(0, 10);
  const calendar = await ownerCalendar(tx, 'physician', physicianId, shiftDate(date, -1), date);
  const closed = closedDay(date, calendar);
  if (closed?.reason === 'off') throw new BadRequestError(apiError('appointment.day_off', { note: closed.exception.note ? `: ${closed.exception.note}` : '' }));
  if (closed?.reason === 'holiday') throw new BadRequestError(apiError('appointment.holiday', { name: closed.holiday.name_en }));
  const { from } = slotKeyOf(startsAt);
  const time = `${from.slice(0, 2)}:${from.slice(2)}`;
  const slots = daySlots({ date, slots: await slotsOf(tx, physicianId), minutes: slotMinutes, now: 0, timeZone: 'UTC', ...calendar });
  if (!slots.some((slot) => slot.from === time)) throw new BadRequestError(OUTSIDE_SCHEDULE);
}
