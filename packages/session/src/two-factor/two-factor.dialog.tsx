import { Alert, Button, Input, Modal, Spin } from 'antd';
import Password from 'antd/es/input/Password';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DIALOG_MAX_WIDTH } from '@mk/contracts';
import { useConfirmTwoFactorMutation, useDisableTwoFactorMutation, useGetTwoFactorStatusQuery, useSetupTwoFactorMutation } from '@mk/api';
import { apiErrorText, type ApiErrorLike } from '@mk/i18n';
import { ErrorBanner } from '@mk/ui';
import { TwoFactorEnrolment, type EnrolmentCalls } from './two-factor-enrolment';

/** Turning the factor off: the password and a code (or a recovery code), both checked by the server. */
function DisableForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `session.twoFactor.${id}` });
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await disable({ current_password: password, code: code.trim() }).unwrap();
      onDone();
    } catch (error) {
      setFailure(apiErrorText(intl, error as ApiErrorLike));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Alert type="success" showIcon title={t('on')} style={{ marginBlockEnd: 12 }} />
      <p>{t('disableHelp')}</p>
      <ErrorBanner message={failure} onClear={() => setFailure(null)} />
      <label htmlFor="two-factor-password">{t('password')}</label>
      <Password id="two-factor-password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
      <label htmlFor="two-factor-disable-code" style={{ display: 'inline-block', marginBlockStart: 12 }}>
        {t('codeOrRecovery')}
      </label>
      <Input id="two-factor-disable-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" maxLength={20} />
      <Button danger htmlType="submit" loading={isLoading} disabled={!password || !code.trim()} style={{ marginBlockStart: 12 }} block>
        {t('disable')}
      </Button>
    </form>
  );
}

/**
 * The user menu's "Two-step sign-in": set it up (QR code, key, first code, recovery codes shown once)
 * or turn it off. Lazy (`loadTwoFactorDialog`): the QR library loads with it, never at start-up.
 */
export default function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `session.twoFactor.${id}` });
  const status = useGetTwoFactorStatusQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const [setup] = useSetupTwoFactorMutation();
  const [confirm] = useConfirmTwoFactorMutation();
  const [enrolling, setEnrolling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const calls = useMemo<EnrolmentCalls>(
    () => ({
      start: () => setup().unwrap(),
      confirm: async (code) => (await confirm({ code }).unwrap()).recovery_codes,
    }),
    [setup, confirm],
  );
  const close = () => {
    setEnrolling(false);
    setNotice(null);
    onClose();
  };

  let body;
  if (notice) body = <Alert type="info" showIcon title={notice} />;
  else if (status.isFetching || !status.data) body = status.isError ? <ErrorBanner message={apiErrorText(intl, status.error)} onClear={() => void status.refetch()} /> : <Spin />;
  else if (status.data.enabled) body = <DisableForm onDone={() => setNotice(t('disabled'))} />;
  else if (enrolling) body = <TwoFactorEnrolment calls={calls} onDone={close} />;
  else
    body = (
      <>
        <p>{t('intro')}</p>
        <Button type="primary" onClick={() => setEnrolling(true)}>
          {t('start')}
        </Button>
      </>
    );

  return (
    <Modal open={open} title={t('title')} width={DIALOG_MAX_WIDTH} style={{ maxWidth: '100%' }} onCancel={close} footer={null} destroyOnHidden keyboard>
      {body}
    </Modal>
  );
}
