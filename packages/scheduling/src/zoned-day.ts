import { fromZonedTime, getTimezoneOffset } from 'date-fns-tz';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// fromZonedTime guesses a wall time's offset at instants up to the zone's offset (and, off UTC,
// the machine's) away from the wall time read as UTC; both are under 16 hours, so a day whose
// offset holds from 16 hours before its midnight to 16 hours after its end converts every wall
// time by that one offset.
const MARGIN = 16 * HOUR;
const DAY = 24 * HOUR;
// Offsets are sampled hourly: no zone changes its offset and back within an hour.
const SAMPLE_STEP = HOUR;
// Each entry is a zone and a date; dropping them all when full keeps the memory bounded.
const CACHE_LIMIT = 10_000;
const dayStarts = new Map<string, number | null>();

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function computeDayStart(date: string, timeZone: string): number | null {
  if (!DATE.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // Dates that do not exist (2024-02-30) or years Date.UTC reads otherwise (0050) take the slow path.
  if (!Number.isFinite(midnightAsUtc) || new Date(midnightAsUtc).toISOString().slice(0, 10) !== date) return null;
  const offset = getTimezoneOffset(timeZone, new Date(midnightAsUtc));
  if (!Number.isFinite(offset)) return null;
  for (let instant = midnightAsUtc - MARGIN; instant <= midnightAsUtc + DAY + MARGIN; instant += SAMPLE_STEP) {
    if (getTimezoneOffset(timeZone, new Date(instant)) !== offset) return null;
  }
  return midnightAsUtc - offset;
}

/**
 * The instant of 00:00 on `date` ('YYYY-MM-DD') in `timeZone`, when the zone keeps one offset all
 * that day (every day in Asia/Riyadh; all but the change days where clocks move), so a wall time
 * of the day is this plus its minutes. Undefined on a day the offset changes, or for a date or
 * zone that is not one: convert each wall time with fromZonedTime then. Remembered per zone and
 * date, so a month of slots for many physicians asks the zone database about 30 days, not each slot.
 */
export function zonedDayStart(date: string, timeZone: string): number | undefined {
  const key = `${timeZone}\n${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    if (dayStarts.size >= CACHE_LIMIT) dayStarts.clear();
    start = computeDayStart(date, timeZone);
    dayStarts.set(key, start);
  }
  return start ?? undefined;
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of a wall-time text ('YYYY-MM-DDTHH:MM', optionally with seconds) in `timeZone`;
 * any other text (fractions, 24:00, dates that do not exist) goes through fromZonedTime as before.
 */
export function zonedWallText(text: string, timeZone: string): number {
  const match = WALL_TIME.exec(text);
  if (match) {
    const [, date, hourText, minuteText, secondText] = match;
    const hour = Number(hourText);
    const minute = Number(minuteText);
    const second = secondText === undefined ? 0 : Number(secondText);
    const dayStart = hour <= 23 && minute <= 59 && second <= 59 ? zonedDayStart(date, timeZone) : undefined;
    if (dayStart !== undefined) return dayStart + (hour * 60 + minute) * MINUTE + second * 1000;
  }
  return fromZonedTime(text, timeZone).getTime();
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
// 'HH:MM' of each minute of a day, so an instant's time of day costs one lookup.
const CLOCK = Array.from({ length: DAY / MINUTE }, (_, minute) => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`);
let isoDay = Number.NaN;
let isoDayPrefix = '';

/**
 * new Date(instant).toISOString(), built from the UTC date (remembered while instants stay on
 * it) and a lookup of the time of day: the slots of a day share one or two UTC dates.
 */
export function isoInstant(instant: number): string {
  const day = Math.floor(instant / DAY);
  if (day !== isoDay) {
    // Throws RangeError on an invalid instant, as toISOString does.
    isoDayPrefix = new Date(day * DAY).toISOString().slice(0, -'00:00:00.000Z'.length);
    isoDay = day;
  }
  const ofDay = instant - day * DAY;
  const ofMinute = ofDay % MINUTE;
  const rest = ofMinute === 0 ? ':00.000Z' : `:${pad2(Math.floor(ofMinute / 1000))}.${String(ofMinute % 1000).padStart(3, '0')}Z`;
  return isoDayPrefix + CLOCK[Math.floor(ofDay / MINUTE)] + rest;
}
