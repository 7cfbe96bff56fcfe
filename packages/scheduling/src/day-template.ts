import type { StoredSlot } from '@mk/contracts';
import type { PeriodCandidate } from './period';
import { normalizePeriod } from './period';
import { slotLabel } from './preview';
import { generateSlots, uniqueSortedSlots, type Slot } from './slots';
import { fromHHMM, parseTime } from './time';

/** A slot of a weekday, sorted and unique, with what booking needs of it worked out once. */
export interface TemplateSlot extends Slot {
  label: string;
  /** Minutes from midnight to its start. */
  fromMinute: number;
  /** How long it lasts: its until is its last minute, so until + 1 - from minutes. */
  lengthMs: number;
}

// The slots here are 'HH:MM' as generateSlots and fromHHMM write them, so reading the digits is
// enough; minutesOfDay would parse each again (about a microsecond a call).
const DIGIT_0 = 48;
const digit = (text: string, at: number) => text.charCodeAt(at) - DIGIT_0;
const clockMinutes = (time: string) => (digit(time, 0) * 10 + digit(time, 1)) * 60 + digit(time, 3) * 10 + digit(time, 4);

function templateOf(slots: Slot[]): TemplateSlot[] {
  return uniqueSortedSlots(slots).map(({ from, until }) => {
    const fromMinute = clockMinutes(from);
    return { from, until, label: slotLabel({ from, until }), fromMinute, lengthMs: (clockMinutes(until) + 1 - fromMinute) * 60_000 };
  });
}

// Keyed by the periods' content, the slot length and the weekday (never by the array, which a
// caller may change); dropping them all when full keeps the memory bounded.
const CACHE_LIMIT = 1_000;
const periodTemplates = new Map<string, readonly TemplateSlot[]>();

/**
 * The slots `periods` cut on `weekday`, remembered: a month of days for many physicians with the
 * same hours cuts, sorts and labels each weekday once.
 */
export function periodTemplate(periods: readonly PeriodCandidate[], minutes: number, weekday: number): readonly TemplateSlot[] {
  const key = JSON.stringify([minutes, weekday, periods.map((period) => [period.days, period.from, period.until])]);
  let template = periodTemplates.get(key);
  if (!template) {
    template = templateOf(
      periods
        .map(normalizePeriod)
        .filter((period) => period.days.includes(weekday))
        .flatMap((period) => generateSlots(period.from, period.until, minutes)),
    );
    if (periodTemplates.size >= CACHE_LIMIT) periodTemplates.clear();
    periodTemplates.set(key, template);
  }
  return template;
}

/** The stored slots (HHMM) of `weekday`, sorted and unique. */
export function storedSlotTemplate(slots: readonly StoredSlot[], weekday: number): TemplateSlot[] {
  return templateOf(
    slots.filter((slot) => Number(slot.day) === weekday).map((slot) => ({ from: fromHHMM(slot.from), until: fromHHMM(slot.until) })),
  );
}

/** A period of an exception as the engine reads it: the editor's shape, days ignored by 'hours'. */
type ExceptionPeriodLike = PeriodCandidate;

/** The periods whose times read as times, in 'HH:MM'; a stored period that does not is left out, not thrown on. */
function readablePeriods(periods: readonly ExceptionPeriodLike[]) {
  return periods.flatMap((period) => {
    const from = parseTime(period.from ?? '');
    const until = parseTime(period.until ?? '');
    return from && until ? [{ days: period.days ?? [], from, until }] : [];
  });
}

const hoursTemplates = new Map<string, readonly TemplateSlot[]>();

/**
 * The slots of an 'hours' exception's periods on any day of its range (their days are ignored),
 * cut by `minutes`, remembered by content like `periodTemplate`.
 */
export function hoursTemplate(periods: readonly ExceptionPeriodLike[], minutes: number): readonly TemplateSlot[] {
  const key = JSON.stringify([minutes, periods.map((period) => [period.from, period.until])]);
  let template = hoursTemplates.get(key);
  if (!template) {
    template = templateOf(readablePeriods(periods).flatMap((period) => generateSlots(period.from, period.until, minutes)));
    if (hoursTemplates.size >= CACHE_LIMIT) hoursTemplates.clear();
    hoursTemplates.set(key, template);
  }
  return template;
}

/** A season's slots of one weekday: those on its own date, and the after-midnight ones offered on the next date. */
export interface SeasonDayTemplate {
  /** From each period's from to its until, or to the end of the day when it crosses midnight. */
  sameDay: readonly TemplateSlot[];
  /** 00:00 to the until of each period that crosses midnight (until earlier than from): the next date's. */
  tail: readonly TemplateSlot[];
}

/** A season's templates of the seven weekdays, index 0 Sunday. */
export type SeasonWeekTemplate = readonly SeasonDayTemplate[];

const END_OF_DAY = '23:59'; // generateSlots reads 23:59 as 24:00
const MIDNIGHT = '00:00';
const seasonTemplates = new Map<string, SeasonWeekTemplate>();

/**
 * The slots a 'season' exception's weekly periods give on each weekday, cut by `minutes`. A period
 * whose until is earlier than its from crosses midnight: days [4], 21:00 until 02:00 by 60 gives
 * Thursday (index 4) sameDay 21:00, 22:00, 23:00 and tail 00:00, 01:00, the tail being offered on
 * the Friday after it. Each part is cut on its own, so no slot straddles midnight. Remembered by
 * content like `periodTemplate`, the whole week under one key: a date and the date before it
 * (for the tail) read the same entry.
 */
export function seasonWeekTemplate(periods: readonly ExceptionPeriodLike[], minutes: number): SeasonWeekTemplate {
  const key = JSON.stringify([minutes, periods.map((period) => [period.days, period.from, period.until])]);
  let template = seasonTemplates.get(key);
  if (!template) {
    const readable = readablePeriods(periods);
    template = Array.from({ length: 7 }, (_, weekday) => {
      const sameDay: Slot[] = [];
      const tail: Slot[] = [];
      for (const { days, from, until } of readable) {
        if (!days.includes(weekday)) continue;
        if (until < from) {
          sameDay.push(...generateSlots(from, END_OF_DAY, minutes));
          tail.push(...generateSlots(MIDNIGHT, until, minutes));
        } else {
          sameDay.push(...generateSlots(from, until, minutes));
        }
      }
      return { sameDay: templateOf(sameDay), tail: templateOf(tail) };
    });
    if (seasonTemplates.size >= CACHE_LIMIT) seasonTemplates.clear();
    seasonTemplates.set(key, template);
  }
  return template;
}

// Merges of two remembered templates, by the templates themselves: they are never changed, and a
// template no longer remembered (or one of stored slots, made per call) drops out with its merges.
const merges = new WeakMap<readonly TemplateSlot[], WeakMap<readonly TemplateSlot[], readonly TemplateSlot[]>>();

/** Two sorted, unique templates as one, sorted by from then until, each slot once (remembered). */
export function mergeTemplates(first: readonly TemplateSlot[], second: readonly TemplateSlot[]): readonly TemplateSlot[] {
  if (second.length === 0) return first;
  if (first.length === 0) return second;
  let withFirst = merges.get(first);
  if (!withFirst) {
    withFirst = new WeakMap();
    merges.set(first, withFirst);
  }
  let merged = withFirst.get(second);
  if (!merged) {
    merged = mergeSorted(first, second);
    withFirst.set(second, merged);
  }
  return merged;
}

function mergeSorted(first: readonly TemplateSlot[], second: readonly TemplateSlot[]): TemplateSlot[] {
  const merged: TemplateSlot[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    const a = first[i];
    const b = second[j];
    if (b === undefined || (a !== undefined && (a.from < b.from || (a.from === b.from && a.until < b.until)))) {
      merged.push(a);
      i++;
    } else if (a === undefined || a.from !== b.from || a.until !== b.until) {
      merged.push(b);
      j++;
    } else {
      merged.push(a);
      i++;
      j++;
    }
  }
  return merged;
}
