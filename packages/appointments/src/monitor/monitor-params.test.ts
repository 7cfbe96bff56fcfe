import { isCalendarDate, monitorParams, readMonitorParams } from './monitor-params';

describe('monitor URL parameters', () => {
  it('reads the day and clinic, falling back to today for a missing or impossible date', () => {
    expect(readMonitorParams(new URLSearchParams('date=2024-02-29&clinic=c2'), '2024-05-06')).toEqual({ date: '2024-02-29', clinic: 'c2' });
    expect(readMonitorParams(new URLSearchParams(''), '2024-05-06')).toEqual({ date: '2024-05-06', clinic: undefined });
    expect(readMonitorParams(new URLSearchParams('date=2023-02-29&clinic='), '2024-05-06')).toEqual({ date: '2024-05-06', clinic: undefined });
  });

  it('writes them back', () => {
    expect(monitorParams({ date: '2024-05-06', clinic: 'c1' }).toString()).toBe('date=2024-05-06&clinic=c1');
    expect(monitorParams({ date: '2024-05-06' }).toString()).toBe('date=2024-05-06');
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2024-12-31')).toBe(true);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('06-05-2024')).toBe(false);
  });
});
