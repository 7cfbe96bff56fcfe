import type { Physician } from '@mk/contracts';
import type { EntityArea } from '@mk/ui';
import { physicianName } from './physician-text';

/** The Physicians routes, for links and navigation inside the area. */
export const physicianPaths = {
  list: () => '/physicians',
  register: () => '/physicians/register',
  update: (id: string) => `/physicians/update/${encodeURIComponent(id)}`,
  profile: (id: string) => `/physicians/profile/${encodeURIComponent(id)}`,
  schedule: (id: string) => `/physicians/update-schedule/${encodeURIComponent(id)}`,
} as const;

/** What the physician pages share: the list crumb, a physician's name and profile. */
export const physicianArea: EntityArea<Physician> = {
  list: { messageId: 'physicians.list.title', to: physicianPaths.list() },
  name: physicianName,
  profile: physicianPaths.profile,
};
