import type { ExceptionKind, ExceptionRule, HolidayRule } from '@mk/contracts';
import { MESSAGES, type MessageDescriptor } from '@mk/validators';
import { validatePeriod, type Period, type PeriodCandidate } from './period';
import { minutesOfDay, parseTime } from './time';

/*
 * Issue 30: exceptions to a weekly schedule and the marketplace's holidays. Dates are 'YYYY-MM-DD'
 * calendar days as the booking wizard lists them (daySlots' `date`), compared as written, both ends
 * of a range included; no time zone turns one date into another.
 */

/** What decides one date's slots (see `dayRule`). */
export type DayRule =
  | { kind: 'weekly' }
  | { kind: 'off'; exception: ExceptionRule }
  | { kind: 'holiday'; holiday: HolidayRule }
  | { kind: 'hours'; exception: ExceptionRule }
  | { kind: 'season'; exception: ExceptionRule };

/** An owner's exceptions and the marketplace's holidays (daySlots' input is one). */
export interface DayCalendar {
  exceptions?: readonly ExceptionRule[];
  holidays?: readonly HolidayRule[];
}

const covers = (range: { from_date: string; until_date: string }, date: string) => range.from_date <= date && date <= range.until_date;

const overlaps = (a: { from_date: string; until_date: string }, b: { from_date: string; until_date: string }) =>
  a.from_date <= b.until_date && b.from_date <= a.until_date;

const sameRecord = (a: { sys_id?: string }, b: { sys_id?: string }) => a.sys_id !== undefined && b.sys_id !== undefined && a.sys_id === b.sys_id;

/**
 * The rule of one date, the first that applies:
 * 1. an 'off' exception covering it: closed;
 * 2. an 'hours' exception covering it: only its periods (whatever their days);
 * 3. a marketplace holiday of kind 'holiday' covering it: closed (a 'ramadan' entry never decides);
 * 4. a 'season' exception covering it: the season's weekly periods instead of the usual ones;
 * 5. otherwise 'weekly', the usual periods or slots.
 * So an 'hours' exception on a holiday is how a facility opens on it, and an 'off' day or a holiday
 * inside a season closes that day. Two exceptions of one kind on a date (which `exceptionConflict`
 * refuses) are read in list order: the first wins.
 * Worked example: a season 2025-03-01..2025-03-29, an off day 2025-03-05 and the holiday
 * 2025-03-30..2025-04-02 give 2025-03-04 'season', 2025-03-05 'off', 2025-03-30 'holiday' and
 * 2025-04-03 'weekly'.
 */
export function dayRule(date: string, calendar: DayCalendar): DayRule {
  let hours: ExceptionRule | undefined;
  let season: ExceptionRule | undefined;
  for (const exception of calendar.exceptions ?? []) {
    if (!covers(exception, date)) continue;
    if (exception.kind === 'off') return { kind: 'off', exception };
    if (exception.kind === 'hours') hours ??= exception;
    else if (exception.kind === 'season') season ??= exception;
  }
  if (hours) return { kind: 'hours', exception: hours };
  for (const holiday of calendar.holidays ?? []) {
    if (holiday.kind === 'holiday' && covers(holiday, date)) return { kind: 'holiday', holiday };
  }
  return season ? { kind: 'season', exception: season } : { kind: 'weekly' };
}

/**
 * Why a date offers nothing whatever the periods: an 'off' exception or a marketplace holiday the
 * owner has not opened with 'hours' (rules 1 and 3 of `dayRule`); undefined on any other date.
 */
export function closedDay(
  date: string,
  calendar: DayCalendar,
): { reason: 'off'; exception: ExceptionRule } | { reason: 'holiday'; holiday: HolidayRule } | undefined {
  const rule = dayRule(date, calendar);
  if (rule.kind === 'off') return { reason: 'off', exception: rule.exception };
  if (rule.kind === 'holiday') return { reason: 'holiday', holiday: rule.holiday };
  return undefined;
}

/**
 * The first existing exception a new or changed one may not share a day with, or undefined.
 * A day-level exception ('off' or 'hours') may sit inside or across a 'season' (it overrides the
 * season on its days); two seasons may not overlap, nor two day-level ones (an 'off' and an
 * 'hours' on one day would contradict each other). Ranges that only touch (one ends 2025-03-05,
 * the next starts 2025-03-06) do not overlap. An existing exception with the candidate's own
 * sys_id (an edit) is skipped.
 */
export function exceptionConflict(candidate: ExceptionRule, existing: readonly ExceptionRule[]): ExceptionRule | undefined {
  const candidateIsSeason = candidate.kind === 'season';
  return existing.find(
    (other) => !sameRecord(candidate, other) && (other.kind === 'season') === candidateIsSeason && overlaps(candidate, other),
  );
}

/**
 * The first existing holiday a new or changed one may not share a day with, or undefined: two
 * 'holiday' entries may not overlap, nor two 'ramadan' ones; a holiday inside Ramadan is fine.
 * An existing holiday with the candidate's own sys_id (an edit) is skipped.
 */
export function holidayConflict(candidate: HolidayRule, existing: readonly HolidayRule[]): HolidayRule | undefined {
  return existing.find((other) => !sameRecord(candidate, other) && other.kind === candidate.kind && overlaps(candidate, other));
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const DAY_MINUTES = 24 * 60;

/** A stretch of the week in minutes from Sunday 00:00, end excluded. */
interface WeekSpan {
  start: number;
  end: number;
}

/**
 * Where a season period falls in the week: on each of its days from its from to its until, or,
 * crossing midnight, to the end of that day and from 00:00 to its until on the next weekday
 * (Saturday's night goes on to Sunday).
 */
function weekSpans(days: readonly number[], from: number, until: number): WeekSpan[] {
  return days.flatMap((day) => {
    const dayStart = day * DAY_MINUTES;
    if (from < until) return [{ start: dayStart + from, end: dayStart + until }];
    const nextStart = ((day + 1) % 7) * DAY_MINUTES;
    return [{ start: dayStart + from, end: dayStart + DAY_MINUTES }, ...(until > 0 ? [{ start: nextStart, end: nextStart + until }] : [])];
  });
}

const spansOverlap = (a: readonly WeekSpan[], b: readonly WeekSpan[]) =>
  a.some((one) => b.some((other) => one.start < other.end && other.start < one.end));

function validateSeasonPeriods(periods: readonly PeriodCandidate[]): MessageDescriptor | undefined {
  const checked: WeekSpan[][] = [];
  for (const { days, from, until } of periods) {
    if (!days || days.length === 0 || !from || !until) return MESSAGES.required;
    if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) return MESSAGES.required;
    const start = parseTime(from);
    const end = parseTime(until);
    if (!start || !end || start === end) return MESSAGES.periodInvalidTime;
    const spans = weekSpans([...new Set(days)], minutesOfDay(start), minutesOfDay(end));
    if (checked.some((other) => spansOverlap(spans, other))) return MESSAGES.periodDuplicate;
    checked.push(spans);
  }
  return undefined;
}

/**
 * Checks an exception's periods, in order, the way `validatePeriod` checks a weekly schedule's:
 * - 'off': periods are not read (a day off has none); always undefined;
 * - 'hours': at least one period ('Please fill all required fields'), each with a from earlier
 *   than its until ('Error invalid time'), no two overlapping ('Select another time or day');
 *   their days are ignored: every period applies on every day of the range;
 * - 'season': at least one period, each with days (0 to 6), a from and an until ('Please fill all
 *   required fields'), from and until different ('Error invalid time'); an until earlier than the
 *   from crosses midnight (Thursday 21:00 until 02:00 runs to 02:00 on Friday). No two may overlap
 *   on a day they share ('Select another time or day'), counting a crossing period's hours after
 *   midnight on the next weekday: Thursday 21:00-02:00 overlaps Friday 01:00-03:00, and Saturday's
 *   night runs into Sunday. Periods that only touch (Friday 02:00-05:00 after it) do not overlap.
 * Times may be written as `validatePeriod` takes them ('HH:MM', 'HHMM', 12-hour).
 */
export function validateExceptionPeriods(
  kind: ExceptionKind,
  periods: readonly PeriodCandidate[] | undefined | null,
): MessageDescriptor | undefined {
  if (kind === 'off') return undefined;
  if (!periods || periods.length === 0) return MESSAGES.required;
  if (kind === 'season') return validateSeasonPeriods(periods);
  const checked: Period[] = [];
  for (const { from, until } of periods) {
    const error = validatePeriod({ days: EVERY_DAY, from, until }, checked);
    if (error) return error;
    checked.push({ days: EVERY_DAY, from: from ?? '', until: until ?? '' });
  }
  return undefined;
}
