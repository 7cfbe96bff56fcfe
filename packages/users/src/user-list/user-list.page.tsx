import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ROLES, USER_STATUSES, type StaffUser } from '@mk/contracts';
import { useGetStaffUsersQuery } from '@mk/api';
import { useLocale } from '@mk/i18n';
import { ExportButton } from '@mk/module-kit';
import { choiceInput, ListPage, textInput, type FilterField, type ListResult } from '@mk/ui';
import { userPaths } from '../user-paths';
import { userColumns } from './user-columns';
import { userListQuery, userListUrl, type UserFilters } from './user-list-url';
import { useUserActions } from './use-user-actions';

const rowKey = (user: StaffUser) => user.sys_id;

function useUserList(filters: UserFilters, page: number): ListResult<StaffUser> {
  // Every visit and every filter change asks the server again: who may sign in changes.
  const { data, error, isFetching, refetch } = useGetStaffUsersQuery(userListQuery(filters, page), { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

/** Staff accounts (issue 25, ADMIN only): search by name or email, filter by role and status. */
export default function UserListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { run, dialogs } = useUserActions();
  const columns = useMemo(() => userColumns(locale, run), [locale, run]);
  const filters = useMemo<FilterField<UserFilters>[]>(
    () => [
      { name: 'search', input: textInput },
      { name: 'role', input: choiceInput(ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: `users.roles.${role}` }) }))) },
      { name: 'status', input: choiceInput(USER_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: `users.statuses.${status}` }) }))) },
    ],
    [intl],
  );

  return (
    <ListPage<StaffUser, UserFilters>
      messages="users.list"
      url={userListUrl}
      useList={useUserList}
      filters={filters}
      create={userPaths.register()}
      actions={(_query, shown) => <ExportButton path="administrator-read/users/export" filters={userListQuery(shown, 1)} />}
      columns={columns}
      rowKey={rowKey}
      empty={(filtered) => (filtered ? 'empty.filtered' : 'empty.none')}
    >
      {dialogs}
    </ListPage>
  );
}
