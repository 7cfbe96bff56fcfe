import { formatHijri, gregorianOfHijri, hijriMonthLength, hijriOf } from './hijri';

const DAY_MS = 86_400_000;
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const nextDay = (date: string) => isoOf(Date.parse(`${date}T00:00:00Z`) + DAY_MS);

// Umm al-Qura dates, as Intl ('islamic-umalqura') gives them on Node 20 (ICU 78).
const KNOWN: [string, [number, number, number]][] = [
  ['2026-02-18', [1447, 9, 1]], // 1 Ramadan 1447
  ['2026-03-20', [1447, 10, 1]], // 1 Shawwal 1447
  ['2026-05-27', [1447, 12, 10]], // 10 Dhu al-Hijjah 1447
  ['2026-06-16', [1448, 1, 1]], // 1 Muharram 1448
  ['2027-02-08', [1448, 9, 1]], // 1 Ramadan 1448
  ['2022-04-02', [1443, 9, 1]], // 1 Ramadan 1443
  ['2024-02-29', [1445, 8, 19]], // a leap day
];

describe('hijriOf', () => {
  it.each(KNOWN)('reads %s as its Umm al-Qura date', (date, [year, month, day]) => {
    expect(hijriOf(date)).toEqual({ year, month, day });
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-01-00', '2026-2-3', '20260218', '2026-02-18T00:00', '', 'soon'])(
    'gives undefined for %j, which is not a real date',
    (text) => {
      expect(hijriOf(text)).toBeUndefined();
    },
  );

  it('does not depend on the machine time zone', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Riyadh']) {
        process.env.TZ = zone;
        expect(hijriOf('2026-03-20')).toEqual({ year: 1447, month: 10, day: 1 });
        expect(gregorianOfHijri(1447, 10, 1)).toBe('2026-03-20');
        expect(formatHijri('2026-03-20', 'en')).toBe('1 Shawwal 1447 AH');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('formatHijri', () => {
  it('writes the day first in English and as Intl ar-SA does in Arabic', () => {
    expect(formatHijri('2026-03-20', 'en')).toBe('1 Shawwal 1447 AH');
    expect(formatHijri('2026-03-20', 'ar')).toBe('١ شوال ١٤٤٧ هـ');
    expect(formatHijri('2026-05-27', 'en')).toBe('10 Dhuʻl-Hijjah 1447 AH');
    expect(formatHijri('2026-05-27', 'ar')).toBe('١٠ ذو الحجة ١٤٤٧ هـ');
  });

  it('names the twelve months as Intl does', () => {
    const firsts = Array.from({ length: 12 }, (_, index) => gregorianOfHijri(1447, index + 1, 1) as string);
    expect(firsts.map((date) => formatHijri(date, 'en'))).toEqual([
      '1 Muharram 1447 AH',
      '1 Safar 1447 AH',
      '1 Rabiʻ I 1447 AH',
      '1 Rabiʻ II 1447 AH',
      '1 Jumada I 1447 AH',
      '1 Jumada II 1447 AH',
      '1 Rajab 1447 AH',
      '1 Shaʻban 1447 AH',
      '1 Ramadan 1447 AH',
      '1 Shawwal 1447 AH',
      '1 Dhuʻl-Qiʻdah 1447 AH',
      '1 Dhuʻl-Hijjah 1447 AH',
    ]);
    expect(firsts.map((date) => formatHijri(date, 'ar'))).toEqual([
      '١ محرم ١٤٤٧ هـ',
      '١ صفر ١٤٤٧ هـ',
      '١ ربيع الأول ١٤٤٧ هـ',
      '١ ربيع الآخر ١٤٤٧ هـ',
      '١ جمادى الأولى ١٤٤٧ هـ',
      '١ جمادى الآخرة ١٤٤٧ هـ',
      '١ رجب ١٤٤٧ هـ',
      '١ شعبان ١٤٤٧ هـ',
      '١ رمضان ١٤٤٧ هـ',
      '١ شوال ١٤٤٧ هـ',
      '١ ذو القعدة ١٤٤٧ هـ',
      '١ ذو الحجة ١٤٤٧ هـ',
    ]);
  });

  it('gives an empty string for text that is not a date', () => {
    expect(formatHijri('2026-02-30', 'en')).toBe('');
    expect(formatHijri('not a date', 'ar')).toBe('');
  });
});

describe('gregorianOfHijri', () => {
  it.each(KNOWN)('finds %s from its Hijri date', (date, [year, month, day]) => {
    expect(gregorianOfHijri(year, month, day)).toBe(date);
  });

  it('gives undefined for a Hijri date that does not exist', () => {
    expect(hijriMonthLength(1448, 9)).toBe(29);
    expect(gregorianOfHijri(1448, 9, 29)).toBe('2027-03-08');
    expect(gregorianOfHijri(1448, 9, 30)).toBeUndefined(); // Ramadan 1448 has 29 days
    expect(gregorianOfHijri(1447, 13, 1)).toBeUndefined();
    expect(gregorianOfHijri(1447, 0, 1)).toBeUndefined();
    expect(gregorianOfHijri(1447, 1, 0)).toBeUndefined();
    expect(gregorianOfHijri(1447, 1, 31)).toBeUndefined();
    expect(gregorianOfHijri(1447.5, 1, 1)).toBeUndefined();
    expect(gregorianOfHijri(Number.NaN, 1, 1)).toBeUndefined();
    expect(gregorianOfHijri(20_000, 1, 1)).toBeUndefined(); // beyond the year 9999
  });

  it('gives undefined for day 30 of every 29-day month, and a date for every day 30 of a 30-day month', () => {
    for (let year = 1440; year <= 1460; year++) {
      for (let month = 1; month <= 12; month++) {
        const first = gregorianOfHijri(year, month, 1) as string;
        const next = (month === 12 ? gregorianOfHijri(year + 1, 1, 1) : gregorianOfHijri(year, month + 1, 1)) as string;
        const days = (Date.parse(next) - Date.parse(first)) / DAY_MS;
        expect([29, 30]).toContain(days);
        expect(hijriMonthLength(year, month)).toBe(days);
        expect(gregorianOfHijri(year, month, 30)).toBe(days === 30 ? isoOf(Date.parse(next) - DAY_MS) : undefined);
      }
    }
  });

  it('round-trips every Hijri day of 1445-1450 through the Gregorian calendar, day after day', () => {
    let previous: string | undefined;
    let count = 0;
    for (let year = 1445; year <= 1450; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 30; day++) {
          const date = gregorianOfHijri(year, month, day);
          if (date === undefined) continue;
          count++;
          expect(hijriOf(date)).toEqual({ year, month, day });
          if (previous !== undefined) expect(date).toBe(nextDay(previous));
          previous = date;
        }
      }
    }
    expect(count).toBeGreaterThan(2100);
  });

  it('round-trips a Gregorian day every 37 days from 1900 to 2100 and the ends of the supported range', () => {
    const dates = ['0001-01-01', '1000-06-15', '9999-12-31'];
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2100, 0, 1); time += 37 * DAY_MS) dates.push(isoOf(time));
    for (const date of dates) {
      const hijri = hijriOf(date);
      expect(hijri).toBeDefined();
      const { year, month, day } = hijri as { year: number; month: number; day: number };
      expect(gregorianOfHijri(year, month, day)).toBe(date);
    }
  });
});

describe('hijriMonthLength', () => {
  it('gives 29 or 30, and 354 or 355 days a year', () => {
    expect(hijriMonthLength(1447, 9)).toBe(30);
    expect(hijriMonthLength(1448, 9)).toBe(29);
    for (let year = 1440; year <= 1460; year++) {
      let days = 0;
      for (let month = 1; month <= 12; month++) days += hijriMonthLength(year, month);
      expect([354, 355]).toContain(days);
    }
  });

  it('throws a RangeError for a month that is not 1 to 12', () => {
    expect(() => hijriMonthLength(1447, 13)).toThrow(RangeError);
    expect(() => hijriMonthLength(1447, 0)).toThrow(RangeError);
  });
});
