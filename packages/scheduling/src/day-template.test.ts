import { daySlots } from './booking';

describe('the remembered slots of a weekday', () => {
  it('follows a caller that changes its periods between two days', () => {
    // 2024-05-06 is a Monday.
    const periods = [{ days: [1], from: '09:00', until: '10:00' }];
    const labels = () => daySlots({ date: '2024-05-06', periods, minutes: 30, now: 0 }).map((slot) => slot.label);
    expect(labels()).toEqual(['09:00 - 09:29', '09:30 - 09:59']);
    periods[0].until = '09:30';
    expect(labels()).toEqual(['09:00 - 09:29']);
    periods.push({ days: [1], from: '08:00', until: '09:00' });
    expect(labels()).toEqual(['08:00 - 08:29', '08:30 - 08:59', '09:00 - 09:29']);
  });

  it('cuts by the slot length asked for, not one remembered for the same periods', () => {
    const periods = [{ days: [1], from: '09:00', until: '10:00' }];
    expect(daySlots({ date: '2024-05-06', periods, minutes: 30, now: 0 })).toHaveLength(2);
    expect(daySlots({ date: '2024-05-06', periods, minutes: 20, now: 0 })).toHaveLength(3);
  });

  it('hands each call its own slots, so changing one result leaves the next alone', () => {
    const periods = [{ days: [1], from: '09:00', until: '10:00' }];
    const first = daySlots({ date: '2024-05-06', periods, minutes: 30, now: 0 });
    first[0].label = 'changed';
    expect(daySlots({ date: '2024-05-06', periods, minutes: 30, now: 0 })[0].label).toBe('09:00 - 09:29');
  });
});
