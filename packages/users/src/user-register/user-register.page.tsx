import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCreateStaffUserMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityRegisterPage, useNotify, useSave } from '@mk/ui';
import { SetPasswordLinkDialog, type ShownLink } from '../link/set-password-link.dialog';
import { UserForm } from '../user-form/user-form';
import { createPayload, emptyUserValues, type UserFormValues } from '../user-form/user-form.values';
import { userArea, userPaths } from '../user-paths';

const INITIAL = emptyUserValues();

/**
 * Create a staff account. The reply's one-time set-password link is shown at once, with a Copy
 * button (the product sends no e-mail); closing it goes to the list. A refusal (the e-mail taken)
 * stays on the page, in the reader's language.
 */
export default function UserRegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const [createUser] = useCreateStaffUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<ShownLink | null>(null);
  const save = useSave(
    async (values: UserFormValues) => {
      setFailure(null);
      const created = await createUser(createPayload(values)).unwrap();
      setLink({ url: created.set_password_url, name: values.name.trim(), reason: 'created' });
    },
    {
      success: intl.formatMessage({ id: 'users.register.created' }),
      then: () => undefined,
      failed: (error) => {
        const message = apiErrorText(intl, error);
        setFailure(message);
        notify.error(intl.formatMessage({ id: 'users.register.failed' }, { message }));
      },
    },
  );

  return (
    <EntityRegisterPage messages="users.register" area={userArea} failure={failure}>
      <UserForm mode="register" initialValues={INITIAL} submitLabel={intl.formatMessage({ id: 'users.register.submit' })} onSubmit={save} />
      <SetPasswordLinkDialog link={link} onClose={() => navigate(userPaths.list())} />
    </EntityRegisterPage>
  );
}
