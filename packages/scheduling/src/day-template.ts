import type { StoredSlot } from '@mk/contracts';
import type { PeriodCandidate } from './period';
import { normalizePeriod } from './period';
import { slotLabel } from './preview';
import { generateSlots, uniqueSortedSlots, type Slot } from './slots';
import { fromHHMM } from './time';

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
