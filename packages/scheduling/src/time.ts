import { toWesternDigits } from '@mk/validators';

export type Meridiem = 'AM' | 'PM';

const pad = (n: number) => String(n).padStart(2, '0');

// Morning and evening markers: AM/PM (any case, with or without dots) and the Arabic ص (صباحًا,
// morning) and م (مساءً, evening), which RTL formatting may put before or after the digits.
function meridiemOf(marker: string): Meridiem | undefined | 'invalid' {
  const text = marker.trim().toLowerCase().replace(/[.\s]/g, '');
  if (text === '') return undefined;
  if (text === 'am' || text === 'ص' || text.startsWith('صباح')) return 'AM';
  if (text === 'pm' || text === 'م' || text.startsWith('مساء')) return 'PM';
  return 'invalid';
}

/**
 * A picker time in 24-hour 'HH:MM', or undefined when the text is not a time.
 * to24Hour('01:30 PM') === '13:30'; to24Hour('12:00 AM') === '00:00' (midnight);
 * to24Hour('12:15 PM') === '12:15' (noon); to24Hour('09:05 ص') === '09:05';
 * to24Hour('٠٧:٤٥ م') === '19:45'; a time without a marker is read as 24-hour: to24Hour('7:05') === '07:05'.
 */
export function to24Hour(time: string): string | undefined {
  const text = toWesternDigits(time.trim());
  const match = /^(.*?)(\d{1,2}):(\d{2})(.*)$/.exec(text);
  if (!match) return undefined;
  const [, before, hourText, minuteText, after] = match;
  if (before.trim() !== '' && after.trim() !== '') return undefined;
  const meridiem = meridiemOf(before + after);
  if (meridiem === 'invalid') return undefined;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return undefined;
  if (meridiem === undefined) return hour <= 23 ? `${pad(hour)}:${pad(minute)}` : undefined;
  if (hour < 1 || hour > 12) return undefined;
  const hour24 = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${pad(hour24)}:${pad(minute)}`;
}

/** The picker's parts of a 24-hour time: '13:30' -> { hour: 1, minute: 30, meridiem: 'PM' }; '00:10' -> 12 AM. */
export function to12Hour(time: string): { hour: number; minute: number; meridiem: Meridiem } {
  const minutes = minutesOfDay(time);
  const hour24 = Math.floor(minutes / 60);
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, minute: minutes % 60, meridiem: hour24 < 12 ? 'AM' : 'PM' };
}

/** '13:30' -> '01:30 PM' in English, '01:30 م' in Arabic. */
export function format12Hour(time: string, locale: 'en' | 'ar' = 'en'): string {
  const { hour, minute, meridiem } = to12Hour(time);
  const marker = locale === 'ar' ? (meridiem === 'AM' ? 'ص' : 'م') : meridiem;
  return `${pad(hour)}:${pad(minute)} ${marker}`;
}

/** The picker's hour, clamped to 1..12 (spec 1 section 5: at most 12). */
export function clampHour(hour: number): number {
  if (!Number.isFinite(hour)) return 12;
  return Math.min(12, Math.max(1, Math.trunc(hour)));
}

/** The picker's minute, clamped to 0..59. */
export function clampMinute(minute: number): number {
  if (!Number.isFinite(minute)) return 0;
  return Math.min(59, Math.max(0, Math.trunc(minute)));
}

/** Reads 'HH:MM', 'H:MM', 'HHMM', 'HMM' or a 12-hour time; undefined when it is none of these. */
export function parseTime(time: string | number): string | undefined {
  const text = toWesternDigits(String(time).trim());
  if (/^\d{3,4}$/.test(text)) {
    const digits = text.padStart(4, '0');
    return to24Hour(`${digits.slice(0, 2)}:${digits.slice(2)}`);
  }
  return to24Hour(text);
}

function required(time: string | number): string {
  const parsed = parseTime(time);
  if (parsed === undefined) throw new RangeError(`Not a time of day: ${String(time)}`);
  return parsed;
}

/** The HHMM of payloads: toHHMM('13:30') === '1330', toHHMM('9:05') === '0905'. Throws RangeError on a non-time. */
export function toHHMM(time: string): string {
  return required(time).replace(':', '');
}

/** The HH:MM of the editor: fromHHMM('1330') === '13:30', fromHHMM('930') === '09:30'. Throws RangeError on a non-time. */
export function fromHHMM(time: string | number): string {
  return required(time);
}

/** Minutes since midnight of a time: minutesOfDay('13:30') === 810. Throws RangeError on a non-time. */
export function minutesOfDay(time: string | number): number {
  const [hours, minutes] = required(time).split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:MM' of minutes since midnight: formatMinutes(810) === '13:30'. */
export function formatMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
