import { birthDateToIsoTime, compactPhone, isSaudiMobile, normalizeSaudiMobile, parseFlexibleDate } from '@mk/validators';

/**
 * The one spelling a phone is stored and searched in: a Saudi mobile becomes '0' plus its last 9
 * digits ('+966 50 123 4567' -> '0501234567'); a landline or a 9200 number keeps its digits.
 */
export function normalizePatientPhone(phone: string): string {
  const compact = compactPhone(phone.trim());
  return isSaudiMobile(compact) ? normalizeSaudiMobile(compact) : compact;
}

/**
 * A date of birth as stored: an ISO time. The CSV days (mm/dd/yyyy, yyyy-mm-dd...) become the day
 * at 06:00 UTC as the upload sends them; an ISO time is kept; anything else is undefined.
 */
export function normalizeBirthDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const day = parseFlexibleDate(value);
  if (day) return birthDateToIsoTime(day);
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
