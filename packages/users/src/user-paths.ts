import type { StaffUser } from '@mk/contracts';
import type { EntityArea } from '@mk/ui';

export const userPaths = {
  list: () => '/users',
  register: () => '/users/register',
  update: (id: string) => `/users/update/${encodeURIComponent(id)}`,
} as const;

/**
 * What the user pages share. An account has no profile page: its row in the list says everything,
 * so the record's crumb and the end of an edit lead back to the list.
 */
export const userArea: EntityArea<StaffUser> = {
  list: { messageId: 'users.common.users', to: userPaths.list() },
  name: (user) => user.name,
  profile: () => userPaths.list(),
};
