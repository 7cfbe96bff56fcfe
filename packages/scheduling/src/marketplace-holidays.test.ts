import { hijriOf } from '@mk/validators';
import { FOUNDING_DAY_FIRST_YEAR, missingProposals, proposedHolidays } from './marketplace-holidays';

const summary = (year: number) => proposedHolidays(year).map((holiday) => [holiday.name_en, holiday.from_date, holiday.until_date]);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('proposedHolidays', () => {
  it('proposes the 2026 calendar in date order (Ramadan 1447 starts before Founding Day)', () => {
    expect(proposedHolidays(2026)).toEqual([
      { kind: 'ramadan', name_en: 'Ramadan', name_ar: 'شهر رمضان', from_date: '2026-02-18', until_date: '2026-03-19', confirmed: false },
      { kind: 'holiday', name_en: 'Founding Day', name_ar: 'يوم التأسيس', from_date: '2026-02-22', until_date: '2026-02-22', confirmed: false },
      { kind: 'holiday', name_en: 'Eid al-Fitr', name_ar: 'عيد الفطر', from_date: '2026-03-20', until_date: '2026-03-23', confirmed: false },
      { kind: 'holiday', name_en: 'Eid al-Adha', name_ar: 'عيد الأضحى', from_date: '2026-05-26', until_date: '2026-05-29', confirmed: false },
      { kind: 'holiday', name_en: 'National Day', name_ar: 'اليوم الوطني', from_date: '2026-09-23', until_date: '2026-09-23', confirmed: false },
    ]);
  });

  it('proposes 2027 with Ramadan 1448 in February (29 days)', () => {
    expect(summary(2027)).toEqual([
      ['Ramadan', '2027-02-08', '2027-03-08'],
      ['Founding Day', '2027-02-22', '2027-02-22'],
      ['Eid al-Fitr', '2027-03-09', '2027-03-12'],
      ['Eid al-Adha', '2027-05-15', '2027-05-18'],
      ['National Day', '2027-09-23', '2027-09-23'],
    ]);
  });

  it('lists a Hijri span twice when its first day falls twice in the Gregorian year', () => {
    // Eid al-Fitr of 1454 and of 1455 both begin in 2033.
    expect(summary(2033).filter(([name]) => name === 'Eid al-Fitr')).toEqual([
      ['Eid al-Fitr', '2033-01-03', '2033-01-06'],
      ['Eid al-Fitr', '2033-12-23', '2033-12-26'],
    ]);
    // Ramadan 1451 and 1452 both begin in 2030; the second ends in 2031 and is listed in 2030 only.
    expect(summary(2030).filter(([name]) => name === 'Ramadan')).toEqual([
      ['Ramadan', '2030-01-05', '2030-02-03'],
      ['Ramadan', '2030-12-26', '2031-01-23'],
    ]);
    expect(summary(2031).filter(([name]) => name === 'Ramadan')).toEqual([['Ramadan', '2031-12-16', '2032-01-13']]);
    // Eid al-Adha 1426 and 1427 both begin in 2006; the second runs from 30 December into 2007.
    expect(summary(2006).filter(([name]) => name === 'Eid al-Adha')).toEqual([
      ['Eid al-Adha', '2006-01-09', '2006-01-12'],
      ['Eid al-Adha', '2006-12-30', '2007-01-02'],
    ]);
    expect(summary(2007).filter(([name]) => name === 'Eid al-Adha')).toEqual([['Eid al-Adha', '2007-12-19', '2007-12-22']]);
  });

  it('proposes Founding Day only from its first year', () => {
    expect(FOUNDING_DAY_FIRST_YEAR).toBe(2022);
    expect(summary(2021).map(([name]) => name)).not.toContain('Founding Day');
    expect(summary(2022).map(([name]) => name)).toContain('Founding Day');
  });

  it('keeps to the Hijri days, date order and unconfirmed state from 2020 to 2040', () => {
    for (let year = 2020; year <= 2040; year++) {
      const holidays = proposedHolidays(year);
      const froms = holidays.map((holiday) => holiday.from_date);
      expect(froms).toEqual([...froms].sort());
      for (const holiday of holidays) {
        expect(holiday.confirmed).toBe(false);
        expect(holiday.from_date.startsWith(`${year}-`)).toBe(true);
        expect(holiday.name_ar).toMatch(/^[\u0600-\u06FF ]+$/);
        const from = hijriOf(holiday.from_date);
        const until = hijriOf(holiday.until_date);
        switch (holiday.name_en) {
          case 'Ramadan':
            expect(holiday.kind).toBe('ramadan');
            expect([from?.month, from?.day, until?.month]).toEqual([9, 1, 9]);
            expect(hijriOf(nextDay(holiday.until_date))).toMatchObject({ month: 10, day: 1 });
            break;
          case 'Eid al-Fitr':
            expect([from?.month, from?.day, until?.month, until?.day]).toEqual([10, 1, 10, 4]);
            break;
          case 'Eid al-Adha':
            expect([from?.month, from?.day, until?.month, until?.day]).toEqual([12, 9, 12, 12]);
            break;
          case 'Founding Day':
            expect([holiday.from_date, holiday.until_date]).toEqual([`${year}-02-22`, `${year}-02-22`]);
            break;
          case 'National Day':
            expect([holiday.from_date, holiday.until_date]).toEqual([`${year}-09-23`, `${year}-09-23`]);
            break;
          default:
            throw new Error(`unexpected ${holiday.name_en}`);
        }
        if (holiday.name_en !== 'Ramadan') expect(holiday.kind).toBe('holiday');
      }
    }
  });

  it('gives nothing for a year that is not a whole Gregorian year', () => {
    expect(proposedHolidays(2026.5)).toEqual([]);
    expect(proposedHolidays(Number.NaN)).toEqual([]);
  });
});

describe('missingProposals', () => {
  it("adds each year's proposals once, skipping those overlapping an entry of their kind", () => {
    const twoYears = missingProposals([2026, 2027], []);
    expect(twoYears).toHaveLength(proposedHolidays(2026).length + proposedHolidays(2027).length);
    const nationalDay = proposedHolidays(2026).find((holiday) => holiday.name_en === 'National Day')!;
    // ADMIN already keeps National Day over two days: it is not proposed again; the rest are.
    const kept = { ...nationalDay, until_date: '2026-09-24' };
    const again = missingProposals([2026], [kept]);
    expect(again.map((holiday) => holiday.name_en)).not.toContain('National Day');
    expect(again).toHaveLength(proposedHolidays(2026).length - 1);
  });
});
