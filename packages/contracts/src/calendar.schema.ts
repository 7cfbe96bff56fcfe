import { Type, type Static } from '@sinclair/typebox';
import { EXCEPTION_KINDS, HOLIDAY_KINDS } from './calendar';
import { isoTime, orNull, sysId } from './schema-fields';

/* Issue 30's replies: a schedule's exceptions and the marketplace's holidays (calendar.ts has the bodies). */

const calendarDate = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `${description} (YYYY-MM-DD)` });

export const ExceptionPeriodSchema = Type.Object({
  days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { description: 'Weekdays, 0 (Sunday) to 6; ignored by an hours exception' }),
  from: Type.String({ description: 'The start, HH:MM' }),
  until: Type.String({ description: 'The end, HH:MM; earlier than from in a season when it crosses midnight' }),
});

export const ScheduleExceptionSchema = Type.Object({
  sys_id: sysId(),
  kind: Type.Union(EXCEPTION_KINDS.map((kind) => Type.Literal(kind)), {
    description: "'off' closed, 'hours' these periods each day, 'season' these weekly periods instead of the usual ones",
  }),
  from_date: calendarDate('The first day'),
  until_date: calendarDate('The last day, included'),
  periods: Type.Array(ExceptionPeriodSchema),
  note: orNull(Type.String(), 'The owner’s note (leave, reason)'),
  created_at: isoTime('When it was added'),
});
export type ScheduleException = Static<typeof ScheduleExceptionSchema>;

export const MarketplaceHolidaySchema = Type.Object({
  sys_id: sysId(),
  kind: Type.Union(HOLIDAY_KINDS.map((kind) => Type.Literal(kind)), {
    description: "'holiday' every facility closes unless it opts to open; 'ramadan' the season's dates",
  }),
  name_en: Type.String(),
  name_ar: Type.String(),
  from_date: calendarDate('The first day'),
  until_date: calendarDate('The last day, included'),
  confirmed: Type.Boolean({ description: 'ADMIN has checked the dates (Hijri dates can move by a day)' }),
  updated_at: isoTime('Last change'),
});
export type MarketplaceHoliday = Static<typeof MarketplaceHolidaySchema>;

/**
 * An appointment on a day a new exception closes or changes (`POST .../exceptions` answers them so the
 * PIC can move or cancel each; nothing is cancelled by the exception itself).
 */
export const AffectedAppointmentSchema = Type.Object({
  sys_id: sysId('The appointment'),
  starts_at: isoTime('Its start'),
  status: Type.String(),
  patient_name: orNull(Type.String()),
});
export type AffectedAppointment = Static<typeof AffectedAppointmentSchema>;

export const ExceptionCreatedSchema = Type.Object({
  exception: ScheduleExceptionSchema,
  affected_appointments: Type.Array(AffectedAppointmentSchema, { description: 'Live appointments no longer inside the schedule (physicians only)' }),
});
export type ExceptionCreated = Static<typeof ExceptionCreatedSchema>;
