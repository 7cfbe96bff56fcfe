import { useGetCentersQuery, useGetClinicsQuery, useGetPharmaciesQuery } from '@mk/api';
import type { Locale, OwnedFacility } from '@mk/contracts';
import { localizedName } from '@mk/i18n';
import type { FieldOption } from '@mk/ui';

/** As many facilities as one list call gives (the server caps a page at 100): the selects search among them. */
const ALL = { page: 1, limit: 100 };

const option = (sys_id: string, name: string, nameAr: string | null | undefined, locale: Locale): FieldOption => ({
  value: sys_id,
  label: localizedName(locale, name, nameAr ?? undefined),
});

/** The options plus the facilities the user already has, so an assignment always shows by name. */
function withOwned(options: FieldOption[], owned: OwnedFacility[], locale: Locale): FieldOption[] {
  const known = new Set(options.map((each) => each.value));
  return [...options, ...owned.filter((facility) => !known.has(facility.sys_id)).map((facility) => option(facility.sys_id, facility.name, facility.name_ar, locale))];
}

export interface FacilityOptions {
  clinic_ids: FieldOption[];
  pharmacy_ids: FieldOption[];
  center_ids: FieldOption[];
}

/** The clinics, pharmacies and centers ADMIN can put a PIC in charge of, named in the reader's language. */
export function useFacilityOptions(locale: Locale, owned: { clinics: OwnedFacility[]; pharmacies: OwnedFacility[]; centers: OwnedFacility[] }): FacilityOptions {
  const clinics = useGetClinicsQuery(ALL).data?.rows ?? [];
  const pharmacies = useGetPharmaciesQuery(ALL).data?.rows ?? [];
  const centers = useGetCentersQuery(ALL).data?.rows ?? [];
  return {
    clinic_ids: withOwned(clinics.map((c) => option(c.sys_id, c.registered_clinic_name, c.registered_clinic_name_arabic, locale)), owned.clinics, locale),
    pharmacy_ids: withOwned(pharmacies.map((p) => option(p.sys_id, p.name, p.name_ar, locale)), owned.pharmacies, locale),
    center_ids: withOwned(centers.map((c) => option(c.sys_id, c.center_name, c.center_name_arabic, locale)), owned.centers, locale),
  };
}
