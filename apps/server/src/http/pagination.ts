import { apiError, BadRequestError } from './errors';

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

function positiveInt(raw: unknown, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new BadRequestError(apiError('query.not_positive', { key: name }));
  return value;
}

/** Reads `page` and `limit` from a query string; `limit` is capped so one call cannot dump a table. */
export function readPage(query: unknown, defaults: { limit: number; maxLimit?: number }): Page {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = positiveInt(q.page, 'page', 1);
  const limit = Math.min(positiveInt(q.limit, 'limit', defaults.limit), defaults.maxLimit ?? 500);
  return { page, limit, offset: (page - 1) * limit };
}
