import type { FastifyRequest } from 'fastify';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AffectedAppointment, ExceptionCreated, ExceptionOwner, ExceptionRule, ScheduleException } from '@mk/contracts';
import { daySlots, exceptionConflict, shiftDate, validateExceptionPeriods } from '@mk/scheduling';
import { scheduleExceptionSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/database';
import { appointments, patients } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, ConflictError, NotFoundError } from '../http/errors';
import { validateBody, validationError } from '../http/validate';
import { slotsOf } from '../schedules/schedule.repository';
import { deleteException, exceptionsOf, insertException } from './calendar.repository';
import type { ScheduleExceptionRow } from './calendar.tables';
import { exceptionView } from './calendar.view';
import { managedOwner, type ManagedOwner } from './exception-owners';
import { ownerCalendar } from './owner-calendar';

export const EXCEPTION_NOT_FOUND = apiError('schedule.exception_not_found');
/** Appointments a new exception can leave outside the schedule: the ones still to happen. */
const LIVE_STATUSES = ['confirmed', 'waiting', 'pending'] as const;

/** `GET .../exceptions/{ownerId}`: the schedule's exceptions, by first day. */
export async function listExceptions(db: DbOrTx, user: AuthUser, ownerType: ExceptionOwner, ownerId: string): Promise<ScheduleException[]> {
  const owner = await managedOwner(db, user, ownerType, ownerId);
  return (await exceptionsOf(db, owner.ownerType, owner.ownerId)).map(exceptionView);
}

/**
 * `POST .../exceptions/{ownerId}`: adds a day off, other hours or a season. The body passes the
 * shared schema and the engine's period checks, then, with the owner locked, the engine's overlap
 * rule against the stored exceptions (409 schedule.exception_overlap naming the one in the way).
 * A physician's answer lists the live appointments the new exception leaves outside the schedule,
 * for the PIC to move or cancel: nothing is cancelled here.
 */
export async function addException(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  ownerType: ExceptionOwner,
  ownerId: string,
  body: unknown,
): Promise<ExceptionCreated> {
  const input = await validateBody(scheduleExceptionSchema, body);
  const periods = input.kind === 'off' ? [] : (input.periods ?? []).map((period) => ({ days: [...(period.days ?? [])], from: period.from ?? '', until: period.until ?? '' }));
  const periodProblem = validateExceptionPeriods(input.kind, periods);
  if (periodProblem) throw validationError(periodProblem, 'periods');
  const candidate: ExceptionRule = { kind: input.kind, from_date: input.from_date, until_date: input.until_date, periods, note: input.note ?? null };
  return db.transaction(async (tx) => {
    const owner = await managedOwner(tx, user, ownerType, ownerId, true);
    const conflict = exceptionConflict(candidate, await exceptionsOf(tx, owner.ownerType, owner.ownerId));
    if (conflict) throw new ConflictError(apiError('schedule.exception_overlap', { from_date: conflict.from_date, until_date: conflict.until_date }));
    const row = await insertException(tx, {
      owner_type: owner.ownerType,
      owner_id: owner.ownerId,
      kind: candidate.kind,
      from_date: candidate.from_date,
      until_date: candidate.until_date,
      periods,
      note: candidate.note,
      created_by: user.sys_id,
    });
    await recordAudit(tx, request, { action: 'add_exception', entityType: owner.ownerType, entityId: owner.ownerId, after: exceptionView(row) });
    return { exception: exceptionView(row), affected_appointments: await appointmentsOutsideSchedule(tx, owner, row) };
  });
}

/** `DELETE .../exceptions/{ownerId}/{exceptionId}`: the usual schedule holds on those days again. */
export async function removeException(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  ownerType: ExceptionOwner,
  ownerId: string,
  exceptionId: string,
): Promise<ScheduleException> {
  return db.transaction(async (tx) => {
    const owner = await managedOwner(tx, user, ownerType, ownerId, true);
    const row = await deleteException(tx, owner.ownerType, owner.ownerId, exceptionId);
    if (!row) throw new NotFoundError(EXCEPTION_NOT_FOUND);
    await recordAudit(tx, request, { action: 'remove_exception', entityType: owner.ownerType, entityId: owner.ownerId, before: exceptionView(row) });
    return exceptionView(row);
  });
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A physician's live appointments from the exception's first day to the day after its last (a
 * season's last night) whose time is no longer one of that day's slots, with the exception and
 * the marketplace's calendar applied by the slot engine. Centers and packages keep no appointments here.
 */
async function appointmentsOutsideSchedule(tx: DbOrTx, owner: ManagedOwner, row: ScheduleExceptionRow): Promise<AffectedAppointment[]> {
  if (owner.ownerType !== 'physician') return [];
  const from = new Date(`${row.from_date}T00:00:00Z`);
  const until = new Date(`${shiftDate(row.until_date, 2)}T00:00:00Z`);
  const booked = await tx
    .select({ sys_id: appointments.sys_id, starts_at: appointments.starts_at, status: appointments.status, patient_name: patients.name })
    .from(appointments)
    .leftJoin(patients, eq(patients.sys_id, appointments.patient_id))
    .where(
      and(
        eq(appointments.physician_id, owner.ownerId),
        inArray(appointments.status, [...LIVE_STATUSES]),
        gte(appointments.starts_at, from),
        lt(appointments.starts_at, until),
      ),
    )
    .orderBy(asc(appointments.starts_at));
  if (booked.length === 0) return [];
  const weekly = await slotsOf(tx, owner.ownerId);
  const calendar = await ownerCalendar(tx, owner.ownerType, owner.ownerId, shiftDate(row.from_date, -1), shiftDate(row.until_date, 1));
  return booked
    .filter((appointment) => {
      const date = appointment.starts_at.toISOString().slice(0, 10);
      const time = `${pad2(appointment.starts_at.getUTCHours())}:${pad2(appointment.starts_at.getUTCMinutes())}`;
      const slots = daySlots({ date, slots: weekly, minutes: owner.slotMinutes, now: 0, timeZone: 'UTC', ...calendar });
      return !slots.some((slot) => slot.from === time);
    })
    .map((appointment) => ({
      sys_id: appointment.sys_id,
      starts_at: appointment.starts_at.toISOString(),
      status: appointment.status,
      patient_name: appointment.patient_name ?? null,
    }));
}
