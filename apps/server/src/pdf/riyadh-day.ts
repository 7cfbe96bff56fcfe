import { RIYADH_TIME_ZONE } from '@mk/contracts';

const RIYADH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: RIYADH_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The day a moment falls on in Riyadh, yyyy-MM-dd: what the reader of a printed prescription means by
 * its date (issue 26: a prescription issued at 01:59 in Riyadh is dated that day, not the UTC day before).
 */
export function riyadhDay(moment: string | Date | null | undefined): string {
  if (!moment) return '';
  const date = moment instanceof Date ? moment : new Date(moment);
  return Number.isNaN(date.getTime()) ? '' : RIYADH_DAY.format(date);
}
