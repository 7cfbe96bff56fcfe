import { centerScheduleSchema, procedureSchema } from './index';
import { errorsOf } from './test-helpers';

describe('centerScheduleSchema', () => {
  it("words a bad time the centers' way, 'Error: invalid time'", async () => {
    const body = (from: string, until: string) => ({ center_id: 'c1', periods: [{ days: [1], from, until }] });
    expect(await errorsOf(centerScheduleSchema, body('12:00', '09:00'))).toEqual({ 'periods[0].until': 'Error: invalid time' });
    expect(await errorsOf(centerScheduleSchema, body('25:00', '26:00'))).toEqual({
      'periods[0].from': 'Error: invalid time',
      'periods[0].until': 'Error: invalid time',
    });
    expect(await errorsOf(centerScheduleSchema, body('09:00', '12:00'))).toEqual({});
  });

  it("refuses a repeated period ('Select another time or day') and a missing center", async () => {
    const period = { days: [0, 1], from: '0900', until: '1200' };
    expect(await errorsOf(centerScheduleSchema, { center_id: 'c1', periods: [period, { ...period, days: [1, 0] }] })).toEqual({
      periods: 'Select another time or day',
    });
    expect(await errorsOf(centerScheduleSchema, { periods: [period] })).toEqual({ center_id: 'Please fill all required fields' });
  });
});

describe('procedureSchema', () => {
  const procedure = { name: 'MRI with Contrast', arabic_name: 'رنين مغناطيسي بالصبغة', criteria: ['a', 'b'] };

  it('takes both names and at least one criterion, each once', async () => {
    expect(await errorsOf(procedureSchema, procedure)).toEqual({});
    expect(await errorsOf(procedureSchema, { ...procedure, criteria: [] })).toEqual({ criteria: 'Please fill all required fields' });
    expect(await errorsOf(procedureSchema, { ...procedure, criteria: ['a', 'a'] })).toEqual({ criteria: 'Please fill all required fields' });
    expect(await errorsOf(procedureSchema, { criteria: ['a'] })).toEqual({
      name: 'Please fill all required fields',
      arabic_name: 'Please fill all required fields',
    });
  });
});
