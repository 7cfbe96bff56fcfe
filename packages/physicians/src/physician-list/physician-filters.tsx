import { Input, Select } from 'antd';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SPECIALIZATIONS, type Specialization } from '@mk/contracts';
import { clinicsApi } from '@mk/api';
import { TagFilterSelect } from '@mk/tag-widgets';
import { AutocompleteSelect, type AutocompleteOption, type FilterField } from '@mk/ui';
import { specializationLabel, useLocale } from '../physician-text';
import { CONSULTATION_TYPES, type ConsultationType, type PhysicianFilters } from './list-params';

/** Clinic search for the ADMIN filter (GET clinic-read/clinics?name=). */
function useClinicSearch(): (text: string) => Promise<AutocompleteOption[]> {
  const locale = useLocale();
  const [trigger] = clinicsApi.endpoints.getClinics.useLazyQuery();
  return useCallback(
    async (text: string) => {
      const page = await trigger({ name: text.trim() || undefined, page: 1, limit: 10 }, true).unwrap();
      return page.rows.map((clinic) => ({
        value: clinic.sys_id,
        label: locale === 'en' ? clinic.registered_clinic_name : clinic.registered_clinic_name_arabic || clinic.registered_clinic_name,
      }));
    },
    [trigger, locale],
  );
}

/** The physician filters (spec 1 section 2): name, tags, specialization, consultation type and, for ADMIN, a clinic. */
export function usePhysicianFilterFields(admin: boolean): FilterField<PhysicianFilters>[] {
  const intl = useIntl();
  const locale = useLocale();
  const searchClinics = useClinicSearch();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id: `physicians.list.${id}` });
    const clinic: FilterField<PhysicianFilters> = {
      name: 'clinic',
      label: t('filters.clinic'),
      input: ({ id, value, onChange }) => (
        <AutocompleteSelect
          id={id}
          // antd's placeholder grey fails the contrast check (axe): the label says what to type.
          placeholder=""
          value={value ?? null}
          onChange={(chosen) => onChange(chosen ?? undefined)}
          search={searchClinics}
          style={{ width: '100%' }}
        />
      ),
    };
    return [
      { name: 'name', label: t('filters.name'), input: ({ id, value, onChange }) => <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} /> },
      { name: 'tags', label: t('filters.tags'), input: (props) => <TagFilterSelect {...props} /> },
      ...(admin ? [clinic] : []),
      {
        name: 'specialization',
        label: t('filters.specialization'),
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
      {
        name: 'consultationType',
        label: t('filters.consultationType'),
        input: ({ id, value, onChange }) => (
          <Select<ConsultationType>
            id={id}
            allowClear
            value={value}
            onChange={(chosen) => onChange(chosen ?? undefined)}
            options={CONSULTATION_TYPES.map((type) => ({ value: type, label: t(`consultationTypes.${type}`) }))}
            virtual={false}
          />
        ),
      },
    ];
  }, [admin, intl, locale, searchClinics]);
}
