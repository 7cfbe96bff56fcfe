import type { SlotState } from '@mk/contracts';
import { fromZonedTime } from 'date-fns-tz';
import { daySlots, shiftDate, weekdayOf, type DaySlot, type DaySlotsInput } from './booking';
import { normalizePeriod } from './period';
import { slotLabel } from './preview';
import { generateSlots, uniqueSortedSlots } from './slots';
import { fromHHMM, minutesOfDay, toHHMM } from './time';
import { isoInstant, zonedDayStart, zonedWallText } from './zoned-day';

// Zones with no DST, with DST north and south, a half-hour DST (Lord Howe) and a 45-minute offset.
const ZONES = ['Asia/Riyadh', 'UTC', 'America/New_York', 'Europe/London', 'America/Santiago', 'Australia/Lord_Howe', 'Pacific/Chatham'];
// Runs of days around the 2024 clock changes of those zones.
const FIRST_DAYS = ['2024-03-08', '2024-03-29', '2024-04-05', '2024-09-06', '2024-10-25', '2024-11-01'];
const DAYS = FIRST_DAYS.flatMap((first) => Array.from({ length: 4 }, (_, i) => shiftDate(first, i)));

/** daySlots as it was before it asked the zone once a day: one fromZonedTime for each slot and appointment. */
function slotBySlot(input: DaySlotsInput): DaySlot[] {
  const timeZone = input.timeZone ?? 'UTC';
  const now = new Date(input.now).getTime();
  const busy = (input.busy ?? []).map((value) => {
    if (typeof value !== 'string') return new Date(value).getTime();
    const text = value.trim().replace(' ', 'T');
    return /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? Date.parse(text) : fromZonedTime(text, timeZone).getTime();
  });
  const weekday = weekdayOf(input.date);
  const slots = uniqueSortedSlots(
    input.slots
      ? input.slots.filter((slot) => Number(slot.day) === weekday).map((slot) => ({ from: fromHHMM(slot.from), until: fromHHMM(slot.until) }))
      : (input.periods ?? [])
          .map(normalizePeriod)
          .filter((period) => period.days.includes(weekday))
          .flatMap((period) => generateSlots(period.from, period.until, input.minutes)),
  );
  return slots.map((slot) => {
    const start = fromZonedTime(`${input.date}T${slot.from}:00`, timeZone).getTime();
    const end = start + (minutesOfDay(slot.until) + 1 - minutesOfDay(slot.from)) * 60_000;
    let type: SlotState = 'available';
    if (start < now) type = 'gone';
    else if (busy.some((time) => time >= start && time < end)) type = 'busy';
    return { ...slot, label: slotLabel(slot), type, date: input.date, dateTime: `${input.date} ${slot.from}`, startsAt: new Date(start).toISOString() };
  });
}

describe('daySlots asks the zone once a day', () => {
  it('gives what a slot-by-slot conversion gives, on clock-change days too', () => {
    const periods = [
      { days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', until: '23:59' },
      { days: [0, 3, 6], from: '01:10', until: '04:00' },
    ];
    // Stored rows as the operating-hour reads give them, unsorted and with a repeat.
    const storedSlots = [0, 1, 2, 3, 4, 5, 6].flatMap((day) =>
      ['02:30', '00:00', '23:30', '01:30', '02:00', '02:30'].map((from) => ({ day, from: toHHMM(from), until: toHHMM(`${from.slice(0, 3)}${from.endsWith('30') ? '59' : '29'}`) })),
    );
    for (const timeZone of ZONES) {
      for (const date of DAYS) {
        // Wall-time appointments in and around the hours clocks skip or repeat, one instant, one on another day.
        const busy = [`${date} 01:45`, `${date}T02:30`, `${date}T03:10:30`, `${shiftDate(date, 1)} 00:20`, `${date}T12:00:00Z`];
        const now = fromZonedTime(`${date}T02:40`, timeZone).getTime();
        for (const minutes of [15, 25, 60]) {
          const input = { date, periods, minutes, busy, now, timeZone };
          expect({ timeZone, date, minutes, slots: daySlots(input) }).toEqual({ timeZone, date, minutes, slots: slotBySlot(input) });
        }
        const stored = { date, slots: storedSlots, minutes: 30, busy, now, timeZone };
        expect({ timeZone, date, slots: daySlots(stored) }).toEqual({ timeZone, date, slots: slotBySlot(stored) });
      }
    }
  });
});

describe('zonedDayStart', () => {
  it('gives the instant of midnight on a day of one offset', () => {
    expect(zonedDayStart('2024-05-06', 'Asia/Riyadh')).toBe(Date.parse('2024-05-05T21:00:00Z'));
    expect(zonedDayStart('2024-05-06', '+05:30')).toBe(Date.parse('2024-05-05T18:30:00Z'));
  });

  it('gives nothing on or next to a clock-change day, for a date that does not exist, or for an unknown zone', () => {
    expect(zonedDayStart('2024-03-10', 'America/New_York')).toBeUndefined();
    expect(zonedDayStart('2024-02-30', 'UTC')).toBeUndefined();
    expect(zonedDayStart('2024-05-06', 'Not/A_Zone')).toBeUndefined();
  });
});

describe('zonedWallText', () => {
  it('reads wall times as fromZonedTime does, seconds and odd forms included', () => {
    for (const text of ['2024-05-06T11:30', '2024-05-06T11:30:45', '2024-03-10T02:30', '2024-11-03T01:30', '2024-05-06T24:00', '2024-05-06T11:30:45.5']) {
      for (const timeZone of ['Asia/Riyadh', 'America/New_York']) {
        expect({ text, timeZone, instant: zonedWallText(text, timeZone) }).toEqual({ text, timeZone, instant: fromZonedTime(text, timeZone).getTime() });
      }
    }
  });
});

describe('isoInstant', () => {
  it('writes what toISOString writes, across UTC days and with seconds', () => {
    const instants = [0, -1, 59_999, 86_399_999, Date.parse('2024-02-29T23:59:00Z'), Date.parse('1969-12-31T23:00:07.123Z'), Date.parse('2024-05-05T21:00:00Z')];
    expect(instants.map(isoInstant)).toEqual(instants.map((instant) => new Date(instant).toISOString()));
  });
});
