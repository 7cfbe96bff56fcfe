import { daySlots, shiftDate, todayIn, weekdayOf } from './index';

const types = (slots: ReturnType<typeof daySlots>) => Object.fromEntries(slots.map((slot) => [slot.from, slot.type]));

describe('weekdayOf', () => {
  it('numbers a calendar date from Sunday as 0', () => {
    expect(weekdayOf('2024-05-05')).toBe(0);
    expect(weekdayOf('2024-05-11')).toBe(6);
  });
});

describe('daySlots in UTC', () => {
  // 2024-05-06 is a Monday.
  const periods = [{ days: [1], from: '09:00', until: '12:00' }];

  it('offers every slot of a future day as available', () => {
    const slots = daySlots({ date: '2024-05-06', periods, minutes: 60, now: Date.parse('2024-05-01T00:00:00Z') });
    expect(slots.map((slot) => [slot.label, slot.type])).toEqual([
      ['09:00 - 09:59', 'available'],
      ['10:00 - 10:59', 'available'],
      ['11:00 - 11:59', 'available'],
    ]);
    expect(slots[0]).toMatchObject({ date: '2024-05-06', dateTime: '2024-05-06 09:00', startsAt: '2024-05-06T09:00:00.000Z' });
  });

  it('marks the slots earlier than now today as gone', () => {
    const now = Date.parse('2024-05-06T10:15:00Z');
    expect(types(daySlots({ date: '2024-05-06', periods, minutes: 60, now }))).toEqual({
      '09:00': 'gone',
      '10:00': 'gone',
      '11:00': 'available',
    });
  });

  it('keeps a slot starting exactly now available', () => {
    const now = Date.parse('2024-05-06T10:00:00Z');
    expect(types(daySlots({ date: '2024-05-06', periods, minutes: 60, now }))['10:00']).toBe('available');
  });

  it('marks every slot of a past day as gone', () => {
    const now = Date.parse('2024-05-07T08:00:00Z');
    expect(new Set(daySlots({ date: '2024-05-06', periods, minutes: 60, now }).map((slot) => slot.type))).toEqual(new Set(['gone']));
  });

  it('marks a slot with an appointment at that date and time as busy', () => {
    const now = Date.parse('2024-05-01T00:00:00Z');
    const slots = daySlots({
      date: '2024-05-06',
      periods,
      minutes: 60,
      busy: ['2024-05-06T10:00:00.000Z', '2024-05-06 11:30', '2024-05-07T09:00:00Z'],
      now,
    });
    expect(types(slots)).toEqual({ '09:00': 'available', '10:00': 'busy', '11:00': 'busy' });
  });

  it('offers nothing on a day without periods', () => {
    expect(daySlots({ date: '2024-05-07', periods, minutes: 60, now: 0 })).toEqual([]);
  });

  it('reads stored slots (HHMM) as well as periods', () => {
    const slots = daySlots({
      date: '2024-05-06',
      slots: [
        { day: 1, from: '0930', until: '0959' },
        { day: 1, from: '0900', until: '0929' },
        { day: 2, from: '0900', until: '0929' },
      ],
      minutes: 30,
      busy: ['2024-05-06T09:45:00Z'],
      now: 0,
    });
    expect(slots.map((slot) => [slot.label, slot.type])).toEqual([
      ['09:00 - 09:29', 'available'],
      ['09:30 - 09:59', 'busy'],
    ]);
  });
});

describe('daySlots in Asia/Riyadh (UTC+3)', () => {
  const periods = [{ days: [0, 1], from: '21:00', until: '23:59' }, { days: [0, 1], from: '00:00', until: '02:00' }];
  // 20:30 UTC on Sunday 5 May is 23:30 in Riyadh; 21:30 UTC is already 00:30 on Monday 6 May.
  const lateSunday = Date.parse('2024-05-05T20:30:00Z');
  const afterMidnight = Date.parse('2024-05-05T21:30:00Z');

  it('reads the slot times as Riyadh wall times', () => {
    const [first] = daySlots({ date: '2024-05-05', periods, minutes: 60, now: 0, timeZone: 'Asia/Riyadh' });
    expect(first).toMatchObject({ from: '00:00', dateTime: '2024-05-05 00:00', startsAt: '2024-05-04T21:00:00.000Z' });
  });

  it('near midnight, marks the evening slots of today by the Riyadh clock', () => {
    expect(types(daySlots({ date: '2024-05-05', periods, minutes: 60, now: lateSunday, timeZone: 'Asia/Riyadh' }))).toEqual({
      '00:00': 'gone',
      '01:00': 'gone',
      '21:00': 'gone',
      '22:00': 'gone',
      '23:00': 'gone',
    });
    expect(todayIn(lateSunday, 'Asia/Riyadh')).toBe('2024-05-05');
  });

  it('after Riyadh midnight, while UTC is still on the previous day, opens the next day', () => {
    expect(todayIn(afterMidnight, 'UTC')).toBe('2024-05-05');
    expect(todayIn(afterMidnight, 'Asia/Riyadh')).toBe('2024-05-06');
    expect(types(daySlots({ date: '2024-05-06', periods, minutes: 60, now: afterMidnight, timeZone: 'Asia/Riyadh' }))).toEqual({
      '00:00': 'gone',
      '01:00': 'available',
      '21:00': 'available',
      '22:00': 'available',
      '23:00': 'available',
    });
  });

  it('compares the same instants whatever zone the machine runs in (TZ is UTC under jest)', () => {
    const now = Date.parse('2024-05-06T07:59:00Z'); // 10:59 in Riyadh
    const slots = daySlots({
      date: '2024-05-06',
      periods: [{ days: [1], from: '10:00', until: '13:00' }],
      minutes: 60,
      busy: ['2024-05-06T09:00:00Z', '2024-05-06 11:00'],
      now,
      timeZone: 'Asia/Riyadh',
    });
    expect(types(slots)).toEqual({ '10:00': 'gone', '11:00': 'busy', '12:00': 'busy' });
  });
});

describe('shiftDate', () => {
  it('steps calendar days across months and leap days', () => {
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2024-02-28', 2)).toBe('2024-03-01');
    expect(shiftDate('2024-01-01', -1)).toBe('2023-12-31');
  });
});
