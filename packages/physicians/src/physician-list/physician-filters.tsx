import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SPECIALIZATIONS } from '@mk/contracts';
import { clinicsApi } from '@mk/api';
import { tagFilterInput } from '@mk/tag-widgets';
import { AutocompleteSelect, choiceInput, textInput, type AutocompleteOption, type FilterField } from '@mk/ui';
import { specializationLabel, useLocale } from '../physician-text';
import { CONSULTATION_TYPES, type PhysicianFilters } from './list-params';

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
    const clinic: FilterField<PhysicianFilters> = {
      name: 'clinic',
      input: ({ id, value, onChange }) => (
        // antd's placeholder grey fails the contrast check (axe): the label says what to type.
        <AutocompleteSelect id={id} placeholder="" value={value ?? null} onChange={(chosen) => onChange(chosen ?? undefined)} search={searchClinics} style={{ width: '100%' }} />
      ),
    };
    const specializations = SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value, locale) }));
    const types = CONSULTATION_TYPES.map((value) => ({ value, label: intl.formatMessage({ id: `physicians.list.consultationTypes.${value}` }) }));
    return [
      { name: 'name', input: textInput },
      { name: 'tags', input: tagFilterInput },
      ...(admin ? [clinic] : []),
      { name: 'specialization', input: choiceInput(specializations, { search: true }) },
      { name: 'consultationType', input: choiceInput(types) },
    ];
  }, [admin, intl, locale, searchClinics]);
}
