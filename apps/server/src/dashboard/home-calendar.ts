import { shiftDate } from '@mk/scheduling';
import { riyadhDay } from '../pdf/riyadh-day';

/**
 * Riyadh keeps UTC+3 all year (no daylight saving), so a Riyadh day starts at 21:00 UTC the day
 * before: the day 2025-05-06 runs from 2025-05-05T21:00Z to 2025-05-06T21:00Z.
 */
const RIYADH_OFFSET = '+03:00';

/** The instant a Riyadh calendar day (yyyy-MM-dd) begins. */
export const riyadhMidnight = (day: string): Date => new Date(`${day}T00:00:00${RIYADH_OFFSET}`);

/** The times the Home's figures are counted over, all on the Riyadh calendar. */
export interface HomeCalendar {
  now: Date;
  /** Today in Riyadh, yyyy-MM-dd. */
  day: string;
  /** Today's first instant, and tomorrow's (today is [dayStart, dayEnd)). */
  dayStart: Date;
  dayEnd: Date;
  /** The first instant of the last 7 days: today and the six days before it. */
  weekStart: Date;
  /** The first instant of the last 30 days: today and the 29 days before it. */
  monthStart: Date;
}

export function homeCalendar(now: Date): HomeCalendar {
  const day = riyadhDay(now);
  return {
    now,
    day,
    dayStart: riyadhMidnight(day),
    dayEnd: riyadhMidnight(shiftDate(day, 1)),
    weekStart: riyadhMidnight(shiftDate(day, -6)),
    monthStart: riyadhMidnight(shiftDate(day, -29)),
  };
}
