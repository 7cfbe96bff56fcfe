import type { ListedPackage } from '@mk/contracts';
import type { EntityArea } from '@mk/ui';
import { packageTitle } from './package-text';

/** The Packages routes (spec 3 section 2), for links and navigation inside the area. */
export const packagePaths = {
  list: () => '/packages',
  details: (id: string) => `/packages/details/${encodeURIComponent(id)}`,
  create: () => '/packages/create',
  update: (id: string) => `/packages/update/${encodeURIComponent(id)}`,
  schedule: (id: string) => `/packages/update-package-schedule/${encodeURIComponent(id)}`,
} as const;

/** What the package pages share: the list crumb, a package's title and its details page. */
export const packageArea: EntityArea<ListedPackage> = {
  list: { messageId: 'packages.list.title', to: packagePaths.list() },
  name: packageTitle,
  profile: packagePaths.details,
};
