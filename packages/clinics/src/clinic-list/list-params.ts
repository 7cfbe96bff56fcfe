import { CITIES, SPECIALIZATIONS, type City, type ClinicListQuery, type Specialization } from '@mk/contracts';
import { choiceField, idListField, listUrl, textField } from '@mk/ui';

/** The ADMIN filter box's values; tags are tag ids. */
export interface ClinicFilters {
  name: string;
  city?: City;
  specialization?: Specialization;
  tags: string[];
}

/** `?name=noor&city=JEDDAH&specialization=DENTISTRY&tags=3,7&page=2`, in that order. */
export const clinicListUrl = listUrl<ClinicFilters>({
  name: textField('name'),
  city: choiceField('city', CITIES),
  specialization: choiceField('specialization', SPECIALIZATIONS),
  tags: idListField('tags'),
});

/** The ADMIN list's query: page, limit and the filters; empty ones are left out (spec 1 section 7). */
export const adminListQuery = (filters: ClinicFilters, page: number) => clinicListUrl.query(filters, page) as ClinicListQuery;
