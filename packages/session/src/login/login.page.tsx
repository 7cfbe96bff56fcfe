import { Button, Checkbox, theme } from 'antd';
// The two inputs themselves: antd's `Input` namespace also brings TextArea, Search and OTP (≈ 8 kB).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { apiErrorText } from '@mk/i18n';
import type { FieldErrors } from '@mk/validators';
import { ErrorBanner } from '@mk/ui';
import type { Credentials } from '../login.thunk';
import type { AppDispatch } from '../store';

type Field = keyof Credentials;
const loadChecks = () => import('./login.checks');
const loadLogIn = async () => (await import('./login.call')).logIn;

/**
 * Spec 1 section 2, Login: email, password, terms checkbox that enables the Login button. The
 * shared loginSchema checks the fields (on every change and blur, as before) before the server is
 * called, and the server's refusal shows in the user's language.
 *
 * Built from light pieces for the first load (issue 11): a plain form and the card's look from
 * the theme's tokens instead of antd Card/Form/Typography, and no form library; the schema and
 * the login call are loaded when first needed.
 */
export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const lastCheck = useRef(0);

  /** Checks the values; only the latest check's result is shown. */
  const check = async (next: Credentials): Promise<FieldErrors> => {
    const run = ++lastCheck.current;
    const found = await (await loadChecks()).checkLogin(next);
    if (run === lastCheck.current) setErrors(found);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const found = await check(values);
      if (Object.keys(found).length > 0) return;
      setFailure(null);
      const [{ castLogin }, logIn] = await Promise.all([loadChecks(), loadLogIn()]);
      const result = await dispatch(logIn(castLogin(values)));
      if (logIn.fulfilled.match(result)) {
        const from = (location.state as { from?: Location } | null)?.from;
        navigate(from && from.pathname !== '/login' ? `${from.pathname}${from.search}` : '/', { replace: true });
      } else {
        setFailure(apiErrorText(intl, result.payload ?? result.error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const t = (id: string) => intl.formatMessage({ id: `session.login.${id}` });
  // A field's message shows once it was left or Login was pressed.
  const shown = (field: Field) => {
    const error = errors[field];
    return error && (touched[field] || submitted) ? intl.formatMessage(error, error.values) : undefined;
  };
  const input = (field: Field) => ({
    id: `login-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      void check(next);
    },
    onBlur: () => {
      setTouched((before) => ({ ...before, [field]: true }));
      void check(values);
    },
    status: shown(field) ? ('error' as const) : undefined,
    'aria-invalid': Boolean(shown(field)),
    'aria-describedby': shown(field) ? `login-${field}-help` : undefined,
  });

  /** What antd's vertical Form.Item drew: the label above, the message below, in the theme's sizes. */
  const item = (field: Field, control: ReactNode) => {
    const help = shown(field);
    return (
      <div style={{ marginBlockEnd: help ? 0 : token.marginLG }}>
        <label htmlFor={`login-${field}`} style={{ display: 'inline-block', paddingBlockEnd: token.paddingXS, color: token.colorText }}>
          {t(field)}
        </label>
        {control}
        {help && (
          <div id={`login-${field}-help`} role="alert" style={{ color: token.colorError, minBlockSize: token.marginLG, lineHeight: token.lineHeight }}>
            {help}
          </div>
        )}
      </div>
    );
  };

  const card: CSSProperties = {
    maxInlineSize: 420,
    marginInline: 'auto',
    marginBlock: 48,
    padding: token.paddingLG,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };

  return (
    <section style={card}>
      <h1 style={{ fontSize: 24, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading1, color: token.colorTextHeading, marginBlock: '0 0.5em' }}>
        {t('title')}
      </h1>
      <p style={{ color: token.colorTextDescription, marginBlock: '0 1em' }}>{t('subtitle')}</p>
      <ErrorBanner message={failure} onClear={() => setFailure(null)} />
      {/* noValidate: our schema's messages, in the user's language, replace the browser's own. */}
      <form onSubmit={(event) => void submit(event)} noValidate style={{ marginBlockStart: 16 }}>
        {item('email', <Input {...input('email')} type="email" autoComplete="username" />)}
        {item('password', <Password {...input('password')} autoComplete="current-password" />)}
        <div style={{ marginBlockEnd: 8 }}>
          <Checkbox id="login-terms" checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            {t('agree')}
          </Checkbox>
        </div>
        <p style={{ marginBlock: '0 1em' }}>
          <Link to="/terms" style={{ color: token.colorLink }}>
            {t('terms')}
          </Link>
        </p>
        <Button type="primary" htmlType="submit" block disabled={!agreed} loading={submitting}>
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
