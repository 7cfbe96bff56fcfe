import { NO_SHOW_WINDOW_MS } from '@mk/contracts';
import { parseTime } from '@mk/scheduling';
import { formatInTimeZone, toDate } from 'date-fns-tz';

/**
 * The instant of an appointment's date and time. Appointment times are UTC (spec 2 section 1), so
 * a value without a zone ('2024-05-06 09:00', '2024-05-06T09:00:00') is read as UTC, not as the
 * browser's local time. NaN when it is not a date.
 */
export function appointmentInstant(dateTime: string | null | undefined): number {
  if (!dateTime) return Number.NaN;
  // date-fns-tz keeps an offset the text has, and reads the wall time in UTC when it has none.
  return toDate(dateTime.trim(), { timeZone: 'UTC' }).getTime();
}

/**
 * The no-show button works from the appointment time until 48 hours after it (spec 2 section 9):
 * with the appointment at 09:00 on 6 May, from 09:00:00.000 on 6 May up to, not including, 09:00
 * on 8 May.
 */
export function isNoShowOpen(dateTime: string, now: number): boolean {
  const start = appointmentInstant(dateTime);
  return Number.isFinite(start) && now >= start && now < start + NO_SHOW_WINDOW_MS;
}

/** Cancel is no longer offered once the appointment time has come. */
export function hasStarted(dateTime: string, now: number): boolean {
  const start = appointmentInstant(dateTime);
  return Number.isFinite(start) && now >= start;
}

/**
 * The UTC 'HH:MM' of a monitor tile's time, which may come as a time of day ('09:30', '0930',
 * '09:30 AM') or a date-time ('2024-05-06T09:30:00.000Z', '2024-05-06 09:30'). Undefined when it
 * is none of these.
 */
export function tileClock(time: string | null | undefined): string | undefined {
  if (!time) return undefined;
  const text = time.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const instant = appointmentInstant(text);
    return Number.isFinite(instant) ? formatInTimeZone(instant, 'UTC', 'HH:mm') : undefined;
  }
  // 'HH:MM:SS' (a SQL time) loses its seconds; parseTime reads the rest.
  const withoutSeconds = /^(\d{1,2}:\d{2}):\d{2}(\.\d+)?$/.exec(text)?.[1];
  return parseTime(withoutSeconds ?? text);
}
