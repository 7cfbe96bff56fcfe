import { CITIES, SPECIALIZATIONS, type Locale } from '@mk/contracts';
import { FacilityStatusFilterInput } from '@mk/module-kit';
import { tagFilterInput } from '@mk/tag-widgets';
import { choiceInput, textInput, type FilterField } from '@mk/ui';
import { cityLabel, specializationLabel } from '../clinic-text';
import type { ClinicFilters } from './list-params';

/** ADMIN's filters (spec 1 section 2): name, tags (500 ms search), city, specialization; and the approval status (issue 25). */
export function clinicFilterFields(locale: Locale): FilterField<ClinicFilters>[] {
  return [
    { name: 'name', input: textInput },
    { name: 'tags', input: tagFilterInput },
    { name: 'city', input: choiceInput(CITIES.map((city) => ({ value: city, label: cityLabel(city, locale) }))) },
    {
      name: 'specialization',
      input: choiceInput(
        SPECIALIZATIONS.map((specialization) => ({ value: specialization, label: specializationLabel(specialization, locale) })),
        { search: true },
      ),
    },
    { name: 'status', input: FacilityStatusFilterInput },
  ];
}
