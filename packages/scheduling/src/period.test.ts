import { messageText } from '@mk/validators';
import { periodsFromStoredSlots, slotsForPeriods, toPeriodPayload, validatePeriod, type Period } from './index';

const text = (...args: Parameters<typeof validatePeriod>) => {
  const error = validatePeriod(...args);
  return error && messageText(error);
};

describe('validatePeriod', () => {
  const existing: Period[] = [{ days: [0, 2], from: '09:00', until: '12:00' }];

  it('accepts a new period', () => {
    expect(validatePeriod({ days: [1], from: '09:00', until: '12:00' }, existing)).toBeUndefined();
    expect(validatePeriod({ days: [0, 2], from: '13:00', until: '17:00' }, existing)).toBeUndefined();
  });

  it("refuses a from not earlier than until: 'Error invalid time'", () => {
    expect(text({ days: [1], from: '12:00', until: '09:00' }, [])).toBe('Error invalid time');
    expect(text({ days: [1], from: '09:00', until: '09:00' }, [])).toBe('Error invalid time');
    expect(text({ days: [1], from: '12:00 PM', until: '01:00 AM' }, [])).toBe('Error invalid time');
    expect(validatePeriod({ days: [1], from: '09:00', until: '12:00' }, [])).toBeUndefined();
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(validatePeriod({ days: [1], from: '12:00 AM', until: '12:00 PM' }, [])).toBeUndefined();
    expect(text({ days: [1], from: '12:00 PM', until: '12:00 AM' }, [])).toBe('Error invalid time');
    expect(validatePeriod({ days: [1], from: '08:00 ص', until: '02:00 م' }, [])).toBeUndefined();
  });

  it("refuses the same from, until and days as an existing period: 'Select another time or day'", () => {
    expect(text({ days: [2, 0], from: '09:00', until: '12:00' }, existing)).toBe('Select another time or day');
    expect(text({ days: [0, 2], from: '09:00 AM', until: '12:00 PM' }, existing)).toBe('Select another time or day');
    expect(text({ days: [0, 2], from: '0900', until: '1200' }, existing)).toBe('Select another time or day');
  });

  it("refuses a period overlapping another on a shared day, as the server does: 'Select another time or day'", () => {
    expect(text({ days: [0], from: '09:00', until: '12:00' }, existing)).toBe('Select another time or day');
    expect(text({ days: [0, 2], from: '10:00', until: '12:00' }, existing)).toBe('Select another time or day');
    expect(text({ days: [4, 2], from: '11:59', until: '13:00' }, existing)).toBe('Select another time or day');
  });

  it('allows a period that only touches another, or overlaps it on other days', () => {
    expect(validatePeriod({ days: [0, 2], from: '12:00', until: '13:00' }, existing)).toBeUndefined();
    expect(validatePeriod({ days: [0, 2], from: '07:00', until: '09:00' }, existing)).toBeUndefined();
    expect(validatePeriod({ days: [1, 3], from: '10:00', until: '11:00' }, existing)).toBeUndefined();
  });

  it("asks for days, from and until: 'Please fill all required fields'", () => {
    expect(text({ days: [], from: '09:00', until: '12:00' }, [])).toBe('Please fill all required fields');
    expect(text({ days: [1], from: '', until: '12:00' }, [])).toBe('Please fill all required fields');
    expect(text({ days: [1], from: '09:00' }, [])).toBe('Please fill all required fields');
    expect(text({ days: [7], from: '09:00', until: '10:00' }, [])).toBe('Please fill all required fields');
  });

  it('returns descriptors a form can translate', () => {
    expect(validatePeriod({ days: [1], from: '10:00', until: '09:00' }, [])).toEqual({
      id: 'validation.period.invalidTime',
      defaultMessage: 'Error invalid time',
    });
  });
});

describe('payloads and stored slots', () => {
  it('sends periods with HHMM times and sorted days', () => {
    expect(toPeriodPayload({ days: [3, 1], from: '09:00', until: '13:30' })).toEqual({ days: [1, 3], from: '0900', until: '1330' });
  });

  it('expands periods into the slot rows to store, by 30 for packages', () => {
    expect(slotsForPeriods([{ days: [1, 0], from: '09:00', until: '10:00' }], 30)).toEqual([
      { day: 0, from: '0900', until: '0929' },
      { day: 0, from: '0930', until: '0959' },
      { day: 1, from: '0900', until: '0929' },
      { day: 1, from: '0930', until: '0959' },
    ]);
  });

  it('rebuilds the periods from stored slots', () => {
    const periods = [
      { days: [0, 1], from: '09:00', until: '12:00' },
      { days: [1], from: '16:00', until: '18:00' },
      { days: [6], from: '22:00', until: '23:59' },
    ];
    expect(periodsFromStoredSlots(slotsForPeriods(periods, 60))).toEqual(periods);
  });

  it('keeps gaps between slots as separate periods', () => {
    expect(
      periodsFromStoredSlots([
        { day: 3, from: '0900', until: '0959' },
        { day: 3, from: '1100', until: '1159' },
      ]),
    ).toEqual([
      { days: [3], from: '09:00', until: '10:00' },
      { days: [3], from: '11:00', until: '12:00' },
    ]);
  });
});
