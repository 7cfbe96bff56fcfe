import { useCallback } from 'react';
import { clinicsApi } from '@mk/api';
import type { AutocompleteOption } from '@mk/ui';
import { localizedName, useLocale } from './package-text';

/**
 * Clinic search by name (GET clinic-read/clinics?name=) for ADMIN's list filter and the form's owner
 * field. Its own file, so the form's chunk does not carry the list's filters with it.
 */
export function useClinicSearch(): (text: string) => Promise<AutocompleteOption[]> {
  const locale = useLocale();
  const [trigger] = clinicsApi.endpoints.getClinics.useLazyQuery();
  return useCallback(
    async (text: string) => {
      const page = await trigger({ name: text.trim() || undefined, page: 1, limit: 10 }, true).unwrap();
      return page.rows.map((clinic) => ({ value: clinic.sys_id, label: localizedName(locale, clinic.registered_clinic_name, clinic.registered_clinic_name_arabic) }));
    },
    [trigger, locale],
  );
}
