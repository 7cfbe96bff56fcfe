import { useSelector } from 'react-redux';
import { useGetClinicQuery } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { useLocale } from '../shared/appointment-text';
import { useClinicOptions, type ClinicOption, type ClinicOptions } from '../shared/use-clinic-options';

export interface MonitoredClinic extends ClinicOptions {
  /** The clinic whose day is shown: the URL's, when the user may see it, else the first. */
  clinic?: string;
  /** The URL named a clinic that is not shown (not one of a PIC's, or not found): say so. */
  unknownInUrl: boolean;
}

/**
 * Which clinic the monitor shows. ADMIN's select lists one page of clinics, so a clinic the URL names
 * beyond it is looked up and added; a clinic the user may not see falls back to the first one, with a
 * notice, instead of a select showing a raw id (issue 16).
 */
export function useMonitoredClinic(chosen: string | undefined): MonitoredClinic {
  const locale = useLocale();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const clinics = useClinicOptions();
  const listed = !chosen || clinics.options.some((option) => option.value === chosen);
  const lookup = useGetClinicQuery(chosen ?? '', { skip: listed || !admin || clinics.loading });

  const found: ClinicOption | undefined =
    !listed && lookup.data?.sys_id === chosen
      ? {
          value: lookup.data.sys_id,
          label: localizedName(locale, lookup.data.registered_clinic_name, lookup.data.registered_clinic_name_arabic),
          englishName: lookup.data.registered_clinic_name,
        }
      : undefined;
  const options = found ? [found, ...clinics.options] : clinics.options;
  const waiting = clinics.loading || (!listed && admin && lookup.isFetching);
  const clinic = listed || found ? (chosen ?? options[0]?.value) : waiting ? undefined : options[0]?.value;
  return { ...clinics, options, loading: clinics.loading || waiting, clinic, unknownInUrl: !listed && !found && !waiting };
}
