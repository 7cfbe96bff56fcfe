import { EXCEPTION_KINDS, HOLIDAY_KINDS, type ExceptionKind, type HolidayKind } from '@mk/contracts';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { isCalendarDate } from './calendar-day';
import { MESSAGES, withValues } from './messages';
import { TEXT_LIMITS, validateNameCharacters, validateTextCharacters } from './text-rules';
import { ruleTest } from './yup-rules';

const REQUIRED = MESSAGES.required;
/** A blank kind is a missing one ('Please fill all required fields'), not an unknown one. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** The longest range an exception or a holiday may cover, both ends counted: a leap year. */
export const CALENDAR_RANGE_MAX_DAYS = 366;
/** The longest note an owner may keep with an exception (a leave's reason). */
export const EXCEPTION_NOTE_MAX = 500;
/** The longest name of a marketplace holiday, in either language. */
export const HOLIDAY_NAME_MAX = TEXT_LIMITS.name;

/** The years a date may fall in: '0000-01-01' or year 9999 is a probe, not a schedule (and year 0 is no PostgreSQL date). */
const YEARS = { first: 1900, last: 2199 } as const;
const DAY_MS = 86_400_000;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && isCalendarDate(value) && Number(value.slice(0, 4)) >= YEARS.first && Number(value.slice(0, 4)) <= YEARS.last;

/** How many days `from`..`until` covers, both included: 2024-01-01..2024-12-31 covers 366. */
const daysCovered = (from: string, until: string) => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A required calendar day 'YYYY-MM-DD' ('Enter a date as YYYY-MM-DD' for '2025-02-30', '01/03/2025'). */
const calendarDay = () =>
  string()
    .trim()
    .required(REQUIRED)
    .test({ name: 'calendarDate', message: MESSAGES.calendarDateInvalid, test: (value) => !value || isDay(value) });

/**
 * The last day of a range: a calendar day, not before `from_date` ('The last day cannot be before
 * the first day'), the range covering at most CALENDAR_RANGE_MAX_DAYS days. One-day ranges
 * (from_date === until_date) are the usual day off or holiday.
 */
const untilDay = () =>
  calendarDay().test({
    name: 'range',
    test(until) {
      const from: unknown = this.parent?.from_date;
      if (!isDay(from) || !isDay(until)) return true;
      if (until < from) return this.createError({ message: MESSAGES.exceptionDatesReversed });
      return daysCovered(from, until) <= CALENDAR_RANGE_MAX_DAYS || this.createError({ message: MESSAGES.exceptionRangeTooLong });
    },
  });

/** 'HH:MM' (the editor) or 'HHMM' (the payloads), 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):?[0-5]\d$/;
// yup's `matches` reads a plain object as its options: the descriptor must go under `message`.
const NOT_A_TIME = { message: MESSAGES.periodInvalidTime };

/** A time of an exception period, kept as 'HH:MM' ('0900' becomes '09:00'); its order is the engine's to check. */
const periodTime = () =>
  string()
    .trim()
    .required(REQUIRED)
    .matches(TIME, NOT_A_TIME)
    .transform((value: unknown) => (typeof value === 'string' && /^\d{4}$/.test(value) ? `${value.slice(0, 2)}:${value.slice(2)}` : value));

/**
 * A period of an exception: weekdays 0 (Sunday) to 6 (an 'hours' exception ignores them and may
 * send none), a from and an until. A season's until may be earlier than its from (crossing
 * midnight), so the order, the overlaps and a season's days are checked by the slot engine's
 * `validateExceptionPeriods` (@mk/scheduling), which the server runs after this schema.
 */
const exceptionPeriod = object({
  days: array(number().integer(REQUIRED).min(0, REQUIRED).max(6, REQUIRED).required(REQUIRED)).max(7, withValues(MESSAGES.listTooLong, { max: 7 })),
  from: periodTime(),
  until: periodTime(),
});

/** Periods at most (far more than a day holds). */
export const EXCEPTION_PERIODS_MAX = 50;

/**
 * Body of `POST .../exceptions/{ownerId}` (issue 30): a day off, other hours or a season.
 * - kind: 'off', 'hours' or 'season' ('Please fill all required fields' when missing, 'Choose a day
 *   off, other hours or a season' when it is something else);
 * - from_date, until_date: required calendar days 'YYYY-MM-DD' ('Enter a date as YYYY-MM-DD'),
 *   until not before from, at most 366 days both included;
 * - periods: for 'hours' and 'season', at least one ('Please fill all required fields'); an 'off'
 *   exception's periods are not read;
 * - note: optional, trimmed, at most 500 characters ('The note must be at most 500 characters').
 */
export const scheduleExceptionSchema = object({
  kind: string<ExceptionKind>().trim().transform(blankAsMissing).required(REQUIRED).oneOf(EXCEPTION_KINDS, MESSAGES.exceptionKindUnknown),
  from_date: calendarDay(),
  until_date: untilDay(),
  periods: array(exceptionPeriod)
    .max(EXCEPTION_PERIODS_MAX, withValues(MESSAGES.listTooLong, { max: EXCEPTION_PERIODS_MAX }))
    .when('kind', {
      is: (kind: unknown) => kind === 'hours' || kind === 'season',
      then: (periods) => periods.required(REQUIRED).min(1, REQUIRED),
    }),
  note: string()
    .trim()
    .nullable()
    .optional()
    .max(EXCEPTION_NOTE_MAX, withValues(MESSAGES.exceptionNoteTooLong, { max: EXCEPTION_NOTE_MAX }))
    .test(ruleTest('characters', validateTextCharacters)),
}).typeError(REQUIRED);

/** A holiday's name in one language: required, at most HOLIDAY_NAME_MAX characters, no control or markup characters. */
const holidayName = () =>
  string()
    .trim()
    .required(REQUIRED)
    .max(HOLIDAY_NAME_MAX, withValues(MESSAGES.holidayNameTooLong, { max: HOLIDAY_NAME_MAX }))
    .test(ruleTest('nameCharacters', validateNameCharacters));

/**
 * Body of `POST calendar-write/holidays` and `PUT calendar-write/holidays/{holidayId}` (ADMIN):
 * - kind: 'holiday' or 'ramadan' ('Please fill all required fields' when missing, 'Choose a public
 *   holiday or the Ramadan season' when it is something else);
 * - name_en, name_ar: required, at most 100 characters ('A name must be at most 100 characters');
 * - from_date, until_date: as an exception's (calendar days, in order, at most 366 days);
 * - confirmed: optional true or false (ADMIN has checked the dates).
 */
export const holidaySchema = object({
  kind: string<HolidayKind>().trim().transform(blankAsMissing).required(REQUIRED).oneOf(HOLIDAY_KINDS, MESSAGES.holidayKindUnknown),
  name_en: holidayName(),
  name_ar: holidayName(),
  from_date: calendarDay(),
  until_date: untilDay(),
  confirmed: boolean()
    .strict()
    .typeError(withValues(MESSAGES.typeBoolean, { field: 'confirmed' }))
    .optional(),
}).typeError(REQUIRED);

export type ScheduleExceptionInput = InferType<typeof scheduleExceptionSchema>;
export type HolidayInput = InferType<typeof holidaySchema>;
