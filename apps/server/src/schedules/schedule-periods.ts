import type { StoredSlot } from '@mk/contracts';
import {
  generateSlots,
  normalizePeriod,
  physicianSlotMinutes,
  slotsForPeriods,
  validatePeriod,
  type Period,
} from '@mk/scheduling';
import { MESSAGES, type MessageDescriptor } from '@mk/validators';
import { apiError, BadRequestError, type ErrorText } from '../http/errors';
import { validationError } from '../http/validate';

export const periodTooShort = (period: Period, minutes: number) =>
  apiError('schedule.period_too_short', { from: period.from, until: period.until, minutes });

/** How a schedule words its refusals: a physician's (the default) or a center's. */
export interface PeriodWording {
  invalidTime: MessageDescriptor;
  tooShort(period: Period, slotMinutes: number): ErrorText;
}

const PHYSICIAN_WORDING: PeriodWording = { invalidTime: MESSAGES.periodInvalidTime, tooShort: periodTooShort };

/**
 * Checks a schedule's periods (already through the shared `physicianScheduleSchema`) one by one
 * against the ones before them with the engine's `validatePeriod`, as the editor does ('Error
 * invalid time'; 'Select another time or day' for a repeat or an overlap on a shared day, since
 * two overlapping slots of one physician could be booked twice; missing parts), then refuses a
 * period too short to hold one slot. Returns the periods normalised ('HH:MM', sorted days).
 * Centers word a bad time 'Error: invalid time' (spec 3 section 5) and a short period by the hour:
 * `wording` replaces the physician's.
 */
export function checkedPeriods(
  candidates: readonly { days?: number[]; from?: string; until?: string }[],
  slotMinutes: number,
  wording: PeriodWording = PHYSICIAN_WORDING,
): Period[] {
  const periods: Period[] = [];
  for (const candidate of candidates) {
    const error = validatePeriod(candidate, periods);
    if (error) throw validationError(error.id === MESSAGES.periodInvalidTime.id ? wording.invalidTime : error);
    periods.push(normalizePeriod(candidate));
  }
  for (const period of periods) {
    if (generateSlots(period.from, period.until, slotMinutes).length === 0) throw new BadRequestError(wording.tooShort(period, slotMinutes));
  }
  return periods;
}

/** The slots to store for a physician: the periods cut by the consultation duration, capped at 60. */
export function physicianSlotsFor(periods: readonly Period[], consultationDuration: number | null | undefined): StoredSlot[] {
  return slotsForPeriods(periods, physicianSlotMinutes(consultationDuration));
}
