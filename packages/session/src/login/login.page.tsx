import { Button, Checkbox, theme } from 'antd';
// The two inputs themselves: antd's `Input` namespace also brings TextArea, Search and OTP (≈ 8 kB).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { apiErrorText } from '@mk/i18n';
import type { FieldErrors } from '@mk/validators';
import { ErrorBanner } from '@mk/ui';
import type { Credentials, SecondFactorAsked } from '../login.thunk';
import type { AppDispatch } from '../store';
import { publicCardStyle } from '../public-card';

type Field = keyof Credentials;
const loadChecks = () => import('./login.checks');
const loadLogIn = async () => (await import('./login.call')).logIn;
const loadCalls = () => import('./login.call');
// REQUIRE_ADMIN_2FA's setup at sign-in brings the QR library: its own chunk, loaded only then.
const LoginEnrolment = lazy(() => import('../two-factor/login-enrolment'));

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
  // After the right password of an account with a second factor: the code step (or its setup).
  const [second, setSecond] = useState<SecondFactorAsked | null>(null);
  const [code, setCode] = useState('');

  const goOn = () => {
    const from = (location.state as { from?: Location } | null)?.from;
    navigate(from && from.pathname !== '/login' ? `${from.pathname}${from.search}` : '/', { replace: true });
  };

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
      const [{ castLogin }, logIn, { isSecondFactorAsked }] = await Promise.all([loadChecks(), loadLogIn(), loadCalls()]);
      const result = await dispatch(logIn(castLogin(values)));
      if (logIn.fulfilled.match(result)) {
        if (isSecondFactorAsked(result.payload)) {
          setCode('');
          setSecond(result.payload);
        } else goOn();
      } else {
        setFailure(apiErrorText(intl, result.payload ?? result.error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** The code step: a TOTP code or a recovery code, sent with the password step's challenge. */
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !second || !code.trim()) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { logInWithCode } = await loadCalls();
      const result = await dispatch(logInWithCode({ challenge: second.challenge, code: code.trim() }));
      if (logInWithCode.fulfilled.match(result)) goOn();
      else {
        // An expired challenge: back to the password.
        if (result.payload?.code === 'two_factor.challenge_invalid') setSecond(null);
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

  const card = publicCardStyle(token);

  return (
    <section style={card}>
      <h1 style={{ fontSize: 24, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading1, color: token.colorTextHeading, marginBlock: '0 0.5em' }}>
        {t('title')}
      </h1>
      <p style={{ color: token.colorTextDescription, marginBlock: '0 1em' }}>{t('subtitle')}</p>
      <ErrorBanner message={failure} onClear={() => setFailure(null)} />
      {second?.step === 'code' && (
        <form onSubmit={(event) => void submitCode(event)} noValidate style={{ marginBlockStart: 16 }}>
          <h2 style={{ fontSize: 18, marginBlock: '0 0.5em' }}>{t('codeTitle')}</h2>
          <p style={{ color: token.colorTextDescription }}>{t('codeHelp')}</p>
          <label htmlFor="login-code" style={{ display: 'inline-block', paddingBlockEnd: token.paddingXS, color: token.colorText }}>
            {t('code')}
          </label>
          <Input id="login-code" name="code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" autoFocus maxLength={20} />
          <Button type="primary" htmlType="submit" block disabled={!code.trim()} loading={submitting} style={{ marginBlockStart: token.marginLG }}>
            {t('verify')}
          </Button>
          <Button type="link" block onClick={() => setSecond(null)}>
            {t('back')}
          </Button>
        </form>
      )}
      {second?.step === 'setup' && (
        <Suspense fallback={null}>
          <LoginEnrolment challenge={second.challenge} onSignedIn={goOn} />
        </Suspense>
      )}
      {/* noValidate: our schema's messages, in the user's language, replace the browser's own. */}
      <form onSubmit={(event) => void submit(event)} noValidate style={{ marginBlockStart: 16 }} hidden={second !== null}>
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
