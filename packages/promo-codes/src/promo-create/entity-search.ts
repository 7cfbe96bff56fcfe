import { useCallback } from 'react';
import { PAGE_LIMITS, type Locale } from '@mk/contracts';
import { type PromoEntityType } from '../contract';
import { clinicsApi, packagesApi, physiciansApi } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { useAppDispatch } from '@mk/session';
import type { AutocompleteOption } from '@mk/ui';

/** The entity types chosen by name; EMERGENCY has one fixed entity. */
export type SearchedEntityType = Exclude<PromoEntityType, 'EMERGENCY'>;

export const isSearchedType = (type: string): type is SearchedEntityType => type === 'CLINIC' || type === 'PHYSICIAN' || type === 'PACKAGE';

// A search asks once and keeps nothing: the next keystroke asks again.
const once = { subscribe: false, forceRefetch: true } as const;

/**
 * The name search of one entity type, as AutocompleteSelect calls it (after its 500 ms debounce):
 * clinics and physicians by their list's name filter, packages by title 50 at a time (spec 3
 * section 9). A failed search or an empty payload gives no options (spec 3 section 8).
 */
export function useEntitySearch(type: SearchedEntityType, locale: Locale): (text: string) => Promise<AutocompleteOption[]> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (text: string) => {
      try {
        if (type === 'CLINIC') {
          const page = await dispatch(clinicsApi.endpoints.getClinics.initiate({ page: 1, limit: PAGE_LIMITS.packagePromoSearch, name: text }, once)).unwrap();
          return (page?.rows ?? []).map((clinic) => ({
            value: clinic.sys_id,
            label: localizedName(locale, clinic.registered_clinic_name, clinic.registered_clinic_name_arabic),
          }));
        }
        if (type === 'PHYSICIAN') {
          const page = await dispatch(physiciansApi.endpoints.getPhysicians.initiate({ page: 1, limit: PAGE_LIMITS.physicianMax, name: text }, once)).unwrap();
          return (page?.rows ?? []).map((physician) => ({ value: physician.sys_id, label: localizedName(locale, physician.name, physician.arabic_name) }));
        }
        const page = await dispatch(packagesApi.endpoints.searchPackages.initiate({ page: 1, limit: PAGE_LIMITS.packagePromoSearch, title: text }, once)).unwrap();
        return (page?.rows ?? []).map((item) => ({ value: item.sys_id, label: localizedName(locale, item.title, item.title_ar) }));
      } catch {
        return [];
      }
    },
    [dispatch, type, locale],
  );
}
