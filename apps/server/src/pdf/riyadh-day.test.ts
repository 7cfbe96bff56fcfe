import { riyadhDay } from './riyadh-day';

describe('riyadhDay', () => {
  it('dates a moment by the Riyadh clock (UTC+3), not the UTC day', () => {
    expect(riyadhDay('2026-11-27T22:59:00.000Z')).toBe('2026-11-28');
    expect(riyadhDay('2026-11-27T20:59:00.000Z')).toBe('2026-11-27');
    expect(riyadhDay(new Date('2026-12-31T21:00:00.000Z'))).toBe('2027-01-01');
  });

  it('gives nothing for a missing or unreadable moment', () => {
    expect(riyadhDay(null)).toBe('');
    expect(riyadhDay('not a date')).toBe('');
  });
});
