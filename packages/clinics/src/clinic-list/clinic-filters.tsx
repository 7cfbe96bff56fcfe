import { Input, Select } from 'antd';
import type { IntlShape } from 'react-intl';
import { CITIES, SPECIALIZATIONS, type City, type Locale, type Specialization } from '@mk/contracts';
import { TagFilterSelect } from '@mk/tag-widgets';
import type { FilterField } from '@mk/ui';
import { cityLabel, specializationLabel } from '../clinic-text';
import type { ClinicFilters } from './list-params';

/** ADMIN's filters (spec 1 section 2): name, tags (500 ms search), city, specialization. */
export function clinicFilterFields(intl: IntlShape, locale: Locale): FilterField<ClinicFilters>[] {
  const t = (id: string) => intl.formatMessage({ id: `clinics.list.filters.${id}` });
  return [
    { name: 'name', label: t('name'), input: ({ id, value, onChange }) => <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} /> },
    { name: 'tags', label: t('tags'), input: (props) => <TagFilterSelect {...props} /> },
    {
      name: 'city',
      label: t('city'),
      input: ({ id, value, onChange }) => (
        <Select<City>
          id={id}
          allowClear
          value={value}
          onChange={(chosen) => onChange(chosen ?? undefined)}
          options={CITIES.map((city) => ({ value: city, label: cityLabel(city, locale) }))}
          virtual={false}
        />
      ),
    },
    {
      name: 'specialization',
      label: t('specialization'),
      input: ({ id, value, onChange }) => (
        <Select<Specialization>
          id={id}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={value}
          onChange={(chosen) => onChange(chosen ?? undefined)}
          options={SPECIALIZATIONS.map((specialization) => ({ value: specialization, label: specializationLabel(specialization, locale) }))}
          virtual={false}
        />
      ),
    },
  ];
}
