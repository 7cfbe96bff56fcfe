import { ROLES, USER_STATUSES, type Role, type StaffUserListQuery, type UserStatus } from '@mk/contracts';
import { choiceField, listUrl, textField } from '@mk/ui';

/** The filter box's values. */
export interface UserFilters {
  search: string;
  role?: Role;
  status?: UserStatus;
}

/** `?search=sara&role=PIC&status=disabled&page=2`, in that order. */
export const userListUrl = listUrl<UserFilters>({
  search: textField('search'),
  role: choiceField('role', ROLES),
  status: choiceField('status', USER_STATUSES),
});

export const userListQuery = (filters: UserFilters, page: number) => userListUrl.query(filters, page) as StaffUserListQuery;
