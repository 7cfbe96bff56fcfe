import type { Clinic } from '@mk/contracts';
import type { EntityArea } from '@mk/ui';
import { clinicName } from './clinic-text';

/** The Clinics routes, for links and navigation inside the area. */
export const clinicPaths = {
  list: () => '/clinics',
  profile: (id: string) => `/clinics/profile/${encodeURIComponent(id)}`,
  register: () => '/clinics/register',
  update: (id: string) => `/clinics/update/${encodeURIComponent(id)}`,
} as const;

/** What the clinic pages share: the list crumb, a clinic's name and its profile. */
export const clinicArea: EntityArea<Clinic> = {
  list: { messageId: 'clinics.common.clinics', to: clinicPaths.list() },
  name: clinicName,
  profile: clinicPaths.profile,
};
