import { weeklyPreview } from './index';

describe('weeklyPreview', () => {
  it('lists the slots of each weekday, Sunday first', () => {
    const week = weeklyPreview([{ days: [0, 2], from: '09:00', until: '10:00' }], 30);
    expect(week).toHaveLength(7);
    expect(week[0].map((slot) => slot.label)).toEqual(['09:00 - 09:29', '09:30 - 09:59']);
    expect(week[2]).toEqual(week[0]);
    expect(week[1]).toEqual([]);
    expect(week[6]).toEqual([]);
    expect(week[0].every((slot) => slot.type === 'available')).toBe(true);
  });

  it('merges the periods of a day in time order without repeating a slot', () => {
    const week = weeklyPreview(
      [
        { days: [3], from: '14:00', until: '16:00' },
        { days: [3], from: '09:00', until: '11:00' },
        { days: [3, 4], from: '10:00', until: '11:00' },
      ],
      60,
    );
    expect(week[3].map((slot) => slot.from)).toEqual(['09:00', '10:00', '14:00', '15:00']);
    expect(week[4].map((slot) => slot.from)).toEqual(['10:00']);
  });

  it('uses the slot length it is given (a 20-minute physician)', () => {
    expect(weeklyPreview([{ days: [5], from: '01:00 PM', until: '02:00 PM' }], 20)[5].map((slot) => slot.label)).toEqual([
      '13:00 - 13:19',
      '13:20 - 13:39',
      '13:40 - 13:59',
    ]);
  });

  it('shows an empty week without periods', () => {
    expect(weeklyPreview([], 60).flat()).toEqual([]);
  });
});
