import { formatMinutes, minutesOfDay, parseTime } from './time';

/** A slot in 'HH:MM'; `until` is its last minute, one minute before the next slot starts. */
export interface Slot {
  from: string;
  until: string;
}

const END_OF_DAY = 24 * 60;

/**
 * The end of a period in minutes. Pickers cannot say 24:00, so an until of 23:59 means the end of
 * the day: 23:00 until 23:59 by 60 gives the slot 23:00-23:59.
 */
export function periodEndMinutes(until: string): number {
  const end = minutesOfDay(until);
  return end === END_OF_DAY - 1 ? END_OF_DAY : end;
}

/**
 * Cuts from-until into whole slots of `minutes`; a remainder too short for a slot is dropped, and
 * each slot ends one minute before the next starts.
 * - 09:00 to 10:00 by 30 -> 09:00-09:29, 09:30-09:59 (a period ending on the hour).
 * - 09:00 to 10:15 by 30 -> 09:00-09:29, 09:30-09:59 (10:00-10:29 would end after 10:15).
 * - 09:05 to 12:00 by 60 -> 09:05-10:04, 10:05-11:04 (11:05 would end at 12:05).
 * - 12:00 (12 PM) to 13:00 by 20 -> 12:00-12:19, 12:20-12:39, 12:40-12:59.
 * An empty list when from is not before until, or when minutes is not a positive whole number.
 */
export function generateSlots(from: string, until: string, minutes: number): Slot[] {
  if (!Number.isInteger(minutes) || minutes <= 0) return [];
  if (parseTime(from) === undefined || parseTime(until) === undefined) return [];
  const end = periodEndMinutes(until);
  const slots: Slot[] = [];
  for (let start = minutesOfDay(from); start + minutes <= end; start += minutes) {
    slots.push({ from: formatMinutes(start), until: formatMinutes(start + minutes - 1) });
  }
  return slots;
}

/** Sorted by start, then end, without exact repeats (two periods on one day may overlap). */
export function uniqueSortedSlots<T extends Slot>(slots: T[]): T[] {
  const seen = new Set<string>();
  return [...slots]
    .sort((a, b) => a.from.localeCompare(b.from) || a.until.localeCompare(b.until))
    .filter((slot) => {
      const key = `${slot.from}-${slot.until}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
