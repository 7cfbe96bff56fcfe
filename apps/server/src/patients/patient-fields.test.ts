import { normalizeBirthDate, normalizePatientPhone } from './patient-fields';

describe('normalizePatientPhone', () => {
  it('stores every spelling of a Saudi mobile as 0 plus 9 digits, and keeps other numbers as digits', () => {
    for (const phone of ['0501234567', '501234567', '+966501234567', '00966 50 123 4567', '966-50-123-4567', '٠٥٠١٢٣٤٥٦٧']) {
      expect(normalizePatientPhone(phone)).toBe('0501234567');
    }
    expect(normalizePatientPhone('011 234 5678')).toBe('0112345678');
    expect(normalizePatientPhone('920012345')).toBe('920012345');
  });
});

describe('normalizeBirthDate', () => {
  it('turns the CSV day formats into the day at 06:00 UTC, keeps ISO times, and drops the rest', () => {
    expect(normalizeBirthDate('1990-03-07')).toBe('1990-03-07T06:00:00.000Z');
    expect(normalizeBirthDate('3/7/1990')).toBe('1990-03-07T06:00:00.000Z');
    expect(normalizeBirthDate('1990-03-07T06:00:00.000Z')).toBe('1990-03-07T06:00:00.000Z');
    expect(normalizeBirthDate('1990-03-07T09:00:00+03:00')).toBe('1990-03-07T06:00:00.000Z');
    for (const value of ['1990-02-30', 'yesterday', '', undefined, 19900307]) expect(normalizeBirthDate(value)).toBeUndefined();
  });
});
