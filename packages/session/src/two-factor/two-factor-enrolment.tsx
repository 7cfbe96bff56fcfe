import { Button, Input, Spin } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TwoFactorSetup } from '@mk/contracts';
import { apiErrorText, type ApiErrorLike } from '@mk/i18n';
import { ErrorBanner } from '@mk/ui';
import { QrImage } from './qr-image';
import { RecoveryCodes } from './recovery-codes';

export interface EnrolmentCalls {
  /** A new pending secret (signed in, or with the sign-in's setup challenge). */
  start: () => Promise<TwoFactorSetup>;
  /** Confirms with the first code; gives the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
}

/**
 * Setting up the second factor: the QR code and the key as text, the first code to turn it on,
 * then the recovery codes, shown once. A wrong code turns nothing on (the server's answer shows).
 */
export function TwoFactorEnrolment({ calls, onDone, doneLabel }: { calls: EnrolmentCalls; onDone: () => void; doneLabel?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `session.twoFactor.${id}` });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice: a second setup would replace the secret shown.
    if (started.current) return;
    started.current = true;
    calls.start().then(setSetup, (error: ApiErrorLike) => setFailure(apiErrorText(intl, error)));
  }, [calls, intl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !code.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      setCodes(await calls.confirm(code.trim()));
    } catch (error) {
      setFailure(apiErrorText(intl, error as ApiErrorLike));
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} doneLabel={doneLabel} />;
  return (
    <div>
      <ErrorBanner message={failure} onClear={() => setFailure(null)} />
      {!setup ? (
        !failure && <Spin />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('scan')}</p>
          <div style={{ textAlign: 'center' }}>
            <QrImage value={setup.otpauth_url} alt={t('qrAlt')} />
          </div>
          <p>
            {t('secret')}:{' '}
            <code dir="ltr" style={{ wordBreak: 'break-all' }}>
              {setup.secret}
            </code>
          </p>
          <label htmlFor="two-factor-code" style={{ display: 'inline-block', paddingBlockEnd: 4 }}>
            {t('code')}
          </label>
          <Input id="two-factor-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" inputMode="numeric" maxLength={10} />
          <Button type="primary" htmlType="submit" loading={busy} disabled={!code.trim()} style={{ marginBlockStart: 12 }} block>
            {t('confirm')}
          </Button>
        </form>
      )}
    </div>
  );
}
