import { Flex, Select } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { FacilityCategory, OwnedFacility } from '@mk/contracts';
import { selectUser } from '@mk/session';
import { centerTypeLabel, localizedName, useLocale } from '../package-text';

/** One of the signed-in user's facilities, with the kind of facility it is. */
export interface OwnFacility extends OwnedFacility {
  kind: Extract<FacilityCategory, 'CLINIC' | 'PHARMACY'> | 'CENTER';
}

/** The user's clinics, then centers, then pharmacies, as the session holds them. */
export function useOwnFacilities(): OwnFacility[] {
  const user = useSelector(selectUser);
  return [
    ...(user?.clinics ?? []).map((facility) => ({ ...facility, kind: 'CLINIC' as const })),
    ...(user?.centers ?? []).map((facility) => ({ ...facility, kind: 'CENTER' as const })),
    ...(user?.pharmacies ?? []).map((facility) => ({ ...facility, kind: 'PHARMACY' as const })),
  ];
}

export interface FacilityChoice {
  /** The facility whose packages a non-ADMIN user sees: the chosen one, else their first. */
  facilityId: string | undefined;
  facilities: OwnFacility[];
  choose: (facilityId: string) => void;
}

/**
 * A PIC sees the packages of one facility at a time (spec 3 section 1 says their first clinic; we let
 * them choose among all of theirs, docs/deviations.md). The choice outlives Clear.
 */
export function useFacilityChoiceState(): FacilityChoice {
  const facilities = useOwnFacilities();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const facilityId = facilities.some((facility) => facility.sys_id === chosen) ? chosen : facilities[0]?.sys_id;
  return { facilityId, facilities, choose: setChosen };
}

export const FacilityChoiceContext = createContext<FacilityChoice>({ facilityId: undefined, facilities: [], choose: () => undefined });
export const useFacilityChoice = () => useContext(FacilityChoiceContext);

/** The facility select above the table; shown only to a user with more than one facility. */
export function FacilitySelect({ choice, onChosen }: { choice: FacilityChoice; onChosen: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  if (choice.facilities.length < 2) return null;
  const kindLabel = (kind: OwnFacility['kind']) => (kind === 'CENTER' ? intl.formatMessage({ id: 'packages.list.facility.center' }) : centerTypeLabel(kind, locale));
  return (
    <Flex align="center" gap={8} style={{ marginBlockEnd: 12 }}>
      <label htmlFor="package-facility">{intl.formatMessage({ id: 'packages.list.facility.label' })}</label>
      <Select
        id="package-facility"
        value={choice.facilityId}
        onChange={(next: string) => {
          choice.choose(next);
          onChosen();
        }}
        options={choice.facilities.map((facility) => ({
          value: facility.sys_id,
          label: `${localizedName(locale, facility.name, facility.name_ar)} (${kindLabel(facility.kind)})`,
        }))}
        virtual={false}
        style={{ minWidth: 260 }}
      />
    </Flex>
  );
}
