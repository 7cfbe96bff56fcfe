import { RIYADH_TIME_ZONE, type Label, type Locale } from '@mk/contracts';

/** What one cell of an exported file holds: text, a number, or nothing. */
export type Cell = string | number | null;

/** One column of an exported list: its header in both languages and how a row fills it in the reader's language. */
export interface ExportColumn<Row> {
  header: Label;
  value: (row: Row, locale: Locale) => Cell | undefined;
}

const RIYADH_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: RIYADH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment on the Riyadh clock as `yyyy-MM-dd HH:mm`: the order a spreadsheet sorts correctly and
 * reads the same in both languages (the file has no time zone of its own).
 */
export function riyadhDateTime(moment: string | Date | null | undefined): string {
  if (!moment) return '';
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(RIYADH_DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** An enumeration value's label in the reader's language; the value itself when the map has none. */
export function labelOf<T extends string>(labels: Partial<Record<T, Label>>, value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  return labels[value as T]?.[locale] ?? value;
}

/** Yes or No in the reader's language. */
export function yesNo(value: boolean | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '';
  return value ? (locale === 'ar' ? 'نعم' : 'Yes') : locale === 'ar' ? 'لا' : 'No';
}

/** The name in the reader's language, the other one when it is empty. */
export function nameIn(locale: Locale, english: string | null | undefined, arabic: string | null | undefined): string {
  return (locale === 'ar' ? arabic || english : english || arabic) ?? '';
}

/** Several values in one cell, with the reader's comma (Arabic writes '،'). */
export function listIn(locale: Locale, values: readonly string[]): string {
  return values.filter(Boolean).join(locale === 'ar' ? '، ' : ', ');
}
