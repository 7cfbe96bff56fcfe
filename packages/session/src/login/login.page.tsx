import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { loginSchema, type MessageDescriptor } from '@mk/validators';
import { ErrorBanner } from '@mk/ui';
import { logIn, type Credentials } from '../login.thunk';
import type { AppDispatch } from '../store';

type FieldErrors = Partial<Record<keyof Credentials, MessageDescriptor>>;

/** The shape of yup's ValidationError (imported from @mk/validators' schema, not from yup itself). */
interface SchemaIssue {
  path?: string;
  errors: unknown[];
  inner: SchemaIssue[];
}

function isSchemaIssue(error: unknown): error is SchemaIssue {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'ValidationError';
}

function fieldErrors(error: SchemaIssue): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field = issue.path as keyof Credentials | undefined;
    if (field && !errors[field]) errors[field] = issue.errors[0] as unknown as MessageDescriptor;
  }
  return errors;
}

/** Spec 1 section 2, Login: email, password, terms checkbox that enables the Login button. */
export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const t = (id: string) => intl.formatMessage({ id: `session.login.${id}` });
  const describe = (message?: MessageDescriptor) =>
    message ? intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values) : undefined;

  const submit = async () => {
    setFailure(null);
    let credentials: Credentials;
    try {
      credentials = await loginSchema.validate(values, { abortEarly: false });
      setErrors({});
    } catch (error) {
      if (isSchemaIssue(error)) setErrors(fieldErrors(error));
      else throw error;
      return;
    }
    setBusy(true);
    const result = await dispatch(logIn(credentials));
    setBusy(false);
    if (logIn.fulfilled.match(result)) {
      const from = (location.state as { from?: Location } | null)?.from;
      navigate(from && from.pathname !== '/login' ? `${from.pathname}${from.search}` : '/', { replace: true });
    } else {
      setFailure(result.payload ?? result.error.message ?? 'Login failed');
    }
  };

  return (
    <Card style={{ maxInlineSize: 420, marginInline: 'auto', marginBlock: 48 }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginBlockStart: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <ErrorBanner message={failure} onClear={() => setFailure(null)} />
      {/* noValidate: our schema's messages, in the user's language, replace the browser's own. */}
      <Form layout="vertical" onFinish={submit} requiredMark={false} noValidate style={{ marginBlockStart: 16 }}>
        <Form.Item
          label={t('email')}
          htmlFor="login-email"
          validateStatus={errors.email ? 'error' : undefined}
          help={describe(errors.email)}
        >
          <Input
            id="login-email"
            type="email"
            autoComplete="username"
            value={values.email}
            aria-invalid={Boolean(errors.email)}
            onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
          />
        </Form.Item>
        <Form.Item
          label={t('password')}
          htmlFor="login-password"
          validateStatus={errors.password ? 'error' : undefined}
          help={describe(errors.password)}
        >
          <Input.Password
            id="login-password"
            autoComplete="current-password"
            value={values.password}
            aria-invalid={Boolean(errors.password)}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          />
        </Form.Item>
        <Form.Item style={{ marginBlockEnd: 8 }}>
          <Checkbox id="login-terms" checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            {t('agree')}
          </Checkbox>
        </Form.Item>
        <Typography.Paragraph>
          <Link to="/terms">{t('terms')}</Link>
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block disabled={!agreed} loading={busy}>
          {t('submit')}
        </Button>
      </Form>
    </Card>
  );
}
