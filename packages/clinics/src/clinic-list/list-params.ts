import { CITIES, SPECIALIZATIONS, type City, type ClinicListQuery, type FacilityStatus, type Specialization } from '@mk/contracts';
import { facilityStatusUrlField } from '@mk/module-kit';
import { choiceField, idListField, listUrl, textField } from '@mk/ui';

/** The ADMIN filter box's values; tags are tag ids. */
export interface ClinicFilters {
  name: string;
  city?: City;
  specialization?: Specialization;
  tags: string[];
  /** The approval status (issue 25): `?status=pending` is Home's link to the clinics waiting. */
  status?: FacilityStatus;
}

/** `?name=noor&city=JEDDAH&specialization=DENTISTRY&tags=3,7&status=pending&page=2`, in that order. */
export const clinicListUrl = listUrl<ClinicFilters>({
  name: textField('name'),
  city: choiceField('city', CITIES),
  specialization: choiceField('specialization', SPECIALIZATIONS),
  tags: idListField('tags'),
  status: facilityStatusUrlField(),
});

/** The ADMIN list's query: page, limit and the filters; empty ones are left out (spec 1 section 7). */
export const adminListQuery = (filters: ClinicFilters, page: number) => clinicListUrl.query(filters, page) as ClinicListQuery;
