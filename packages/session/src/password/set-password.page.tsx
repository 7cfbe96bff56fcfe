import { Alert, Button, theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { apiErrorText } from '@mk/i18n';
import type { AppDispatch } from '../store';
import { setPassword } from './password.calls';
import { PasswordFields } from './password-fields';
import { usePasswordForm } from './use-password-form';
import { publicCardStyle } from '../public-card';

const FIELDS = ['password', 'confirm'] as const;

/**
 * The public page a set-password link opens (`/set-password?token=...`, issue 25): a new password
 * and its confirmation, checked by the staff password rule (the e-mail is unknown here, so the
 * server adds its part), then a link to the login page. A used, expired or replaced link is the
 * server's refusal, said in the reader's language. Built light, like the login page.
 */
export default function SetPasswordPage() {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const { token } = theme.useToken();
  const linkToken = useSearchParams()[0].get('token')?.trim() ?? '';
  const form = usePasswordForm({ withCurrent: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const t = (id: string) => intl.formatMessage({ id: `session.password.setPassword.${id}` });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !form.submit()) return;
    setSubmitting(true);
    setFailure(null);
    const result = await dispatch(setPassword({ token: linkToken, password: form.values.password }));
    setSubmitting(false);
    if (setPassword.fulfilled.match(result)) setDone(true);
    else setFailure(apiErrorText(intl, result.payload ?? result.error));
  };

  const card = publicCardStyle(token);
  const toLogin = (
    <Link to="/login" style={{ color: token.colorLink }}>
      {t('login')}
    </Link>
  );

  return (
    <section style={card}>
      <h1 style={{ fontSize: 24, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, marginBlock: '0 0.5em' }}>{t('title')}</h1>
      {done ? (
        <>
          <Alert type="success" showIcon role="status" title={t('done')} style={{ marginBlockEnd: 16 }} />
          {toLogin}
        </>
      ) : !linkToken ? (
        <Alert type="error" showIcon role="alert" title={t('missingToken')} />
      ) : (
        <>
          <p style={{ color: token.colorTextDescription, marginBlock: '0 1em' }}>{t('subtitle')}</p>
          {/* Stays until the next try: a used or expired link needs the reader to act (ask for a new one). */}
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBlockEnd: 16 }} />}
          <form onSubmit={(event) => void submit(event)} noValidate>
            <PasswordFields idPrefix="set-password" fields={FIELDS} values={form.values} shown={form.shown} onChange={form.onChange} onBlur={form.onBlur} />
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
