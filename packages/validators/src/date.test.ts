import { birthDateToIsoTime, isCalendarDate, messageText, parseFlexibleDate, validateDateRange } from './index';

describe('parseFlexibleDate', () => {
  it.each([
    ['03/07/1990', '1990-03-07'],
    ['3/7/1990', '1990-03-07'],
    ['1990/03/07', '1990-03-07'],
    ['1990-03-07', '1990-03-07'],
    ['03-07-1990', '1990-03-07'],
    ['12/31/2000', '2000-12-31'],
    ['02/29/2024', '2024-02-29'],
    ['١٩٩٠-٠٣-٠٧', '1990-03-07'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseFlexibleDate(text)).toBe(iso);
  });

  it.each(['31/12/2000', '02/29/2023', '1990-13-01', '1990-02-30', '07.03.1990', '1990/03-07', '90-03-07', 'yesterday', '', undefined])(
    'refuses %p',
    (text) => {
      expect(parseFlexibleDate(text)).toBeUndefined();
    },
  );
});

describe('birthDateToIsoTime', () => {
  it('sends the date at 06:00', () => {
    expect(birthDateToIsoTime('1990-03-07')).toBe('1990-03-07T06:00:00.000Z');
  });
});

describe('validateDateRange', () => {
  it('accepts a from before the until, and a missing end', () => {
    expect(validateDateRange('2024-01-01', '2024-01-02')).toBeUndefined();
    expect(validateDateRange(undefined, '2024-01-02')).toBeUndefined();
    expect(validateDateRange('2024-01-01', '')).toBeUndefined();
  });

  it('refuses a from on or after the until with the picker message', () => {
    expect(messageText(validateDateRange('2024-01-02', '2024-01-01')!)).toBe(
      'Invalid date range: from date must be before until date',
    );
    expect(validateDateRange('2024-01-01', '2024-01-01')).toBeDefined();
  });
});

describe('isCalendarDate', () => {
  it('accepts a real day written YYYY-MM-DD only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-9')).toBe(false);
    expect(isCalendarDate(undefined)).toBe(false);
  });
});
