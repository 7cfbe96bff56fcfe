import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { apiErrorText } from '@mk/i18n';
import { ConfirmDialog, useNotify } from '@mk/ui';
import { selectUser } from '../session.slice';
import type { AppDispatch } from '../store';
import { changeOwnPassword } from './password.calls';
import { PasswordFields } from './password-fields';
import { usePasswordForm } from './use-password-form';

const FIELDS = ['current', 'password', 'confirm'] as const;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Change my password (issue 25): the current one, the new one by the staff rule (the user's e-mail
 * known, so its name part is refused here too) and its confirmation. On success the session keeps
 * going with the server's new token, and the user learns that their other sessions ended.
 */
export default function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const dispatch = useDispatch<AppDispatch>();
  const email = useSelector(selectUser)?.email;
  const form = usePasswordForm({ email, withCurrent: true });
  const t = (id: string) => intl.formatMessage({ id: `session.password.change.${id}` });

  const close = () => {
    form.reset();
    onClose();
  };
  const save = async () => {
    if (!form.submit()) throw new Error('invalid');
    const result = await dispatch(changeOwnPassword({ current_password: form.values.current, new_password: form.values.password }));
    if (!changeOwnPassword.fulfilled.match(result)) {
      notify.error(apiErrorText(intl, result.payload ?? result.error));
      throw new Error('refused');
    }
    notify.success(t('done'));
    close();
  };

  return (
    <ConfirmDialog open={open} title={t('title')} okText={t('submit')} onOk={save} onCancel={close}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save().catch(() => undefined);
        }}
        noValidate
      >
        <PasswordFields idPrefix="change-password" fields={FIELDS} values={form.values} shown={form.shown} onChange={form.onChange} onBlur={form.onBlur} />
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </ConfirmDialog>
  );
}
