import { riyadhDay } from '../pdf/riyadh-day';
import { homeCalendar, riyadhMidnight } from './home-calendar';

describe('homeCalendar', () => {
  it('counts the day from midnight in Riyadh, while UTC is still on the day before', () => {
    // 00:30 on 6 May in Riyadh is 21:30 on 5 May in UTC.
    const calendar = homeCalendar(new Date('2024-05-05T21:30:00Z'));
    expect(calendar.day).toBe('2024-05-06');
    expect(calendar.dayStart.toISOString()).toBe('2024-05-05T21:00:00.000Z');
    expect(calendar.dayEnd.toISOString()).toBe('2024-05-06T21:00:00.000Z');
    // The last 7 days: the 6th and the six days before it; the last 30: the 6th and the 29 before.
    expect(calendar.weekStart.toISOString()).toBe('2024-04-29T21:00:00.000Z');
    expect(calendar.monthStart.toISOString()).toBe('2024-04-06T21:00:00.000Z');
  });

  it('puts 23:30 in Riyadh on that day, and 00:00 on the next', () => {
    const lateEvening = homeCalendar(new Date('2024-05-05T20:30:00Z'));
    expect(lateEvening.day).toBe('2024-05-05');
    expect(homeCalendar(new Date('2024-05-05T21:00:00Z')).day).toBe('2024-05-06');
  });

  it("agrees with the zone database's Riyadh on every midnight of a year (no clock change)", () => {
    for (let day = new Date('2025-01-01T12:00:00Z'); day.getUTCFullYear() === 2025; day = new Date(day.getTime() + 86_400_000)) {
      const date = riyadhDay(day);
      const midnight = riyadhMidnight(date);
      expect([date, riyadhDay(midnight), riyadhDay(new Date(midnight.getTime() - 1))]).toEqual([date, date, riyadhDay(new Date(day.getTime() - 86_400_000))]);
    }
  });
});
