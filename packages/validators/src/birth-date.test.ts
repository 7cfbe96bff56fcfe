import { detectDateOrder, parseBirthDate } from './birth-date';
import { gregorianOfHijri as hijriToGregorian } from './hijri';
import { checkPatientCsvRow } from './patient-csv';

describe('dates of birth in a patient CSV', () => {
  it("keeps the spec's four formats (month first by default)", () => {
    expect(parseBirthDate('07/26/1990')).toBe('1990-07-26');
    expect(parseBirthDate('1990/07/26')).toBe('1990-07-26');
    expect(parseBirthDate('1990-07-26')).toBe('1990-07-26');
    expect(parseBirthDate('7-26-1990')).toBe('1990-07-26');
  });

  it('reads the short form day first when the file is day first, with Arabic-Indic digits too', () => {
    expect(parseBirthDate('26/07/1990', 'day-first')).toBe('1990-07-26');
    expect(parseBirthDate('٢٦/٠٧/١٩٩٠', 'day-first')).toBe('1990-07-26');
    expect(parseBirthDate('03/07/1990', 'day-first')).toBe('1990-07-03');
    expect(parseBirthDate('26/07/1990', 'month-first')).toBeUndefined();
    expect(parseBirthDate('31/02/1990', 'day-first')).toBeUndefined();
  });

  it('reads a Hijri year (below 1500) through the Umm al-Qura calendar', () => {
    // 1 Ramadan 1445 was 11 March 2024; 1 Muharram 1410 was 3 August 1989 (Umm al-Qura).
    expect(hijriToGregorian(1445, 9, 1)).toBe('2024-03-11');
    expect(parseBirthDate('1410/01/01')).toBe('1989-08-03');
    expect(parseBirthDate('1410-05-12')).toBe('1989-12-11');
    expect(parseBirthDate('12/05/1410', 'day-first')).toBe('1989-12-11');
    // Umm al-Qura months have 29 or 30 days: there is no 31st, and 30 Muharram 1445 was not a day.
    expect(parseBirthDate('1410/05/31')).toBeUndefined();
    expect(hijriToGregorian(1445, 1, 30)).toBeUndefined();
  });

  it('detects the order from the values that tell, and leaves an ambiguous or mixed column undecided', () => {
    expect(detectDateOrder(['01/02/1990', '26/07/1990', ''])).toBe('day-first');
    expect(detectDateOrder(['01/02/1990', '07/26/1990'])).toBe('month-first');
    expect(detectDateOrder(['01/02/1990', '1990-07-26'])).toBeUndefined();
    expect(detectDateOrder(['26/07/1990', '07/26/1990'])).toBeUndefined();
  });

  it('takes a day-first row that was refused as an invalid date of birth', () => {
    const row = { name: 'Sara Ali', phone: '0501234567', national_id: '1234567897', date_of_birth: '26/07/1990' };
    expect(checkPatientCsvRow(row).issues.map((issue) => issue.field)).toEqual(['date_of_birth']);
    const dayFirst = checkPatientCsvRow(row, 'day-first');
    expect(dayFirst.issues).toEqual([]);
    expect(dayFirst.patient?.date_of_birth).toBe('1990-07-26T06:00:00.000Z');
  });
});
