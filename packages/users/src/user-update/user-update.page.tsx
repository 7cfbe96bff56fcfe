import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { StaffUser } from '@mk/contracts';
import { useGetStaffUsersQuery, useUpdateStaffUserMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityUpdatePage, useEntityRecord, useUpdate, type RecordQueryHook } from '@mk/ui';
import { UserForm } from '../user-form/user-form';
import { updatePayload, valuesFromUser, type UserFormValues } from '../user-form/user-form.values';
import { userArea } from '../user-paths';

/**
 * The API reads accounts as a list only: a page opened without the list's user (a reload, a link)
 * finds it in the largest page the server gives (100 accounts).
 */
const useStaffUserById: RecordQueryHook<StaffUser> = (id, options) => {
  const list = useGetStaffUsersQuery({ page: 1, limit: 100 }, options);
  return { ...list, data: list.data?.rows.find((user) => user.sys_id === id) };
};

/** Edit a staff account's name, role and facilities (its e-mail is its sign-in name and stays), then the list. */
export default function UserUpdatePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const entity = useEntityRecord<StaffUser>({ id, useQuery: useStaffUserById, stateKey: 'user', idOf: (user) => user.sys_id });
  const [updateUser] = useUpdateStaffUserMutation();
  const save = useUpdate({
    messages: 'users.update',
    area: userArea,
    id,
    update: (values: UserFormValues) => updateUser({ id, changes: updatePayload(values) }).unwrap(),
    // The last active ADMIN cannot be demoted (409): the server's reason, in the reader's language.
    describeError: (error) => apiErrorText(intl, error),
  });

  return (
    <EntityUpdatePage messages="users.update" entity={entity} area={userArea} describeError={(error) => apiErrorText(intl, error)}>
      {(record) => (
        <UserForm
          key={record.sys_id}
          mode="update"
          initialValues={valuesFromUser(record)}
          owned={record}
          submitLabel={intl.formatMessage({ id: 'users.update.submit' })}
          onSubmit={save}
        />
      )}
    </EntityUpdatePage>
  );
}
