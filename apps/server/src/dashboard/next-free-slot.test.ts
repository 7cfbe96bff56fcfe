import { firstFreeSlot } from './next-free-slot';

// Every day 09:00-10:59 UTC in hour-long slots, as stored.
const SLOTS = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, from: '0900', until: '0959' },
  { day, from: '1000', until: '1059' },
]);
const at = (iso: string) => new Date(iso);
const bookedOn = (entries: Record<string, string[]>) => new Map(Object.entries(entries).map(([date, times]) => [date, times.map(Date.parse)]));
const twoWeeksFrom = (now: Date) => new Date(now.getTime() + 14 * 86_400_000);

describe('firstFreeSlot', () => {
  it('gives the first slot starting now or later that no booking falls in', () => {
    const now = at('2031-03-12T09:00:00Z');
    expect(firstFreeSlot(SLOTS, new Map(), now, twoWeeksFrom(now))).toBe('2031-03-12T09:00:00.000Z');
    // A booking at 10:15 fills the 10:00 slot, as the booking wizard shows it.
    const booked = bookedOn({ '2031-03-12': ['2031-03-12T09:00:00Z', '2031-03-12T10:15:00Z'] });
    expect(firstFreeSlot(SLOTS, booked, now, twoWeeksFrom(now))).toBe('2031-03-13T09:00:00.000Z');
  });

  it('skips a slot that has begun', () => {
    const now = at('2031-03-12T09:00:01Z');
    expect(firstFreeSlot(SLOTS, new Map(), now, twoWeeksFrom(now))).toBe('2031-03-12T10:00:00.000Z');
  });

  it('gives null without a schedule, or when nothing is free before the horizon', () => {
    const now = at('2031-03-12T11:00:00Z');
    expect(firstFreeSlot([], new Map(), now, twoWeeksFrom(now))).toBeNull();
    // Tomorrow's 09:00 is free, but the horizon is 08:59 tomorrow.
    expect(firstFreeSlot(SLOTS, new Map(), now, at('2031-03-13T08:59:00Z'))).toBeNull();
    expect(firstFreeSlot(SLOTS, new Map(), now, at('2031-03-13T09:01:00Z'))).toBe('2031-03-13T09:00:00.000Z');
  });

  it('skips the days a day off or a confirmed holiday closes, and offers other hours (issue 30)', () => {
    const now = at('2031-03-12T11:00:00Z');
    const horizon = twoWeeksFrom(now);
    const leave = { kind: 'off' as const, from_date: '2031-03-13', until_date: '2031-03-14' };
    const calendar = { exceptions: [leave], holidays: [], minutes: 60 };
    expect(firstFreeSlot(SLOTS, new Map(), now, horizon, calendar)).toBe('2031-03-15T09:00:00.000Z');
    const holiday = { kind: 'holiday' as const, name_en: 'Test Day', name_ar: 'يوم', from_date: '2031-03-15', until_date: '2031-03-15' };
    expect(firstFreeSlot(SLOTS, new Map(), now, horizon, { ...calendar, holidays: [holiday] })).toBe('2031-03-16T09:00:00.000Z');
    // Without weekly slots, other hours on a day are still a free slot.
    const hours = { kind: 'hours' as const, from_date: '2031-03-20', until_date: '2031-03-20', periods: [{ days: [], from: '14:00', until: '15:00' }] };
    expect(firstFreeSlot([], new Map(), now, horizon, { exceptions: [hours], holidays: [], minutes: 30 })).toBe('2031-03-20T14:00:00.000Z');
  });
});
