import { LIST_PAGE_SIZE, SPECIALIZATIONS, type PhysicianListQuery, type Specialization } from '@mk/contracts';

export const CONSULTATION_TYPES = ['online', 'walkin', 'homecare'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** The filter box's values; `clinic` is a clinic id with its name, so a restored box can show it. */
export interface PhysicianFilters {
  name: string;
  specialization?: Specialization;
  consultationType?: ConsultationType;
  clinic?: { value: string; label: string };
  /** Tag ids. */
  tags: string[];
}

export const NO_FILTERS: PhysicianFilters = { name: '', tags: [] };

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Filters and page as the URL carries them (`?name=sara&tags=3,7&consultationType=online&page=2`), so a
 * filtered page can be bookmarked, shared and restored with Back. A hand-edited value that is not
 * a specialization, consultation type or tag id is ignored rather than sent.
 */
export function readListParams(params: URLSearchParams): { filters: PhysicianFilters; page: number } {
  const page = Number(params.get('page'));
  const clinic = params.get('clinic')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters: {
      name: params.get('name')?.trim() ?? '',
      specialization: oneOf(params.get('specialization'), SPECIALIZATIONS),
      consultationType: oneOf(params.get('consultationType'), CONSULTATION_TYPES),
      clinic: clinic ? { value: clinic, label: params.get('clinicName')?.trim() || clinic } : undefined,
      tags: (params.get('tags') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^\d+$/.test(id)),
    },
  };
}

/** The URL search params of a list state; empty filters and page 1 are left out. */
export function listParams(filters: PhysicianFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.name.trim()) params.set('name', filters.name.trim());
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.specialization) params.set('specialization', filters.specialization);
  if (filters.consultationType) params.set('consultationType', filters.consultationType);
  if (filters.clinic) {
    params.set('clinic', filters.clinic.value);
    params.set('clinicName', filters.clinic.label);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasFilters(filters: PhysicianFilters): boolean {
  return listParams(filters, 1).toString() !== '';
}

/** The `doctor-read/v2` query: undefined values are dropped (spec 1 section 7); only ADMIN filters by clinic. */
export function physicianListQuery(filters: PhysicianFilters, page: number, admin: boolean): PhysicianListQuery {
  return {
    page,
    limit: LIST_PAGE_SIZE,
    name: filters.name.trim() || undefined,
    specialization: filters.specialization,
    consultationType: filters.consultationType,
    clinic: admin ? filters.clinic?.value : undefined,
    tags: filters.tags.length > 0 ? filters.tags.join(',') : undefined,
  };
}
