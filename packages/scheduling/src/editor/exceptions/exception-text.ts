import { minutesOfDay, parseTime } from '../../index';

/** A period time as 'HH:MM' (the server stores 'HH:MM'; 'HHMM' is read too), or the text as it came. */
export const clockTime = (time: string): string => parseTime(time) ?? time;

/** A season period whose until is earlier than its from runs past midnight into the next day. */
export function crossesMidnight(from: string, until: string): boolean {
  const start = parseTime(from);
  const end = parseTime(until);
  return Boolean(start && end && minutesOfDay(end) < minutesOfDay(start));
}

/**
 * Minutes from `from` to `until`, counting on into the next day when `overnight` allows it and the
 * until is earlier (a season's 21:00 until 02:00 is 300 minutes); 0 when the times are missing.
 */
export function periodMinutes(from: string | undefined, until: string | undefined, overnight: boolean): number {
  const start = from && parseTime(from);
  const end = until && parseTime(until);
  if (!start || !end) return 0;
  const length = minutesOfDay(end) - minutesOfDay(start);
  if (length > 0) return length;
  return overnight && length < 0 ? length + 24 * 60 : 0;
}
