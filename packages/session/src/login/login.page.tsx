import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { apiErrorText } from '@mk/i18n';
import { loginSchema, validateWith, type FieldErrors } from '@mk/validators';
import { ErrorBanner } from '@mk/ui';
import { logIn, type Credentials } from '../login.thunk';
import type { AppDispatch } from '../store';

/**
 * Spec 1 section 2, Login: email, password, terms checkbox that enables the Login button. Formik
 * holds the fields and the submit; the shared loginSchema checks them before the server is called,
 * and the server's refusal shows in the user's language.
 */
export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<Credentials>({
    initialValues: { email: '', password: '' },
    validate: async (values) => (await validateWith(loginSchema, values)) as unknown as FormikErrors<Credentials>,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await dispatch(logIn(loginSchema.cast(values) as Credentials));
      if (logIn.fulfilled.match(result)) {
        const from = (location.state as { from?: Location } | null)?.from;
        navigate(from && from.pathname !== '/login' ? `${from.pathname}${from.search}` : '/', { replace: true });
      } else {
        setFailure(apiErrorText(intl, result.payload ?? result.error));
      }
    },
  });

  const t = (id: string) => intl.formatMessage({ id: `session.login.${id}` });
  const errors = formik.errors as unknown as FieldErrors;
  // A field's message shows once it was left or Login was pressed.
  const shown = (field: keyof Credentials) => {
    const error = errors[field];
    return error && (formik.touched[field] || formik.submitCount > 0) ? intl.formatMessage(error, error.values) : undefined;
  };
  const input = (field: keyof Credentials) => ({
    id: `login-${field}`,
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': Boolean(shown(field)),
  });

  return (
    <Card style={{ maxInlineSize: 420, marginInline: 'auto', marginBlock: 48 }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginBlockStart: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <ErrorBanner message={failure} onClear={() => setFailure(null)} />
      {/* noValidate: our schema's messages, in the user's language, replace the browser's own. */}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} requiredMark={false} noValidate style={{ marginBlockStart: 16 }}>
        <Form.Item label={t('email')} htmlFor="login-email" validateStatus={shown('email') ? 'error' : undefined} help={shown('email')}>
          <Input {...input('email')} type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('password')} htmlFor="login-password" validateStatus={shown('password') ? 'error' : undefined} help={shown('password')}>
          <Input.Password {...input('password')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item style={{ marginBlockEnd: 8 }}>
          <Checkbox id="login-terms" checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            {t('agree')}
          </Checkbox>
        </Form.Item>
        <Typography.Paragraph>
          <Link to="/terms">{t('terms')}</Link>
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block disabled={!agreed} loading={formik.isSubmitting}>
          {t('submit')}
        </Button>
      </Form>
    </Card>
  );
}
