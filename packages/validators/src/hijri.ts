/*
 * Hijri dates through the Umm al-Qura calendar (Saudi Arabia's civil Hijri calendar) as `Intl`
 * computes it ('islamic-umalqura'; ICU holds the official table for 1300-1600 AH and continues
 * with the tabular calendar outside it). Dates are 'YYYY-MM-DD' Gregorian calendar days, computed
 * in UTC, so the machine's time zone never moves a day.
 */

export interface HijriParts {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
/** The mean length of a Hijri month in days (the synodic month). */
const MEAN_MONTH_DAYS = 29.530589;
/** The mean length of a Hijri year in days (12 mean months, ≈ 354.37). */
const MEAN_YEAR_DAYS = 12 * MEAN_MONTH_DAYS;
/** 1 Muharram 1 AH: 16 July 622 (Julian), 19 July 622 in the proleptic Gregorian calendar. */
const HIJRI_EPOCH_MS = Date.UTC(622, 6, 19);

/** Hijri years beyond these fall outside the Gregorian years 0000-9999 a 'YYYY-MM-DD' holds. */
const HIJRI_YEAR_RANGE = [-700, 9700] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Created on first use and kept: building an Intl.DateTimeFormat costs far more than formatting.
const formats = new Map<string, Intl.DateTimeFormat>();

/** An Umm al-Qura formatter of `locale`, made once (each costs about a millisecond to build). */
function umalqura(locale: string, month: 'numeric' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}|${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month, day: 'numeric' });
    formats.set(key, format);
  }
  return format;
}

const numeric = () => umalqura('en-u-ca-islamic-umalqura-nu-latn', 'numeric');
const english = () => umalqura('en-u-ca-islamic-umalqura-nu-latn', 'long');
// ar-SA's own numbering is already Arabic-Indic ('arab'); naming it keeps that if a locale default changes.
const arabic = () => umalqura('ar-SA-u-ca-islamic-umalqura-nu-arab', 'long');

/** UTC midnight of a 'YYYY-MM-DD' day, or undefined when the text is not a real date. */
function dayStart(date: string): number | undefined {
  const match = ISO_DAY.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, day);
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day) return undefined;
  return value.getTime();
}

/** The 'YYYY-MM-DD' of a UTC midnight, or undefined outside the years 0000-9999. */
function isoDay(time: number): string | undefined {
  const value = new Date(time);
  const year = value.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) return undefined;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

function partsAt(time: number): HijriParts {
  const parts = numeric().formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number.parseInt(parts.find((item) => item.type === type)?.value ?? '', 10);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The Umm al-Qura date of a 'YYYY-MM-DD' day: hijriOf('2026-03-20') is 1 Shawwal 1447. Undefined for text that is not a real date. */
export function hijriOf(date: string): HijriParts | undefined {
  const time = dayStart(date);
  return time === undefined ? undefined : partsAt(time);
}

/**
 * A day's Umm al-Qura date to show beside the Gregorian one, as Intl names it:
 * formatHijri('2026-03-20', 'en') === '1 Shawwal 1447 AH' (day first; Intl's own English puts the
 * month first), formatHijri('2026-03-20', 'ar') === '١ شوال ١٤٤٧ هـ' (Intl's ar-SA, Arabic-Indic
 * digits). An empty string for text that is not a real date.
 */
export function formatHijri(date: string, locale: 'en' | 'ar'): string {
  const time = dayStart(date);
  if (time === undefined) return '';
  if (locale === 'ar') return arabic().format(time);
  const parts = english().formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('era') || 'AH'}`;
}

/**
 * The Gregorian 'YYYY-MM-DD' whose Umm al-Qura date is the given one, or undefined when that Hijri
 * date does not exist (day 30 of a 29-day month, month 13, ...) or falls outside the years 0000-9999.
 * Intl converts only from Gregorian, so this estimates the day from the mean year and month, reads
 * the Hijri date there and moves by the difference; the estimate is within a couple of days, so it
 * takes two or three conversions.
 */
export function gregorianOfHijri(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > 30) return undefined;
  if (year < HIJRI_YEAR_RANGE[0] || year > HIJRI_YEAR_RANGE[1]) return undefined;
  let time = HIJRI_EPOCH_MS + Math.round((year - 1) * MEAN_YEAR_DAYS + (month - 1) * MEAN_MONTH_DAYS + (day - 1)) * DAY_MS;
  for (let step = 0; step < 6; step++) {
    const found = partsAt(time);
    const months = (year - found.year) * 12 + (month - found.month);
    if (months === 0) {
      if (found.day === day) return isoDay(time);
      // In the right month the difference in days is exact: if it lands elsewhere, the month has no such day.
      const candidate = time + (day - found.day) * DAY_MS;
      const check = partsAt(candidate);
      return check.year === year && check.month === month && check.day === day ? isoDay(candidate) : undefined;
    }
    time += (Math.round(months * MEAN_MONTH_DAYS) + (day - found.day)) * DAY_MS;
  }
  return undefined;
}

/** The number of days (29 or 30) of an Umm al-Qura month. A RangeError for a month that is not 1-12 of a convertible year. */
export function hijriMonthLength(year: number, month: number): number {
  if (gregorianOfHijri(year, month, 1) === undefined) throw new RangeError(`No Hijri month ${month} of ${year}`);
  return gregorianOfHijri(year, month, 30) === undefined ? 29 : 30;
}
