import { useSelector } from 'react-redux';
import { useGetPharmaciesQuery } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { useLocale } from './order-text';

export interface PharmacyOption {
  value: string;
  label: string;
}

export interface PharmacyOptions {
  options: PharmacyOption[];
  loading: boolean;
  error: unknown;
}

/** ADMIN chooses among every pharmacy: the first page of this many is enough for a select. */
const ADMIN_PHARMACY_LIMIT = 100;

/**
 * The pharmacies whose live orders the user may see: a pharmacy user's own (kept in the session at
 * login, the first one being the default, spec 2 section 6), or for ADMIN, whom the server lets
 * read any pharmacy's, the pharmacies list.
 */
export function usePharmacyOptions(): PharmacyOptions {
  const user = useSelector(selectUser);
  const locale = useLocale();
  const admin = user?.role === 'ADMIN';
  const all = useGetPharmaciesQuery({ page: 1, limit: ADMIN_PHARMACY_LIMIT }, { skip: !admin });
  const source = admin ? (all.data?.rows ?? []) : (user?.pharmacies ?? []);
  return {
    options: source.map((pharmacy) => ({ value: pharmacy.sys_id, label: localizedName(locale, pharmacy.name, pharmacy.name_ar) })),
    loading: admin && all.isLoading,
    error: admin ? all.error : undefined,
  };
}
