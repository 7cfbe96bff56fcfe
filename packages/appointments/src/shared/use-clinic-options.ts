import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { PAGE_LIMITS } from '@mk/contracts';
import { useGetClinicsPageQuery } from '@mk/api';
import { apiErrorText, localizedName } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { useLocale } from './appointment-text';

export interface ClinicOption {
  value: string;
  label: string;
  /** The English name: the patient record's clinicName. */
  englishName: string;
}

export interface ClinicOptions {
  options: ClinicOption[];
  loading: boolean;
  error: string | null;
}

/**
 * The clinics the monitor and the wizard offer, first one the default (spec 2 section 2): a PIC's
 * own clinics from the session; for ADMIN, the clinics list.
 */
export function useClinicOptions(): ClinicOptions {
  const intl = useIntl();
  const locale = useLocale();
  const user = useSelector(selectUser);
  const admin = user?.role === 'ADMIN';
  const list = useGetClinicsPageQuery({ page: 1, limit: PAGE_LIMITS.clinicDropdown }, { skip: !admin });

  if (!admin) {
    return {
      options: (user?.clinics ?? []).map((clinic) => ({
        value: clinic.sys_id,
        label: localizedName(locale, clinic.name, clinic.name_ar),
        englishName: clinic.name,
      })),
      loading: false,
      error: null,
    };
  }
  return {
    options: (list.data?.data ?? []).map((clinic) => ({
      value: clinic.sys_id,
      label: localizedName(locale, clinic.registered_clinic_name, clinic.registered_clinic_name_arabic),
      englishName: clinic.registered_clinic_name,
    })),
    loading: list.isLoading,
    error: list.error ? apiErrorText(intl, list.error) : null,
  };
}
