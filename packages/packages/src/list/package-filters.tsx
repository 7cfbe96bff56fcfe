import { Flex, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetCentersQuery } from '@mk/api';
import { tagFilterInput } from '@mk/tag-widgets';
import { AutocompleteSelect, DateRangePicker, dateRangeProblem, textInput, type AutocompleteOption, type DateRange, type FilterField, type FilterInputProps } from '@mk/ui';
import { useClinicSearch } from '../clinic-search';
import { localizedName, useLocale } from '../package-text';
import type { OwnerFilter, PackageFilters } from './list-params';

/** The optional offer dates; an empty range is no filter at all (so Search and Clear stay idle), a half-typed one is kept (and blocks Search). */
function DatesInput({ id, value, onChange }: FilterInputProps<DateRange | undefined>) {
  return (
    <div id={id}>
      <DateRangePicker value={value ?? {}} onChange={(range) => onChange(range.from || range.until || range.problem ? range : undefined)} />
    </div>
  );
}

/**
 * One clinic (searched by name) or one center: choosing one empties the other. Each select has its
 * own visible label, and a line says which of the two applies (they were two bare empty boxes).
 */
function OwnerInput({ id, value, onChange, searchClinics }: FilterInputProps<OwnerFilter | undefined> & { searchClinics: (text: string) => Promise<AutocompleteOption[]> }) {
  const intl = useIntl();
  const locale = useLocale();
  const centers = useGetCentersQuery({ paginated: false });
  const centerOptions = useMemo(
    () => (centers.data?.rows ?? []).map((center) => ({ value: center.sys_id, label: localizedName(locale, center.center_name, center.center_name_arabic) })),
    [centers.data, locale],
  );
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `packages.list.filters.${key}` }, values);
  const small = { display: 'block', fontSize: 12 } as const;
  return (
    <>
      <Flex gap={8} wrap>
        <div style={{ flex: 1, minWidth: 160 }}>
          <label htmlFor={id} style={small}>
            {t('clinic')}
          </label>
          <AutocompleteSelect
            id={id}
            aria-label={t('clinic')}
            // antd's placeholder grey fails the contrast check (axe): the labels say what to pick.
            placeholder=""
            value={value?.kind === 'clinic' ? value : null}
            onChange={(chosen) => onChange(chosen ? { kind: 'clinic', ...chosen } : value?.kind === 'clinic' ? undefined : value)}
            search={searchClinics}
            style={{ width: '100%' }}
          />
        </div>
        <div style={{ flex: 1, minWidth: 160 }}>
          <label htmlFor={`${id}-center`} style={small}>
            {t('center')}
          </label>
          <Select<string>
            id={`${id}-center`}
            aria-label={t('center')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={centers.isFetching}
            value={value?.kind === 'center' ? value.value : undefined}
            onChange={(chosen) => {
              const option = centerOptions.find((center) => center.value === chosen);
              onChange(option ? { kind: 'center', ...option } : value?.kind === 'center' ? undefined : value);
            }}
            options={centerOptions}
            virtual={false}
            style={{ width: '100%' }}
          />
        </div>
      </Flex>
      <Typography.Text type="secondary" role="status" style={small}>
        {value ? t(`ownerApplied.${value.kind}`, { name: value.label }) : t('ownerNone')}
      </Typography.Text>
    </>
  );
}

/** The package filters (spec 3 section 2): title, offer dates, tags and, for ADMIN, a clinic or a center. */
export function usePackageFilterFields(admin: boolean): FilterField<PackageFilters>[] {
  const searchClinics = useClinicSearch();
  return useMemo(() => {
    const owner: FilterField<PackageFilters> = { name: 'owner', input: (props) => <OwnerInput {...props} searchClinics={searchClinics} /> };
    return [
      { name: 'title', input: textInput },
      { name: 'dates', input: (props) => <DatesInput {...props} />, invalid: (range) => dateRangeProblem(range) !== undefined },
      { name: 'tags', input: tagFilterInput },
      ...(admin ? [owner] : []),
    ];
  }, [admin, searchClinics]);
}
