import { Select } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { centersApi, pharmaciesApi, useGetCentersQuery } from '@mk/api';
import type { FacilityCategory } from '@mk/contracts';
import { AutocompleteSelect, FieldItem, useFormKit, useInputA11y, type AutocompleteOption } from '@mk/ui';
import { useOwnFacilities } from '../list/facility-choice';
import { useClinicSearch } from '../clinic-search';
import { localizedName, useLocale } from '../package-text';
import type { PackageFormValues } from './package-form.values';

/** Centers of the type a LAB or RADIOLOGY package names (a PIC's server answers only their own). */
function useCentersOfType(type: string, skip: boolean): { options: AutocompleteOption[]; loading: boolean } {
  const locale = useLocale();
  const centers = useGetCentersQuery({ paginated: false }, { skip });
  const options = useMemo(
    () =>
      (centers.data?.rows ?? [])
        .filter((center) => center.center_type === type)
        .map((center) => ({ value: center.sys_id, label: localizedName(locale, center.center_name, center.center_name_arabic) })),
    [centers.data, type, locale],
  );
  return { options, loading: centers.isFetching };
}

/** ADMIN's search among all facilities of a center type: clinics by name, centers and pharmacies by a part of the name. */
function useFacilitySearch(type: FacilityCategory): (text: string) => Promise<AutocompleteOption[]> {
  const locale = useLocale();
  const searchClinics = useClinicSearch();
  const [readCenters] = centersApi.endpoints.getCenters.useLazyQuery();
  const [readPharmacies] = pharmaciesApi.endpoints.getPharmacies.useLazyQuery();
  return useCallback(
    async (text: string) => {
      if (type === 'CLINIC') return searchClinics(text);
      const needle = text.trim().toLowerCase();
      const matches = (option: AutocompleteOption) => option.label.toLowerCase().includes(needle);
      if (type === 'PHARMACY') {
        const page = await readPharmacies({ page: 1, limit: 100 }, true).unwrap();
        return page.rows.map((pharmacy) => ({ value: pharmacy.sys_id, label: localizedName(locale, pharmacy.name, pharmacy.name_ar) })).filter(matches);
      }
      const page = await readCenters({ paginated: false, name: text.trim() || undefined }, true).unwrap();
      return page.rows
        .filter((center) => center.center_type === type)
        .map((center) => ({ value: center.sys_id, label: localizedName(locale, center.center_name, center.center_name_arabic) }));
    },
    [type, searchClinics, readCenters, readPharmacies, locale],
  );
}

/** ADMIN: a searchable autocomplete over every facility of the package's center type. */
function AdminOwnerSelect({ label }: { label: string }) {
  const { formik } = useFormKit<PackageFormValues>();
  const type = formik.values.center_type as FacilityCategory;
  const search = useFacilitySearch(type);
  const a11y = useInputA11y('clinic_id', true);
  const [chosen, setChosen] = useState<AutocompleteOption | null>(null);
  const value = formik.values.clinic_id && chosen?.value === formik.values.clinic_id ? chosen : null;
  // A facility of another type cannot offer this package: another center type empties the choice.
  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    setChosen(null);
    void formik.setFieldValue('clinic_id', '');
  }, [type, formik]);
  return (
    <FieldItem name="clinic_id" label={label} required>
      <AutocompleteSelect
        key={type}
        id={a11y.id}
        placeholder=""
        value={value}
        onChange={(option) => {
          setChosen(option);
          void formik.setFieldValue('clinic_id', option?.value ?? '');
          void formik.setFieldTouched('clinic_id', true, false);
        }}
        search={search}
        style={{ width: '100%' }}
      />
    </FieldItem>
  );
}

/** A PIC: a dropdown of their own facilities of the package's center type, the first preselected. */
function OwnOwnerSelect({ label }: { label: string }) {
  const locale = useLocale();
  const { formik } = useFormKit<PackageFormValues>();
  const type = formik.values.center_type;
  const own = useOwnFacilities();
  const centers = useCentersOfType(type, type !== 'LAB' && type !== 'RADIOLOGY');
  const options = useMemo(() => {
    if (type === 'LAB' || type === 'RADIOLOGY') return centers.options;
    const kind = type === 'PHARMACY' ? 'PHARMACY' : 'CLINIC';
    return own.filter((facility) => facility.kind === kind).map((facility) => ({ value: facility.sys_id, label: localizedName(locale, facility.name, facility.name_ar) }));
  }, [type, centers.options, own, locale]);
  const current = formik.values.clinic_id;
  const first = options[0]?.value ?? '';
  // The owner must be one of this type's: the first one until the user picks another.
  useEffect(() => {
    if (!options.some((option) => option.value === current) && current !== first) void formik.setFieldValue('clinic_id', first);
  }, [options, current, first, formik]);
  return (
    <FieldItem name="clinic_id" label={label} required>
      <Select<string>
        {...useInputA11y('clinic_id', true)}
        value={current || undefined}
        options={options}
        loading={centers.loading}
        virtual={false}
        onChange={(next) => void formik.setFieldValue('clinic_id', next ?? '')}
        onBlur={() => void formik.setFieldTouched('clinic_id', true)}
      />
    </FieldItem>
  );
}

/** The package's owner: the facility of its center type that offers it (spec 3 section 2). */
export function OwnerField({ admin, label }: { admin: boolean; label: string }) {
  return admin ? <AdminOwnerSelect label={label} /> : <OwnOwnerSelect label={label} />;
}
