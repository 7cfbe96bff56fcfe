import { Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useResetUserTwoFactorMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { ConfirmDialog, useNotify } from '@mk/ui';

/*
 * The Users list's pieces of the second factor (issue 25): a tag per row, and ADMIN's "Reset
 * two-step sign-in" row action with its confirmation. Kept with the rest of the second factor's UI,
 * so the Users area only places them (a column and an action).
 */

/** Whether the user signs in with a second factor; the words say it, the colour only repeats it. */
export function TwoFactorTag({ on }: { on: boolean }) {
  const intl = useIntl();
  return <Tag color={on ? 'blue' : 'default'}>{intl.formatMessage({ id: on ? 'session.twoFactor.tagOn' : 'session.twoFactor.tagOff' })}</Tag>;
}

interface ResetTarget {
  sys_id: string;
  name: string;
}

/**
 * Asks before resetting a user's second factor (they then sign in with the password alone until
 * they set it up again); `onReset` runs after the server agreed (e.g. to reload the list).
 * A refusal keeps the dialog open and says why in the reader's language.
 */
export function useTwoFactorReset(onReset?: (user: ResetTarget) => void): { ask: (user: ResetTarget) => void; dialog: ReactNode } {
  const intl = useIntl();
  const notify = useNotify();
  const [reset] = useResetUserTwoFactorMutation();
  const [asked, setAsked] = useState<ResetTarget | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `session.twoFactor.${id}` }, { name: asked?.name ?? '' });

  const confirm = async () => {
    if (!asked) return;
    try {
      await reset(asked.sys_id).unwrap();
    } catch (error) {
      notify.error(apiErrorText(intl, error));
      throw error;
    }
    notify.success(t('resetDone'));
    onReset?.(asked);
    setAsked(null);
  };

  const dialog = (
    <ConfirmDialog open={asked !== null} danger title={t('resetTitle')} okText={t('resetOk')} onOk={confirm} onCancel={() => setAsked(null)}>
      {asked && <Typography.Paragraph>{t('resetQuestion')}</Typography.Paragraph>}
    </ConfirmDialog>
  );
  return { ask: setAsked, dialog };
}
