import { RIYADH_TIME_ZONE } from '@mk/i18n';

/** The years the server accepts (`calendar.year_invalid` outside them). */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

/** The Gregorian year it is in Riyadh now (the marketplace's calendar); Intl alone, no date library in the page. */
export const currentYear = (now: Date = new Date()): number =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: RIYADH_TIME_ZONE, year: 'numeric', calendar: 'gregory', numberingSystem: 'latn' }).format(now));

/** The `year` of the URL when it is one the server accepts, else undefined. */
export function yearFromText(text: string | null): number | undefined {
  if (!text || !/^\d{4}$/.test(text)) return undefined;
  const year = Number(text);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : undefined;
}

/** The list's range: the whole Gregorian year, both ends included. */
export const yearRange = (year: number) => ({ from: `${year}-01-01`, until: `${year}-12-31` });
