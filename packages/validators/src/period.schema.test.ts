import { periodSchema, periodsSchema, physicianScheduleSchema } from './index';
import { errorsOf } from './test-helpers';

describe('periodSchema', () => {
  it('accepts HH:MM and HHMM times', async () => {
    expect(await errorsOf(periodSchema, { days: [0, 2], from: '09:00', until: '12:00' })).toEqual({});
    expect(await errorsOf(periodSchema, { days: [6], from: '0900', until: '1200' })).toEqual({});
  });

  it("needs days, from and until: 'Please fill all required fields'", async () => {
    expect(await errorsOf(periodSchema, { days: [] })).toEqual({
      days: 'Please fill all required fields',
      from: 'Please fill all required fields',
      until: 'Please fill all required fields',
    });
  });

  it.each([
    ['12:00', '09:00'],
    ['09:00', '09:00'],
    ['0930', '09:15'],
  ])("refuses from %s until %s: 'Error invalid time'", async (from, until) => {
    expect(await errorsOf(periodSchema, { days: [1], from, until })).toEqual({ until: 'Error invalid time' });
  });

  it('refuses weekday numbers outside 0 to 6 and impossible times', async () => {
    expect(Object.keys(await errorsOf(periodSchema, { days: [7], from: '24:00', until: '23:60' }))).toEqual(['days[0]', 'from', 'until']);
  });

  it("answers an impossible time with 'Error invalid time', not yup's own words", async () => {
    expect(await errorsOf(periodSchema, { days: [1], from: '2500', until: '9:7' })).toEqual({
      from: 'Error invalid time',
      until: 'Error invalid time',
    });
  });
});

describe('periodsSchema', () => {
  it("refuses the same period twice: 'Select another time or day'", async () => {
    expect(
      await errorsOf(periodsSchema, [
        { days: [1, 0], from: '09:00', until: '12:00' },
        { days: [0, 1], from: '0900', until: '1200' },
      ]),
    ).toEqual({ '': 'Select another time or day' });
  });

  it('accepts periods that differ in days or times', async () => {
    expect(
      await errorsOf(physicianScheduleSchema, {
        physician_id: 'd1',
        periods: [
          { days: [0, 1], from: '09:00', until: '12:00' },
          { days: [0], from: '09:00', until: '12:00' },
          { days: [0, 1], from: '13:00', until: '17:00' },
        ],
      }),
    ).toEqual({});
  });
});
