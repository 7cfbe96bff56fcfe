import { Flex, Select } from 'antd';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { OwnedFacility } from '@mk/contracts';
import { localizedName, useLocale } from '@mk/i18n';
import { selectUser } from '@mk/session';

/** The URL parameter carrying the chosen pharmacy, so a reload or Back keeps it. */
export const PHARMACY_PARAM = 'pharmacy';

export interface PharmacyChoice {
  /** The chosen pharmacy's sys_id: the one in the URL when it is the user's, else their first (spec 2 section 6). */
  pharmacyId: string | undefined;
  /** The user's pharmacies, as the session holds them. */
  pharmacies: OwnedFacility[];
  /** Picks another pharmacy (its list starts again at page 1). */
  choose: (pharmacyId: string) => void;
}

/**
 * The pharmacy a pharmacy user's page works on (ER prescriptions, issued prescriptions, emergency
 * calls): their first pharmacy by default, another one chosen with `PharmacySelect`.
 */
export function usePharmacyChoice(): PharmacyChoice {
  const pharmacies = useSelector(selectUser)?.pharmacies ?? [];
  const [params, setParams] = useSearchParams();
  const asked = params.get(PHARMACY_PARAM);
  const pharmacyId = pharmacies.some((pharmacy) => pharmacy.sys_id === asked) ? asked! : pharmacies[0]?.sys_id;
  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    search.set(PHARMACY_PARAM, next);
    search.delete('page');
    setParams(search);
  };
  return { pharmacyId, pharmacies, choose };
}

/** The pharmacy select, labelled `labelId`; shown only when the user has more than one pharmacy. */
export function PharmacySelect({ choice, labelId, id = 'pharmacy-choice' }: { choice: PharmacyChoice; labelId: string; id?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  if (choice.pharmacies.length < 2) return null;
  return (
    <Flex align="center" gap={8}>
      <label htmlFor={id}>{intl.formatMessage({ id: labelId })}</label>
      <Select
        id={id}
        value={choice.pharmacyId}
        onChange={choice.choose}
        options={choice.pharmacies.map((pharmacy) => ({ value: pharmacy.sys_id, label: localizedName(locale, pharmacy.name, pharmacy.name_ar) }))}
        virtual={false}
        style={{ minWidth: 220 }}
      />
    </Flex>
  );
}
