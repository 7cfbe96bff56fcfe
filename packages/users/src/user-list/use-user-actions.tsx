import { Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { StaffUser } from '@mk/contracts';
import { useDisableStaffUserMutation, useEnableStaffUserMutation, useResetStaffUserPasswordMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { useTwoFactorReset } from '@mk/session';
import { ConfirmDialog, useNotify } from '@mk/ui';
import { SetPasswordLinkDialog, type ShownLink } from '../link/set-password-link.dialog';
import { userPaths } from '../user-paths';
import type { UserRowAction } from './user-columns';

type Asked = { action: 'disable' | 'enable' | 'reset'; user: StaffUser };

/**
 * The row actions: Edit opens the form with the user; Disable, Enable and Reset password ask first,
 * and a reset then shows the new link once. A refusal (the last active ADMIN: 409) keeps the dialog
 * open and says why in the reader's language.
 */
export function useUserActions(): { run: (action: UserRowAction, user: StaffUser) => void; dialogs: ReactNode } {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [link, setLink] = useState<ShownLink | null>(null);
  const [disable] = useDisableStaffUserMutation();
  const [enable] = useEnableStaffUserMutation();
  const [reset] = useResetStaffUserPasswordMutation();
  const twoFactorReset = useTwoFactorReset();

  const run = useCallback(
    (action: UserRowAction, user: StaffUser) => {
      if (action === 'edit') navigate(userPaths.update(user.sys_id), { state: { user } });
      else if (action === 'resetTwoFactor') twoFactorReset.ask(user);
      else setAsked({ action: action === 'resetPassword' ? 'reset' : action, user });
    },
    [navigate, twoFactorReset.ask],
  );

  const t = (id: string) => intl.formatMessage({ id: `users.${asked?.action}.${id}` }, { name: asked?.user.name ?? '' });
  const confirm = async () => {
    if (!asked) return;
    const { action, user } = asked;
    try {
      if (action === 'reset') {
        const { set_password_url } = await reset(user.sys_id).unwrap();
        setLink({ url: set_password_url, name: user.name, reason: 'reset' });
      } else {
        await (action === 'disable' ? disable : enable)(user.sys_id).unwrap();
        notify.success(t('done'));
      }
    } catch (error) {
      notify.error(apiErrorText(intl, error));
      throw error;
    }
    setAsked(null);
  };

  const dialogs = (
    <>
      <ConfirmDialog open={asked !== null} danger={asked?.action === 'disable'} title={asked ? t('title') : ''} okText={asked ? t('ok') : undefined} onOk={confirm} onCancel={() => setAsked(null)}>
        {asked && <Typography.Paragraph>{t('question')}</Typography.Paragraph>}
      </ConfirmDialog>
      <SetPasswordLinkDialog link={link} onClose={() => setLink(null)} />
      {twoFactorReset.dialog}
    </>
  );
  return { run, dialogs };
}
