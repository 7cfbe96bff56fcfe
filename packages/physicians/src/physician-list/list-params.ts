import { LIST_PAGE_SIZE, SPECIALIZATIONS, type PhysicianListQuery, type Specialization } from '@mk/contracts';
import { choiceField, idListField, listUrl, optionField, textField } from '@mk/ui';

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

/** `?name=sara&tags=3,7&specialization=DENTISTRY&consultationType=online&clinic=c1&clinicName=Noor&page=2`, in that order. */
export const physicianListUrl = listUrl<PhysicianFilters>({
  name: textField('name'),
  tags: idListField('tags'),
  specialization: choiceField('specialization', SPECIALIZATIONS),
  consultationType: choiceField('consultationType', CONSULTATION_TYPES),
  clinic: optionField('clinic', 'clinicName'),
});

export const readListParams = physicianListUrl.read;
export const listParams = physicianListUrl.write;

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
