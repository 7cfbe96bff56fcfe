import type { ExceptionRule, HolidayRule, SlotState, StoredSlot } from '@mk/contracts';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { hoursTemplate, mergeTemplates, periodTemplate, seasonWeekTemplate, storedSlotTemplate, type SeasonWeekTemplate, type TemplateSlot } from './day-template';
import { dayRule } from './exceptions';
import type { PeriodCandidate } from './period';
import type { Slot } from './slots';
import { isoInstant, zonedDayStart, zonedWallText } from './zoned-day';

export interface DaySlotsInput {
  /** The day to book, 'YYYY-MM-DD', in `timeZone`. */
  date: string;
  /** The owner's periods (editor shape) ... */
  periods?: readonly PeriodCandidate[];
  /** ... or its stored slots (the operating-hour reads: day, from, until in HHMM). */
  slots?: readonly StoredSlot[];
  /** Slot length in minutes, used to cut `periods` and the exceptions' periods. */
  minutes: number;
  /**
   * The owner's exceptions (issue 30): days off, other hours, seasons. Their periods are always
   * editor-shape periods, cut by `minutes`; `slots` or `periods` stay the usual weekly source.
   */
  exceptions?: readonly ExceptionRule[];
  /** The marketplace's holidays: a 'holiday' closes the date unless an 'hours' exception opens it. */
  holidays?: readonly HolidayRule[];
  /**
   * Appointment times. An ISO string with Z or an offset, a Date or epoch milliseconds is an
   * instant; 'YYYY-MM-DD HH:MM' (the create payload's date_time) or an ISO string without a zone
   * is a wall time in `timeZone`.
   */
  busy?: readonly (string | Date | number)[];
  now: Date | number;
  /** IANA zone of the slot times; defaults to UTC, the spec's zone for appointment times. */
  timeZone?: string;
}

export interface DaySlot extends Slot {
  label: string;
  type: SlotState;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'YYYY-MM-DD HH:MM' in the time zone: the create payload's date_time. */
  dateTime: string;
  /** The instant the slot starts, ISO in UTC. */
  startsAt: string;
}

/** The weekday of a calendar date, 0 Sunday to 6 Saturday, whatever the machine's zone. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The calendar date of an instant in a zone: todayIn(now, 'Asia/Riyadh'). */
export function todayIn(now: Date | number, timeZone = 'UTC'): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
}

/** The calendar date `days` after (or before) another: shiftDate('2024-02-28', 2) === '2024-03-01'. */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

// The date before each date asked about; dropping them all when full keeps the memory bounded.
const PREVIOUS_LIMIT = 10_000;
const previousDates = new Map<string, string>();

/** shiftDate(date, -1), remembered: a month of days for many owners asks about 30 dates. */
function previousDate(date: string): string {
  let previous = previousDates.get(date);
  if (previous === undefined) {
    previous = shiftDate(date, -1);
    if (previousDates.size >= PREVIOUS_LIMIT) previousDates.clear();
    previousDates.set(date, previous);
  }
  return previous;
}

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

function instantOf(value: string | Date | number, timeZone: string): number {
  if (typeof value !== 'string') return new Date(value).getTime();
  const text = value.trim().replace(' ', 'T');
  return HAS_ZONE.test(text) ? Date.parse(text) : zonedWallText(text, timeZone);
}

/** The usual weekly slots of a weekday: the stored slots when given, else the periods cut by `minutes`. */
function weeklyTemplate(input: DaySlotsInput, weekday: number): readonly TemplateSlot[] {
  return input.slots ? storedSlotTemplate(input.slots, weekday) : periodTemplate(input.periods ?? [], input.minutes, weekday);
}

/**
 * The slots `date` offers by its rule (see `dayRule` in exceptions.ts):
 * - closed ('off', or a 'holiday' without an 'hours' exception): none, not even a season's
 *   after-midnight slots from the date before;
 * - 'hours': only the exception's periods on any weekday, nothing else;
 * - 'season' or 'weekly': the season's periods of the weekday (the part before midnight of those
 *   that cross it), or the usual ones, plus the after-midnight part of the season periods of the
 *   date before when that date's rule is 'season' (by its own weekday), each slot once, sorted.
 * So a season's last night (days [6], 21:00 until 02:00, ending Saturday 2025-03-29) still gives
 * 00:00 and 01:00 on Sunday 2025-03-30, the first date after it, unless that date is closed.
 */
function templateOfDate(input: DaySlotsInput, weekday: number): readonly TemplateSlot[] {
  const rule = dayRule(input.date, input);
  if (rule.kind === 'off' || rule.kind === 'holiday') return [];
  if (rule.kind === 'hours') return hoursTemplate(rule.exception.periods ?? [], input.minutes);
  // A date that is not one has no weekday, so no slots (as periodTemplate gives it none).
  if (!Number.isInteger(weekday)) return [];
  let season: SeasonWeekTemplate | undefined;
  if (rule.kind === 'season') season = seasonWeekTemplate(rule.exception.periods ?? [], input.minutes);
  const own = season ? season[weekday].sameDay : weeklyTemplate(input, weekday);
  const before = dayRule(previousDate(input.date), input);
  if (before.kind !== 'season') return own;
  // The same season on both dates (the usual case) is read once.
  const seasonBefore =
    season && rule.kind === 'season' && before.exception === rule.exception ? season : seasonWeekTemplate(before.exception.periods ?? [], input.minutes);
  return mergeTemplates(own, seasonBefore[(weekday + 6) % 7].tail);
}

/**
 * The slots of one day for booking (spec 2 section 4), each
 * - gone: it starts earlier than `now` (so on a past day every slot, and today the earlier ones);
 * - busy: otherwise, when an appointment starts within it (at its time, or in its minutes);
 * - available: otherwise; only these can be selected.
 * Slot times are wall times in `timeZone`. Worked example in Asia/Riyadh (UTC+3): with now
 * 2024-05-05T20:30Z, it is already 23:30 on 5 May in Riyadh, so on 2024-05-05 the 23:00 slot is
 * gone, and 2024-05-06 is "tomorrow" there although it is still 5 May in UTC.
 * With `exceptions` or `holidays`, the date's slots follow its rule (`dayRule`: off, then hours,
 * then a marketplace holiday, then a season, then the usual week), applied to `date` as written,
 * never shifted by the time zone; a season's hours after midnight are offered on the next date.
 */
export function daySlots(input: DaySlotsInput): DaySlot[] {
  const timeZone = input.timeZone ?? 'UTC';
  const now = new Date(input.now).getTime();
  const busy = (input.busy ?? []).map((value) => instantOf(value, timeZone)).filter(Number.isFinite);
  // The zone is asked once for the day; only a day whose offset changes converts slot by slot.
  const dayStart = zonedDayStart(input.date, timeZone);
  const weekday = weekdayOf(input.date);
  // Without exceptions or holidays, the usual weekly slots as before (and as fast).
  const slots = input.exceptions?.length || input.holidays?.length ? templateOfDate(input, weekday) : weeklyTemplate(input, weekday);
  return slots.map((slot) => {
    const start =
      dayStart === undefined
        ? fromZonedTime(`${input.date}T${slot.from}:00`, timeZone).getTime()
        : dayStart + slot.fromMinute * 60_000;
    const end = start + slot.lengthMs;
    let type: SlotState = 'available';
    if (start < now) type = 'gone';
    else if (busy.some((time) => time >= start && time < end)) type = 'busy';
    // A literal, not { ...slot }: spreading costs a microsecond a slot, a tenth of the budget.
    return {
      from: slot.from,
      until: slot.until,
      label: slot.label,
      type,
      date: input.date,
      dateTime: `${input.date} ${slot.from}`,
      startsAt: isoInstant(start),
    };
  });
}
