/*
 * Issue 30: exceptions to a weekly schedule and the marketplace's calendar. Dates are 'YYYY-MM-DD'
 * calendar days as the booking wizard lists them (the product keeps schedule times as wall times:
 * the day a clinic in Riyadh means is the day shown), both ends included.
 */

/**
 * - off: closed every day of the range (a day off, or leave with a note);
 * - hours: every day of the range keeps only these periods (an override; on a marketplace holiday
 *   it is how a facility opts to open); the periods' days are ignored;
 * - season: the range's weekly periods replace the usual ones (Ramadan); a period may cross
 *   midnight (until earlier than from: 21:00 until 02:00), its hours after midnight on the next day.
 */
export const EXCEPTION_KINDS = ['off', 'hours', 'season'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** Whose schedule an exception belongs to. */
export const EXCEPTION_OWNERS = ['physician', 'center', 'package'] as const;
export type ExceptionOwner = (typeof EXCEPTION_OWNERS)[number];

/** A period of an exception, as the editor holds it: weekdays 0 (Sunday) to 6, 'HH:MM'. */
export interface ExceptionPeriod {
  days: number[];
  from: string;
  until: string;
}

/** Body of `POST .../exceptions/{ownerId}` (physician, center-exceptions, package-exceptions). */
export interface ScheduleExceptionPayload {
  kind: ExceptionKind;
  from_date: string;
  until_date: string;
  periods?: ExceptionPeriod[];
  note?: string | null;
}

/**
 * - holiday: every facility is closed on these days unless it sets an 'hours' exception on them;
 * - ramadan: the season's dates, offered to owners when they add a season (slots do not change by it alone).
 */
export const HOLIDAY_KINDS = ['holiday', 'ramadan'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** Body of `POST calendar-write/holidays` and `PATCH calendar-write/holidays/{holidayId}`. */
export interface HolidayPayload {
  kind: HolidayKind;
  name_en: string;
  name_ar: string;
  from_date: string;
  until_date: string;
  /** ADMIN has checked the dates against the observed calendar (Hijri dates can move by a day). */
  confirmed?: boolean;
}

/** What the slot engine needs of an exception (a stored one or one being checked). */
export interface ExceptionRule {
  sys_id?: string;
  kind: ExceptionKind;
  from_date: string;
  until_date: string;
  periods?: readonly ExceptionPeriod[] | null;
  note?: string | null;
}

/** What the slot engine needs of a marketplace holiday. */
export interface HolidayRule {
  sys_id?: string;
  kind: HolidayKind;
  name_en: string;
  name_ar: string;
  from_date: string;
  until_date: string;
}
