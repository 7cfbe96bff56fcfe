import type { Pharmacy } from '@mk/contracts';
import type { EntityArea } from '@mk/ui';
import { pharmacyName } from './pharmacy-text';

/** The Pharmacies routes (spec 2 section 2: `pharmacy`, not `pharmacies`). */
export const pharmacyPaths = {
  list: () => '/pharmacy',
  profile: (id: string) => `/pharmacy/profile/${encodeURIComponent(id)}`,
  register: () => '/pharmacy/register',
  update: (id: string) => `/pharmacy/update/${encodeURIComponent(id)}`,
} as const;

/** What the pharmacy pages share: the list crumb, a pharmacy's name and its profile. */
export const pharmacyArea: EntityArea<Pharmacy> = {
  list: { messageId: 'pharmacies.common.pharmacies', to: pharmacyPaths.list() },
  name: pharmacyName,
  profile: pharmacyPaths.profile,
};
