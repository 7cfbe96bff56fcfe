import { apiError, BadRequestError } from './errors';

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** No list of ours has a million pages; a bigger page number is a probe, not a request (offsets stay exact). */
export const MAX_PAGE = 1_000_000;

/**
 * A positive whole number written in digits only: `1e308`, `0x10`, `1.0` and ` 5` are refused
 * (`Number()` would take them), and so is anything past `max` (99999999999999999999 is no page).
 */
function positiveInt(raw: unknown, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (Array.isArray(raw)) throw new BadRequestError(apiError('query.repeated', { key: name }));
  const text = String(raw);
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new BadRequestError(apiError('query.not_positive', { key: name }));
  if (text.length > 15 || Number(text) > max) throw new BadRequestError(apiError('query.too_large', { key: name, max }));
  return Number(text);
}

/** Reads `page` and `limit` from a query string; `limit` is capped so one call cannot dump a table. */
export function readPage(query: unknown, defaults: { limit: number; maxLimit?: number }): Page {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = positiveInt(q.page, 'page', 1, MAX_PAGE);
  // A limit past the cap is lowered to it (as before), but a number no list could mean is refused.
  const limit = Math.min(positiveInt(q.limit, 'limit', defaults.limit, MAX_PAGE), defaults.maxLimit ?? 500);
  return { page, limit, offset: (page - 1) * limit };
}
