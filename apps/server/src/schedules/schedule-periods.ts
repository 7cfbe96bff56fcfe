import type { StoredSlot } from '@mk/contracts';
import {
  generateSlots,
  minutesOfDay,
  normalizePeriod,
  periodEndMinutes,
  physicianSlotMinutes,
  slotsForPeriods,
  validatePeriod,
  type Period,
} from '@mk/scheduling';

import { messageText } from '@mk/validators';
import { BadRequestError } from '../http/errors';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const periodsOverlap = (day: number, a: Period, b: Period) =>
  `Periods overlap on ${DAY_NAMES[day]}: ${a.from}-${a.until} and ${b.from}-${b.until}`;

export const periodTooShort = (period: Period, minutes: number) =>
  `The period ${period.from}-${period.until} is shorter than one consultation (${minutes} minutes)`;

/**
 * Checks a schedule's periods (already through the shared `physicianScheduleSchema`) one by one
 * against the ones before them with the engine's `validatePeriod` ('Error invalid time', 'Select
 * another time or day', missing parts), then refuses two periods that overlap on a day (the editor
 * lets them through, but two overlapping slots of one physician could be booked twice) and a
 * period too short to hold one slot. Returns the periods normalised ('HH:MM', sorted days).
 */
export function checkedPeriods(candidates: readonly { days?: number[]; from?: string; until?: string }[], slotMinutes: number): Period[] {
  const periods: Period[] = [];
  for (const candidate of candidates) {
    const error = validatePeriod(candidate, periods);
    if (error) throw new BadRequestError(messageText(error));
    periods.push(normalizePeriod(candidate));
  }
  for (let day = 0; day < 7; day++) {
    const onDay = periods
      .filter((period) => period.days.includes(day))
      .sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
    // An until is exclusive: 09:00-12:00 and 12:00-13:00 touch, they do not overlap.
    let latest: Period | undefined;
    for (const period of onDay) {
      if (latest && minutesOfDay(period.from) < periodEndMinutes(latest.until)) {
        throw new BadRequestError(periodsOverlap(day, latest, period));
      }
      if (!latest || periodEndMinutes(period.until) > periodEndMinutes(latest.until)) latest = period;
    }
  }
  for (const period of periods) {
    if (generateSlots(period.from, period.until, slotMinutes).length === 0) throw new BadRequestError(periodTooShort(period, slotMinutes));
  }
  return periods;
}

/** The slots to store for a physician: the periods cut by the consultation duration, capped at 60. */
export function physicianSlotsFor(periods: readonly Period[], consultationDuration: number | null | undefined): StoredSlot[] {
  return slotsForPeriods(periods, physicianSlotMinutes(consultationDuration));
}
