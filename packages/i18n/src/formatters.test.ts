import { formatCalendarDay } from './calendar-day';
import { formatDate, formatDateTime, formatInRiyadh, withoutIsolates, formatSAR, localizedName, toRiyadh } from './formatters';

describe('formatSAR', () => {
  it('shows prices in Saudi riyals', () => {
    expect(formatSAR(1250.5, 'en').replace(/\s/g, ' ')).toBe('SAR 1,250.50');
  });

  it('keeps Western digits in Arabic', () => {
    const text = formatSAR(1250.5, 'ar');
    expect(text).toContain('1,250.50');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text).toMatch(/ر\.س|SAR/);
  });
});

describe('dates', () => {
  const moment = '2024-03-05T21:30:00Z';

  it('formats dates as dd-MM-yyyy', () => {
    expect(formatDate(moment)).toBe('05-03-2024');
  });

  it('formats date-times as dd-MM-yyyy hh:mm a', () => {
    expect(formatDateTime(moment)).toBe('05-03-2024 09:30 PM');
    expect(formatDateTime('2024-03-05T08:05:00Z', 'en')).toBe('05-03-2024 08:05 AM');
  });

  it('says ص/م in Arabic and isolates the date and the clock, so an Arabic sentence keeps them in order', () => {
    const arabic = formatDateTime(moment, 'ar');
    expect(withoutIsolates(arabic)).toBe('05-03-2024 09:30 م');
    // Right-to-left isolate around the whole; the date and the clock each left to right inside it.
    expect(arabic).toBe('\u2067\u206605-03-2024\u2069 \u206609:30\u2069 م\u2069');
    expect(withoutIsolates(formatDateTime('2024-03-05T08:05:00Z', 'ar'))).toBe('05-03-2024 08:05 ص');
  });

  it('reads the clock of another time zone when asked (Riyadh, UTC+3)', () => {
    expect(formatDateTime(moment, 'en', 'Asia/Riyadh')).toBe('06-03-2024 12:30 AM');
  });

  it('shows a moment on the Riyadh clock (UTC+3), which can be the next day', () => {
    expect(formatInRiyadh(moment)).toBe('06-03-2024 12:30 AM');
    expect(formatInRiyadh(moment, 'HH:mm')).toBe('00:30');
    const riyadh = toRiyadh(moment);
    expect([riyadh.getDate(), riyadh.getHours(), riyadh.getMinutes()]).toEqual([6, 0, 30]);
  });
});

describe('localizedName', () => {
  it('uses the Arabic name when the locale is not English', () => {
    expect(localizedName('ar', 'Riyadh Clinic', 'عيادة الرياض')).toBe('عيادة الرياض');
    expect(localizedName('en', 'Riyadh Clinic', 'عيادة الرياض')).toBe('Riyadh Clinic');
  });

  it('falls back to the English name when the Arabic one is empty', () => {
    expect(localizedName('ar', 'Riyadh Clinic', '')).toBe('Riyadh Clinic');
    expect(localizedName('ar', 'Riyadh Clinic', null)).toBe('Riyadh Clinic');
  });
});

describe('formatCalendarDay', () => {
  it('writes a calendar day day first in both languages, Western digits and the Gregorian calendar in Arabic', () => {
    expect(formatCalendarDay('2025-03-05', 'en')).toBe('Wed, 5 March 2025');
    expect(formatCalendarDay('2025-03-05', 'en', { weekday: false })).toBe('5 March 2025');
    expect(formatCalendarDay('2025-03-05', 'ar', { weekday: false })).toBe('5 مارس 2025');
    expect(formatCalendarDay('not a day', 'en')).toBe('not a day');
  });
});
