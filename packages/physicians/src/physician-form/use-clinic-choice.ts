import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { PAGE_LIMITS } from '@mk/contracts';
import { useGetClinicsPageQuery } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { useLocale } from '../physician-text';
import type { FieldOption } from '@mk/ui';
import type { ClinicChoice } from './physician-form.sections';

/** Its value is never a clinic's id, so choosing nothing stays invalid. */
const NO_CLINIC = '__no_clinic__';

export interface CurrentClinic {
  sys_id: string;
  registered_clinic_name: string;
  registered_clinic_name_arabic: string;
}

/**
 * The clinics a physician can be put in (spec 1 sections 6 and 9): ADMIN chooses among all
 * clinics, loaded page 1 with limit 200; a PIC among their own, which the session holds. The
 * physician's current clinic stays in the list, named, even when it is not among those.
 */
export function useClinicChoice(current?: CurrentClinic): ClinicChoice {
  const intl = useIntl();
  const locale = useLocale();
  const user = useSelector(selectUser);
  const admin = user?.role === 'ADMIN';
  const page = useGetClinicsPageQuery({ page: 1, limit: PAGE_LIMITS.clinicDropdown }, { skip: !admin });

  const options: FieldOption[] = admin
    ? (page.data?.data ?? []).map((clinic) => ({
        value: clinic.sys_id,
        label: localizedName(locale, clinic.registered_clinic_name, clinic.registered_clinic_name_arabic),
      }))
    : (user?.clinics ?? []).map((clinic) => ({ value: clinic.sys_id, label: localizedName(locale, clinic.name, clinic.name_ar) }));
  if (current && !options.some((option) => option.value === current.sys_id)) {
    options.push({ value: current.sys_id, label: localizedName(locale, current.registered_clinic_name, current.registered_clinic_name_arabic) });
  }
  const loading = admin && page.isLoading;
  if (options.length === 0 && !loading) {
    options.push({ value: NO_CLINIC, label: intl.formatMessage({ id: 'physicians.form.noClinic' }), disabled: true });
  }
  return { options, loading };
}
