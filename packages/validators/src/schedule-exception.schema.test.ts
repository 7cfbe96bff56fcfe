import { holidaySchema, scheduleExceptionSchema, strictTypeProblem } from './index';
import { errorsOf } from './test-helpers';

// Ramadan 2025 runs from Saturday 2025-03-01 to Saturday 2025-03-29; Eid al-Fitr from Sunday 2025-03-30.
const season = {
  kind: 'season',
  from_date: '2025-03-01',
  until_date: '2025-03-29',
  periods: [{ days: [6, 0, 1, 2, 3, 4], from: '21:00', until: '02:00' }],
  note: 'Ramadan hours',
};

describe('scheduleExceptionSchema', () => {
  it('accepts a day off, other hours and a season, trimming the note and writing HHMM times as HH:MM', async () => {
    // A day off on Wednesday 2025-03-05: no periods needed.
    expect(await scheduleExceptionSchema.validate({ kind: 'off', from_date: '2025-03-05', until_date: '2025-03-05', note: '  Leave  ' })).toEqual({
      kind: 'off',
      from_date: '2025-03-05',
      until_date: '2025-03-05',
      note: 'Leave',
    });
    // Other hours on Monday 2025-03-31 (in Eid): the days may be left out.
    expect(
      await scheduleExceptionSchema.validate({ kind: 'hours', from_date: '2025-03-31', until_date: '2025-03-31', periods: [{ from: '1600', until: '1800' }] }),
    ).toMatchObject({ periods: [{ from: '16:00', until: '18:00' }] });
    expect(await errorsOf(scheduleExceptionSchema, season)).toEqual({});
    expect(await errorsOf(scheduleExceptionSchema, { ...season, note: null })).toEqual({});
  });

  it("asks for a kind, and names the three: 'Please fill all required fields', 'Choose a day off, other hours or a season'", async () => {
    expect(await errorsOf(scheduleExceptionSchema, { ...season, kind: undefined })).toEqual({ kind: 'Please fill all required fields' });
    expect(await errorsOf(scheduleExceptionSchema, { ...season, kind: '' })).toEqual({ kind: 'Please fill all required fields' });
    expect(await errorsOf(scheduleExceptionSchema, { ...season, kind: 'holiday' })).toEqual({ kind: 'Choose a day off, other hours or a season' });
    expect(await errorsOf(scheduleExceptionSchema, { ...season, kind: 'OFF' })).toEqual({ kind: 'Choose a day off, other hours or a season' });
  });

  it("needs both dates as real YYYY-MM-DD days: 'Enter a date as YYYY-MM-DD'", async () => {
    expect(await errorsOf(scheduleExceptionSchema, { kind: 'off' })).toEqual({
      from_date: 'Please fill all required fields',
      until_date: 'Please fill all required fields',
    });
    for (const date of ['2025-02-29', '01/03/2025', '2025-3-1', '0000-01-01', '9999-01-01', '2025-03-01T00:00:00Z']) {
      expect(await errorsOf(scheduleExceptionSchema, { kind: 'off', from_date: date, until_date: '2025-03-05' })).toEqual({
        from_date: 'Enter a date as YYYY-MM-DD',
      });
    }
    // 2024 is a leap year.
    expect(await errorsOf(scheduleExceptionSchema, { kind: 'off', from_date: '2024-02-29', until_date: '2024-02-29' })).toEqual({});
  });

  it("refuses a last day before the first: 'The last day cannot be before the first day'", async () => {
    expect(await errorsOf(scheduleExceptionSchema, { ...season, until_date: '2025-02-28' })).toEqual({
      until_date: 'The last day cannot be before the first day',
    });
  });

  it("takes at most 366 days, both ends counted: 'A range can be at most 366 days'", async () => {
    // 2024-01-01..2024-12-31 is the leap year's 366 days; one more is too many.
    expect(await errorsOf(scheduleExceptionSchema, { kind: 'off', from_date: '2024-01-01', until_date: '2024-12-31' })).toEqual({});
    expect(await errorsOf(scheduleExceptionSchema, { kind: 'off', from_date: '2024-01-01', until_date: '2025-01-01' })).toEqual({
      until_date: 'A range can be at most 366 days',
    });
  });

  it("needs at least one period for other hours and a season, none for a day off: 'Please fill all required fields'", async () => {
    const required = { periods: 'Please fill all required fields' };
    expect(await errorsOf(scheduleExceptionSchema, { ...season, periods: undefined })).toEqual(required);
    expect(await errorsOf(scheduleExceptionSchema, { ...season, periods: [] })).toEqual(required);
    expect(await errorsOf(scheduleExceptionSchema, { ...season, kind: 'hours', periods: [] })).toEqual(required);
    expect(await errorsOf(scheduleExceptionSchema, { ...season, kind: 'off', periods: [] })).toEqual({});
  });

  it('checks the shape of each period: weekdays 0 to 6, times HH:MM or HHMM', async () => {
    expect(await errorsOf(scheduleExceptionSchema, { ...season, periods: [{ days: [7], from: '21:00' }] })).toEqual({
      'periods[0].days[0]': 'Please fill all required fields',
      'periods[0].until': 'Please fill all required fields',
    });
    expect(await errorsOf(scheduleExceptionSchema, { ...season, periods: [{ days: [4], from: '9 PM', until: '24:00' }] })).toEqual({
      'periods[0].from': 'Error invalid time',
      'periods[0].until': 'Error invalid time',
    });
  });

  it("keeps the note at 500 characters: 'The note must be at most 500 characters'", async () => {
    expect(await errorsOf(scheduleExceptionSchema, { ...season, note: ` ${'x'.repeat(500)} ` })).toEqual({});
    expect(await errorsOf(scheduleExceptionSchema, { ...season, note: 'x'.repeat(501) })).toEqual({
      note: 'The note must be at most 500 characters',
    });
    expect(await errorsOf(scheduleExceptionSchema, { ...season, note: 'bad\u0000note' })).toEqual({ note: 'Contains characters that are not allowed' });
  });

  it("lets the server's strict type walk name a field sent with the wrong JSON type", () => {
    expect(strictTypeProblem(scheduleExceptionSchema, { ...season, periods: [{ days: ['4'], from: '21:00', until: '02:00' }] })).toEqual({
      id: 'validation.type.number',
      defaultMessage: '{field} must be a number',
      values: { field: 'periods[0].days[0]' },
    });
  });
});

describe('holidaySchema', () => {
  const eid = { kind: 'holiday', name_en: 'Eid al-Fitr', name_ar: 'عيد الفطر', from_date: '2025-03-30', until_date: '2025-04-02' };

  it('accepts a holiday and a Ramadan season, confirmed or not', async () => {
    expect(await holidaySchema.validate({ ...eid, name_en: '  Eid al-Fitr ' })).toEqual(eid);
    expect(
      await errorsOf(holidaySchema, { kind: 'ramadan', name_en: 'Ramadan', name_ar: 'رمضان', from_date: '2025-03-01', until_date: '2025-03-29', confirmed: true }),
    ).toEqual({});
  });

  it("asks for a kind, and names the two: 'Choose a public holiday or the Ramadan season'", async () => {
    expect(await errorsOf(holidaySchema, { ...eid, kind: undefined })).toEqual({ kind: 'Please fill all required fields' });
    expect(await errorsOf(holidaySchema, { ...eid, kind: ' ' })).toEqual({ kind: 'Please fill all required fields' });
    expect(await errorsOf(holidaySchema, { ...eid, kind: 'season' })).toEqual({ kind: 'Choose a public holiday or the Ramadan season' });
  });

  it("needs both names, each at most 100 characters: 'A name must be at most 100 characters'", async () => {
    expect(await errorsOf(holidaySchema, { ...eid, name_en: ' ', name_ar: undefined })).toEqual({
      name_en: 'Please fill all required fields',
      name_ar: 'Please fill all required fields',
    });
    expect(await errorsOf(holidaySchema, { ...eid, name_ar: 'ع'.repeat(101) })).toEqual({ name_ar: 'A name must be at most 100 characters' });
    expect(await errorsOf(holidaySchema, { ...eid, name_en: 'Eid <b>' })).toEqual({ name_en: 'Contains characters that are not allowed' });
  });

  it('checks the dates as an exception does', async () => {
    expect(await errorsOf(holidaySchema, { ...eid, from_date: '2025-04-31' })).toEqual({ from_date: 'Enter a date as YYYY-MM-DD' });
    expect(await errorsOf(holidaySchema, { ...eid, until_date: '2025-03-29' })).toEqual({ until_date: 'The last day cannot be before the first day' });
    // 2025-03-30..2026-03-30 covers 366 days; one more is too many.
    expect(await errorsOf(holidaySchema, { ...eid, until_date: '2026-03-30' })).toEqual({});
    expect(await errorsOf(holidaySchema, { ...eid, until_date: '2026-03-31' })).toEqual({ until_date: 'A range can be at most 366 days' });
  });

  it('takes confirmed only as true or false', async () => {
    expect(await errorsOf(holidaySchema, { ...eid, confirmed: 'yes' })).toEqual({ confirmed: 'confirmed must be true or false' });
  });
});
