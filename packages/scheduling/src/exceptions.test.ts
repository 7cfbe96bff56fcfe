import type { ExceptionRule, HolidayRule } from '@mk/contracts';
import { messageText } from '@mk/validators';
import {
  closedDay,
  dayRule,
  daySlots,
  exceptionConflict,
  holidayConflict,
  validateExceptionPeriods,
  type DaySlotsInput,
} from './index';

/*
 * The worked example of these tests: a clinic open Sunday to Thursday 09:00-12:00, cut hourly.
 * Its Ramadan 2025 season runs from Saturday 2025-03-01 to Saturday 2025-03-29 with nights from
 * Saturday to Thursday, 21:00 until 02:00 (Friday has no night, so Thursday's runs into Friday
 * and Saturday's into Sunday). Eid al-Fitr, the marketplace holiday, runs from Sunday 2025-03-30
 * to Wednesday 2025-04-02; the 'ramadan' entry only tells the UI the season's dates.
 * Weekdays: 2025-02-27 Thursday, 2025-02-28 Friday, 2025-03-01 Saturday, 2025-03-02 Sunday,
 * 2025-03-04 Tuesday, 2025-03-05 Wednesday, 2025-03-06 Thursday, 2025-03-07 Friday,
 * 2025-03-08 Saturday, 2025-03-11 Tuesday, 2025-03-12 Wednesday, 2025-03-29 Saturday,
 * 2025-03-30 Sunday, 2025-03-31 Monday, 2025-04-03 Thursday.
 */
const periods = [{ days: [0, 1, 2, 3, 4], from: '09:00', until: '12:00' }];
const season: ExceptionRule = {
  sys_id: 'season-1',
  kind: 'season',
  from_date: '2025-03-01',
  until_date: '2025-03-29',
  periods: [{ days: [6, 0, 1, 2, 3, 4], from: '21:00', until: '02:00' }],
};
const eid: HolidayRule = { kind: 'holiday', name_en: 'Eid al-Fitr', name_ar: 'عيد الفطر', from_date: '2025-03-30', until_date: '2025-04-02' };
const ramadan: HolidayRule = { kind: 'ramadan', name_en: 'Ramadan', name_ar: 'رمضان', from_date: '2025-03-01', until_date: '2025-03-29' };
const off = (date: string): ExceptionRule => ({ kind: 'off', from_date: date, until_date: date, note: 'Leave' });
const hours = (from_date: string, until_date: string, from: string, until: string): ExceptionRule => ({
  kind: 'hours',
  from_date,
  until_date,
  // Friday only, on purpose: an 'hours' exception ignores the days of its periods.
  periods: [{ days: [5], from, until }],
});

/** The starts of a date's slots with the season, Eid and the Ramadan entry, plus what a test adds. */
const starts = (date: string, extra: Partial<DaySlotsInput> = {}) =>
  daySlots({ date, periods, minutes: 60, now: 0, exceptions: [season], holidays: [eid, ramadan], ...extra }).map((slot) => slot.from);

const NIGHT = ['21:00', '22:00', '23:00'];
const AFTER_MIDNIGHT = ['00:00', '01:00'];
const MORNING = ['09:00', '10:00', '11:00'];

describe('dayRule', () => {
  const calendar = { exceptions: [season, off('2025-03-05')], holidays: [eid, ramadan] };

  it('reads a season, an off day in it, a holiday and the usual week', () => {
    expect(dayRule('2025-03-04', calendar)).toEqual({ kind: 'season', exception: season });
    expect(dayRule('2025-03-05', calendar)).toEqual({ kind: 'off', exception: off('2025-03-05') });
    expect(dayRule('2025-03-30', calendar)).toEqual({ kind: 'holiday', holiday: eid });
    expect(dayRule('2025-04-03', calendar)).toEqual({ kind: 'weekly' });
    expect(dayRule('2025-03-04', {})).toEqual({ kind: 'weekly' });
  });

  it('includes both ends of every range', () => {
    expect(dayRule('2025-02-28', calendar).kind).toBe('weekly');
    expect(dayRule('2025-03-01', calendar).kind).toBe('season');
    expect(dayRule('2025-03-29', calendar).kind).toBe('season');
    expect(dayRule('2025-04-02', calendar).kind).toBe('holiday');
  });

  it('puts off before hours, hours before a holiday, a holiday before a season', () => {
    const opening = hours('2025-03-30', '2025-03-31', '16:00', '18:00');
    // 2025-03-30 is in Eid; the (refused, but possible) off day listed after the hours still wins.
    expect(dayRule('2025-03-30', { exceptions: [opening, off('2025-03-30')], holidays: [eid] }).kind).toBe('off');
    expect(dayRule('2025-03-30', { exceptions: [opening], holidays: [eid] })).toEqual({ kind: 'hours', exception: opening });
    const holidayInSeason: HolidayRule = { ...eid, from_date: '2025-03-11', until_date: '2025-03-11' };
    expect(dayRule('2025-03-11', { exceptions: [season], holidays: [holidayInSeason] })).toEqual({ kind: 'holiday', holiday: holidayInSeason });
    expect(dayRule('2025-03-11', { exceptions: [season, hours('2025-03-11', '2025-03-11', '10:00', '11:00')] }).kind).toBe('hours');
  });

  it("never lets a 'ramadan' entry decide a date", () => {
    expect(dayRule('2025-03-04', { holidays: [ramadan] })).toEqual({ kind: 'weekly' });
  });
});

describe('closedDay', () => {
  const calendar = { exceptions: [season, off('2025-03-05'), hours('2025-03-31', '2025-03-31', '16:00', '18:00')], holidays: [eid] };

  it('gives the off exception or the holiday that closes a date', () => {
    expect(closedDay('2025-03-05', calendar)).toEqual({ reason: 'off', exception: off('2025-03-05') });
    expect(closedDay('2025-03-30', calendar)).toEqual({ reason: 'holiday', holiday: eid });
  });

  it('leaves open a season day, a usual day, and a holiday the owner opens with hours (Monday 2025-03-31)', () => {
    expect(closedDay('2025-03-04', calendar)).toBeUndefined();
    expect(closedDay('2025-04-03', calendar)).toBeUndefined();
    expect(closedDay('2025-03-31', calendar)).toBeUndefined();
  });
});

describe('daySlots with exceptions and holidays', () => {
  it('keeps the usual week outside the season (Thursday 2025-02-27) and when none are given', () => {
    expect(starts('2025-02-27')).toEqual(MORNING);
    expect(starts('2025-03-04', { exceptions: [], holidays: [] })).toEqual(MORNING);
    expect(starts('2025-03-04', { exceptions: undefined, holidays: undefined })).toEqual(MORNING);
  });

  it('offers nothing on a date that is not one, as without exceptions', () => {
    expect(starts('not a date')).toEqual([]);
    expect(starts('not a date', { exceptions: [], holidays: [] })).toEqual([]);
  });

  it('offers the season instead of the usual hours, its night crossing midnight into the next date', () => {
    // Saturday 2025-03-01, the first night: Friday 2025-02-28 was a usual day, so nothing comes before midnight.
    expect(starts('2025-03-01')).toEqual(NIGHT);
    // Sunday 2025-03-02: Saturday's night until 02:00, then its own night; no 09:00 in the season.
    expect(starts('2025-03-02')).toEqual([...AFTER_MIDNIGHT, ...NIGHT]);
    // Thursday 2025-03-06 and Friday 2025-03-07: Friday has no night of its own, only Thursday's tail.
    expect(starts('2025-03-06')).toEqual([...AFTER_MIDNIGHT, ...NIGHT]);
    expect(starts('2025-03-07')).toEqual(AFTER_MIDNIGHT);
    // Saturday 2025-03-08: Friday had no night, so nothing after midnight.
    expect(starts('2025-03-08')).toEqual(NIGHT);
  });

  it("spills the season's last night into the day after it, unless that day is closed", () => {
    // Saturday 2025-03-29 is the season's last day (Friday 2025-03-28 had no night); Sunday
    // 2025-03-30 is a usual Sunday (without Eid) that still gets Saturday's night until 02:00.
    expect(starts('2025-03-29')).toEqual(NIGHT);
    expect(starts('2025-03-30', { holidays: [] })).toEqual([...AFTER_MIDNIGHT, ...MORNING]);
    // Monday 2025-03-31: Sunday was a usual day, so only the usual hours.
    expect(starts('2025-03-31', { holidays: [] })).toEqual(MORNING);
    // With Eid, Sunday 2025-03-30 is closed, the night's tail included.
    expect(starts('2025-03-30')).toEqual([]);
  });

  it('closes a holiday inside the season, and the day after it gets no tail from it', () => {
    // A one-day marketplace holiday on Tuesday 2025-03-11.
    const holiday: HolidayRule = { kind: 'holiday', name_en: 'Marketplace holiday', name_ar: 'عطلة المنصة', from_date: '2025-03-11', until_date: '2025-03-11' };
    expect(starts('2025-03-11', { holidays: [holiday] })).toEqual([]);
    expect(starts('2025-03-12', { holidays: [holiday] })).toEqual(NIGHT);
  });

  it('opens a holiday with an hours exception: only its periods, whatever their days, and no tail', () => {
    // Monday 2025-03-31 and Sunday 2025-03-30 are in Eid; the periods say Friday.
    const opening = hours('2025-03-30', '2025-03-31', '16:00', '18:00');
    expect(starts('2025-03-31', { exceptions: [season, opening] })).toEqual(['16:00', '17:00']);
    // Sunday 2025-03-30 follows the season's last night, but the override is all it offers.
    expect(starts('2025-03-30', { exceptions: [season, opening] })).toEqual(['16:00', '17:00']);
    // Inside the season too: Tuesday 2025-03-04 keeps only the override.
    expect(starts('2025-03-04', { exceptions: [season, hours('2025-03-04', '2025-03-04', '10:00', '12:00')] })).toEqual(['10:00', '11:00']);
  });

  it('closes an off day inside the season, and the next date gets no tail from it', () => {
    // Wednesday 2025-03-05 off: nothing, not even Tuesday's night after midnight.
    expect(starts('2025-03-05', { exceptions: [season, off('2025-03-05')] })).toEqual([]);
    // Thursday 2025-03-06: its own night only.
    expect(starts('2025-03-06', { exceptions: [season, off('2025-03-05')] })).toEqual(NIGHT);
  });

  it("never changes slots for a 'ramadan' entry alone", () => {
    expect(starts('2025-03-04', { exceptions: [] })).toEqual(MORNING);
  });

  it("cuts the exceptions' periods by the slot length given, each part of a crossing night on its own", () => {
    // By 45 minutes: 21:00 to 23:15 (ending at midnight) before it; 00:00, 00:45 after it (01:30 would end after 02:00).
    expect(starts('2025-03-06', { minutes: 45 })).toEqual(['00:00', '00:45', '21:00', '21:45', '22:30', '23:15']);
    expect(starts('2025-03-31', { minutes: 30, exceptions: [hours('2025-03-31', '2025-03-31', '16:00', '17:00')] })).toEqual(['16:00', '16:30']);
  });

  it('takes stored slots as the usual week and merges a tail into them in order', () => {
    // Sunday 2025-03-30 without Eid: Saturday's tail (by 30) and the stored Sunday slots.
    const slots = [
      { day: 0, from: '0930', until: '0959' },
      { day: 0, from: '0000', until: '0029' },
      { day: 1, from: '0900', until: '0929' },
    ];
    expect(starts('2025-03-30', { slots, minutes: 30, holidays: [] })).toEqual(['00:00', '00:30', '01:00', '01:30', '09:30']);
    // In the season, the stored slots give way to it: Tuesday 2025-03-04 by 30.
    expect(starts('2025-03-04', { slots, minutes: 30 })).toEqual(['00:00', '00:30', '01:00', '01:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']);
  });

  it('types the slots after midnight by the Riyadh clock on the date they are offered', () => {
    // 21:30 UTC on Thursday 2025-03-06 is 00:30 on Friday 2025-03-07 in Riyadh (UTC+3).
    const slots = daySlots({
      date: '2025-03-07',
      periods,
      minutes: 60,
      exceptions: [season],
      busy: ['2025-03-07 01:00'],
      now: Date.parse('2025-03-06T21:30:00Z'),
      timeZone: 'Asia/Riyadh',
    });
    expect(slots.map((slot) => [slot.dateTime, slot.startsAt, slot.type])).toEqual([
      ['2025-03-07 00:00', '2025-03-06T21:00:00.000Z', 'gone'],
      ['2025-03-07 01:00', '2025-03-06T22:00:00.000Z', 'busy'],
    ]);
  });

  it('follows a caller that changes an exception between two days', () => {
    const changing: ExceptionRule = { kind: 'hours', from_date: '2025-04-03', until_date: '2025-04-03', periods: [{ days: [], from: '10:00', until: '11:00' }] };
    const input = { date: '2025-04-03', periods, minutes: 60, now: 0, exceptions: [changing] };
    expect(daySlots(input).map((slot) => slot.from)).toEqual(['10:00']);
    changing.periods = [{ days: [], from: '10:00', until: '12:00' }];
    expect(daySlots(input).map((slot) => slot.from)).toEqual(['10:00', '11:00']);
  });
});

describe('exceptionConflict', () => {
  it('lets an off day or other hours sit inside or across a season', () => {
    expect(exceptionConflict(off('2025-03-05'), [season])).toBeUndefined();
    expect(exceptionConflict(hours('2025-03-28', '2025-04-02', '10:00', '12:00'), [season])).toBeUndefined();
    expect(exceptionConflict({ ...season, sys_id: undefined }, [off('2025-03-05')])).toBeUndefined();
  });

  it('refuses two seasons sharing a day, not two that only touch', () => {
    const next: ExceptionRule = { ...season, sys_id: 'season-2', from_date: '2025-03-29', until_date: '2025-04-10' };
    expect(exceptionConflict(next, [off('2025-03-05'), season])).toBe(season);
    expect(exceptionConflict({ ...next, from_date: '2025-03-30' }, [season])).toBeUndefined();
  });

  it('refuses two day-level exceptions sharing a day, and names the first in the list', () => {
    const first = off('2025-03-05');
    const second = hours('2025-03-04', '2025-03-06', '10:00', '12:00');
    expect(exceptionConflict(off('2025-03-05'), [season, first, second])).toBe(first);
    expect(exceptionConflict(hours('2025-03-06', '2025-03-06', '16:00', '17:00'), [season, first, second])).toBe(second);
    expect(exceptionConflict(off('2025-03-07'), [season, first, second])).toBeUndefined();
  });

  it('skips the exception being edited (same sys_id), only when both have one', () => {
    expect(exceptionConflict({ ...season, from_date: '2025-03-02' }, [season])).toBeUndefined();
    expect(exceptionConflict({ ...season, sys_id: undefined }, [season])).toBe(season);
    expect(exceptionConflict({ ...season, sys_id: 'season-2' }, [season])).toBe(season);
  });
});

describe('holidayConflict', () => {
  const foundingDay: HolidayRule = { sys_id: 'h-1', kind: 'holiday', name_en: 'Founding Day', name_ar: 'يوم التأسيس', from_date: '2025-02-22', until_date: '2025-02-22' };

  it('refuses two holidays sharing a day, and two Ramadan entries', () => {
    expect(holidayConflict({ ...eid, from_date: '2025-04-02', until_date: '2025-04-05' }, [foundingDay, eid])).toBe(eid);
    expect(holidayConflict({ ...ramadan, from_date: '2025-03-02', until_date: '2025-03-30' }, [ramadan])).toBe(ramadan);
  });

  it('allows a holiday inside Ramadan and holidays that only touch', () => {
    expect(holidayConflict({ ...eid, from_date: '2025-03-29', until_date: '2025-03-29' }, [ramadan])).toBeUndefined();
    expect(holidayConflict({ ...eid, from_date: '2025-04-03', until_date: '2025-04-05' }, [eid])).toBeUndefined();
  });

  it('skips the holiday being edited (same sys_id)', () => {
    expect(holidayConflict({ ...foundingDay, until_date: '2025-02-23' }, [foundingDay])).toBeUndefined();
    expect(holidayConflict({ ...foundingDay, sys_id: 'h-2' }, [foundingDay])).toBe(foundingDay);
  });
});

describe('validateExceptionPeriods', () => {
  const text = (...args: Parameters<typeof validateExceptionPeriods>) => {
    const error = validateExceptionPeriods(...args);
    return error && messageText(error);
  };

  it('does not read the periods of a day off', () => {
    expect(validateExceptionPeriods('off', undefined)).toBeUndefined();
    expect(validateExceptionPeriods('off', [{ days: [1], from: '12:00', until: '09:00' }])).toBeUndefined();
  });

  it("asks other hours for at least one period from earlier than until, whatever its days: 'Please fill all required fields', 'Error invalid time'", () => {
    expect(text('hours', undefined)).toBe('Please fill all required fields');
    expect(text('hours', [])).toBe('Please fill all required fields');
    expect(text('hours', [{ days: [], from: '10:00' }])).toBe('Please fill all required fields');
    expect(text('hours', [{ from: '12:00', until: '09:00' }])).toBe('Error invalid time');
    expect(text('hours', [{ from: '21:00', until: '02:00' }])).toBe('Error invalid time');
    expect(validateExceptionPeriods('hours', [{ days: [], from: '09:00', until: '12:00' }])).toBeUndefined();
  });

  it("refuses other hours that overlap even on different days: 'Select another time or day'", () => {
    expect(
      text('hours', [
        { days: [1], from: '09:00', until: '12:00' },
        { days: [3], from: '11:00', until: '13:00' },
      ]),
    ).toBe('Select another time or day');
    expect(
      validateExceptionPeriods('hours', [
        { days: [1], from: '09:00', until: '12:00' },
        { days: [3], from: '12:00', until: '13:00' },
      ]),
    ).toBeUndefined();
  });

  it("asks a season for periods with days, a from and an until that differ: 'Please fill all required fields', 'Error invalid time'", () => {
    expect(text('season', null)).toBe('Please fill all required fields');
    expect(text('season', [{ days: [], from: '21:00', until: '02:00' }])).toBe('Please fill all required fields');
    expect(text('season', [{ days: [7], from: '21:00', until: '02:00' }])).toBe('Please fill all required fields');
    expect(text('season', [{ days: [4], from: '21:00' }])).toBe('Please fill all required fields');
    expect(text('season', [{ days: [4], from: '21:00', until: '21:00' }])).toBe('Error invalid time');
    expect(text('season', [{ days: [4], from: '25:00', until: '02:00' }])).toBe('Error invalid time');
  });

  it('lets a season period cross midnight, in 24-hour or 12-hour times', () => {
    expect(validateExceptionPeriods('season', [{ days: [4], from: '21:00', until: '02:00' }])).toBeUndefined();
    expect(validateExceptionPeriods('season', [{ days: [4], from: '09:00 PM', until: '02:00 AM' }])).toBeUndefined();
    expect(
      validateExceptionPeriods('season', [
        { days: [0, 1, 2, 3, 4], from: '21:00', until: '02:00' },
        { days: [0, 1, 2, 3, 4], from: '13:00', until: '15:00' },
      ]),
    ).toBeUndefined();
  });

  it("refuses season periods overlapping on a shared day, a night's hours after midnight counting on the next weekday", () => {
    const thursdayNight = { days: [4], from: '21:00', until: '02:00' };
    // Thursday 21:00-02:00 runs to 02:00 on Friday.
    expect(text('season', [thursdayNight, { days: [5], from: '01:00', until: '03:00' }])).toBe('Select another time or day');
    expect(validateExceptionPeriods('season', [thursdayNight, { days: [5], from: '02:00', until: '05:00' }])).toBeUndefined();
    // Saturday's night runs into Sunday.
    expect(text('season', [{ days: [6], from: '22:00', until: '01:00' }, { days: [0], from: '00:30', until: '02:00' }])).toBe(
      'Select another time or day',
    );
    // The same day, and the same period twice.
    expect(text('season', [{ days: [0], from: '09:00', until: '12:00' }, { days: [0, 2], from: '11:00', until: '13:00' }])).toBe(
      'Select another time or day',
    );
    expect(text('season', [thursdayNight, thursdayNight])).toBe('Select another time or day');
    expect(validateExceptionPeriods('season', [{ days: [0], from: '09:00', until: '12:00' }, { days: [1], from: '11:00', until: '13:00' }])).toBeUndefined();
  });
});
