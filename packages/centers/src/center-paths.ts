import type { Center } from '@mk/contracts';
import type { EntityArea } from '@mk/ui';
import { centerName } from './center-text';

/** The Centers routes (spec 3 section 2), for links and navigation inside the area. */
export const centerPaths = {
  list: () => '/centers',
  profile: (id: string) => `/centers/profile/${encodeURIComponent(id)}`,
  register: () => '/centers/register',
  update: (id: string) => `/centers/update/${encodeURIComponent(id)}`,
  hours: (id: string) => `/centers/center-operating-hours/${encodeURIComponent(id)}`,
} as const;

/** What the center pages share: the list crumb, a center's name and its profile. */
export const centerArea: EntityArea<Center> = {
  list: { messageId: 'centers.list.title', to: centerPaths.list() },
  name: centerName,
  profile: centerPaths.profile,
};
