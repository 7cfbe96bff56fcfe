import { CITIES, LIST_PAGE_SIZE, SPECIALIZATIONS, type City, type ClinicListQuery, type Specialization } from '@mk/contracts';

/** The ADMIN filter box's values; tags are tag ids. */
export interface ClinicFilters {
  name: string;
  city?: City;
  specialization?: Specialization;
  tags: string[];
}

export const NO_FILTERS: ClinicFilters = { name: '', tags: [] };

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Filters and page as the URL carries them (`?name=noor&city=JEDDAH&tags=3,7&page=2`), so a
 * filtered page can be bookmarked, shared and restored with Back. A hand-edited value that is not
 * a city, a specialization or a tag id is ignored rather than sent.
 */
export function readListParams(params: URLSearchParams): { filters: ClinicFilters; page: number } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters: {
      name: params.get('name')?.trim() ?? '',
      city: oneOf(params.get('city'), CITIES),
      specialization: oneOf(params.get('specialization'), SPECIALIZATIONS),
      tags: (params.get('tags') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^\d+$/.test(id)),
    },
  };
}

/** The URL search params of a list state; empty filters and page 1 are left out. */
export function listParams(filters: ClinicFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.name.trim()) params.set('name', filters.name.trim());
  if (filters.city) params.set('city', filters.city);
  if (filters.specialization) params.set('specialization', filters.specialization);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasFilters(filters: ClinicFilters): boolean {
  return listParams(filters, 1).toString() !== '';
}

/** The ADMIN list's query: undefined values are dropped (spec 1 section 7). */
export function adminListQuery(filters: ClinicFilters, page: number): ClinicListQuery {
  return {
    page,
    limit: LIST_PAGE_SIZE,
    name: filters.name.trim() || undefined,
    city: filters.city,
    specialization: filters.specialization,
    tags: filters.tags.length > 0 ? filters.tags.join(',') : undefined,
  };
}
