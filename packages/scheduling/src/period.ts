import type { OperatingPeriod, StoredSlot } from '@mk/contracts';
import { MESSAGES, type MessageDescriptor } from '@mk/validators';
import { generateSlots } from './slots';
import { formatMinutes, minutesOfDay, parseTime, toHHMM } from './time';

/** A period as the editor holds it: weekdays 0 (Sunday) to 6, times in 'HH:MM'. */
export interface Period {
  days: number[];
  from: string;
  until: string;
}

/** What the creator hands over; any part may still be missing. */
export interface PeriodCandidate {
  days?: number[] | null;
  from?: string | null;
  until?: string | null;
}

const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

const sameDays = (a: readonly number[], b: readonly number[]) => sortedDays(a).join(',') === sortedDays(b).join(',');

/**
 * Checks a new period against the ones already added (spec 1 section 5; spec 3 section 5).
 * - days, from or until missing -> 'Please fill all required fields';
 * - from not earlier than until (or not a time) -> 'Error invalid time': 10:00 until 09:00, and
 *   12:00 PM until 12:00 PM, both fail;
 * - the same from, until and days as an existing period, whatever the order of the days, or a
 *   period overlapping an existing one on a day they share -> 'Select another time or day'. The
 *   server refuses overlaps (two overlapping slots could be booked twice), so the editor says so
 *   before saving. Periods that only touch (09:00-12:00, 12:00-13:00) do not overlap.
 * Times may be 'HH:MM', 'HHMM' or 12-hour with AM/PM or ص/م.
 */
export function validatePeriod(candidate: PeriodCandidate, existing: readonly Period[]): MessageDescriptor | undefined {
  const { days, from, until } = candidate;
  if (!days || days.length === 0 || !from || !until) return MESSAGES.required;
  if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) return MESSAGES.required;
  const start = parseTime(from);
  const end = parseTime(until);
  if (!start || !end || minutesOfDay(start) >= minutesOfDay(end)) return MESSAGES.periodInvalidTime;
  const duplicate = existing.some(
    (period) => parseTime(period.from) === start && parseTime(period.until) === end && sameDays(period.days, days),
  );
  const overlapping = existing.some((period) => {
    const otherStart = parseTime(period.from);
    const otherEnd = parseTime(period.until);
    if (!otherStart || !otherEnd || !period.days.some((day) => days.includes(day))) return false;
    return minutesOfDay(start) < minutesOfDay(otherEnd) && minutesOfDay(otherStart) < minutesOfDay(end);
  });
  return duplicate || overlapping ? MESSAGES.periodDuplicate : undefined;
}

/** A candidate that passed `validatePeriod`, in the editor's shape (sorted days, 'HH:MM'). */
export function normalizePeriod(candidate: PeriodCandidate): Period {
  const from = parseTime(candidate.from ?? '');
  const until = parseTime(candidate.until ?? '');
  if (!from || !until) throw new RangeError('A period needs a from and an until time');
  return { days: sortedDays(candidate.days ?? []), from, until };
}

/** A period as the physician payload carries it (HHMM): { days, from: '0900', until: '1200' }. */
export function toPeriodPayload(period: Period): OperatingPeriod {
  return { days: sortedDays(period.days), from: toHHMM(period.from), until: toHHMM(period.until) };
}

/**
 * The rows to store for a schedule: every slot of every period on every one of its days, as
 * { day, from, until } in HHMM with the one-minute gap ({ day: 0, from: '0900', until: '0929' }).
 */
export function slotsForPeriods(periods: readonly PeriodCandidate[], minutes: number): StoredSlot[] {
  const rows: StoredSlot[] = [];
  const seen = new Set<string>();
  for (const period of periods) {
    const { days, from, until } = normalizePeriod(period);
    for (const day of days) {
      for (const slot of generateSlots(from, until, minutes)) {
        const row = { day, from: toHHMM(slot.from), until: toHHMM(slot.until) };
        const key = `${row.day}|${row.from}|${row.until}`;
        if (!seen.has(key)) {
          seen.add(key);
          rows.push(row);
        }
      }
    }
  }
  return rows.sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
}

/**
 * Rebuilds the editor's periods from stored slots (the operating-hour reads), so the owner sees
 * what is saved. Back-to-back slots of a day (the next starting one minute after the previous
 * one's until, or at it) join into one range ending a minute after the last slot; days with the
 * same ranges share one period. Slots ending at 23:59 give a period until 23:59.
 * [{day 0, 0900-0929}, {day 0, 0930-0959}, {day 1, 0900-0929}, {day 1, 0930-0959}]
 *   -> [{ days: [0, 1], from: '09:00', until: '10:00' }].
 */
export function periodsFromStoredSlots(slots: readonly StoredSlot[]): Period[] {
  const rangesByDay = new Map<number, { start: number; end: number }[]>();
  const sorted = [...slots]
    .map((slot) => ({ day: slot.day, start: minutesOfDay(slot.from), last: minutesOfDay(slot.until) }))
    .sort((a, b) => a.day - b.day || a.start - b.start);
  for (const { day, start, last } of sorted) {
    const ranges = rangesByDay.get(day) ?? [];
    const previous = ranges[ranges.length - 1];
    const end = Math.min(last + 1, 24 * 60 - 1);
    if (previous && start <= previous.end) previous.end = Math.max(previous.end, end);
    else ranges.push({ start, end });
    rangesByDay.set(day, ranges);
  }
  const periods = new Map<string, Period>();
  for (const [day, ranges] of rangesByDay) {
    for (const { start, end } of ranges) {
      const key = `${start}-${end}`;
      const period = periods.get(key) ?? { days: [], from: formatMinutes(start), until: formatMinutes(end) };
      period.days.push(day);
      periods.set(key, period);
    }
  }
  return [...periods.values()].sort((a, b) => a.from.localeCompare(b.from) || a.days[0] - b.days[0]);
}
