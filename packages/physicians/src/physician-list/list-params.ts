import { SPECIALIZATIONS, type PhysicianListQuery, type Specialization } from '@mk/contracts';
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

/** The `doctor-read/v2` query: page, limit and the filters, empty ones left out (spec 1 section 7); only ADMIN filters by clinic. */
export function physicianListQuery(filters: PhysicianFilters, page: number, admin: boolean): PhysicianListQuery {
  return { ...(physicianListUrl.query(filters, page) as PhysicianListQuery), clinic: admin ? filters.clinic?.value : undefined };
}
