import type { ApiErrorCode } from '@mk/contracts';
import { hasControlCharacter, isCalendarDate } from '@mk/validators';
import { apiError, BadRequestError } from './errors';

/** A trimmed text query parameter, undefined when absent or empty; a repeated parameter is refused. */
export function queryText(query: unknown, key: string, maxLength = 100): string | undefined {
  const raw = ((query ?? {}) as Record<string, unknown>)[key];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new BadRequestError(apiError('query.repeated', { key }));
  if (hasControlCharacter(raw)) throw new BadRequestError(apiError('request.invalid_characters', { key }));
  const value = raw.trim();
  if (value.length > maxLength) throw new BadRequestError(apiError('query.too_long', { key, max: maxLength }));
  return value === '' ? undefined : value;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself; the result goes inside `%...%`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One of `allowed`, or undefined when absent; anything else is a 400 (`Unknown city PARIS`), not an empty list. */
export function queryOneOf<T extends string>(query: unknown, key: string, allowed: readonly T[]): T | undefined {
  const value = queryText(query, key);
  if (value !== undefined && !(allowed as readonly string[]).includes(value)) throw new BadRequestError(apiError('query.unknown_value', { key, value }));
  return value as T | undefined;
}

/** `tags=3,7`: the tag ids of an any-of filter, without repeats. */
export function queryTagIds(query: unknown): number[] | undefined {
  const value = queryText(query, 'tags', 1000);
  if (value === undefined) return undefined;
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) throw new BadRequestError(apiError('query.tag_ids_invalid'));
  return [...new Set(parts.map(Number))];
}

/** The years a day of ours can fall in: a booking or a monitor day in year 9999 is a probe, and its next day is no PostgreSQL timestamp. */
export const DAY_YEARS = { first: 1900, last: 2199 } as const;

/** True for a 'YYYY-MM-DD' whose year is within DAY_YEARS. */
export function isDayInRange(day: string): boolean {
  const year = Number(/^(\d{4})-\d{2}-\d{2}/.exec(day)?.[1]);
  return year >= DAY_YEARS.first && year <= DAY_YEARS.last;
}

/** A YYYY-MM-DD query parameter, or undefined; a day the calendar has not (or of no year of ours) is a 400 `code`. */
export function queryDay(query: unknown, key: string, code: ApiErrorCode = 'query.day_invalid'): string | undefined {
  const value = queryText(query, key, 10);
  if (value !== undefined && !(isCalendarDate(value) && isDayInRange(value))) throw new BadRequestError(apiError(code, { key }));
  return value;
}
