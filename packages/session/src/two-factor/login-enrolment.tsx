import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { LoginPayload } from '@mk/contracts';
import { twoFactorApi } from '@mk/api';
import { logInWithPayload } from '../login/login.call';
import type { AppDispatch } from '../store';
import { TwoFactorEnrolment, type EnrolmentCalls } from './two-factor-enrolment';

/**
 * REQUIRE_ADMIN_2FA at sign-in: an ADMIN without a second factor sets it up with the challenge the
 * password step gave; the confirmation signs in, and the session is stored once the recovery codes
 * were shown. Lazy: the login route never loads the QR library unless this step is reached.
 */
export default function LoginEnrolment({ challenge, onSignedIn }: { challenge: string; onSignedIn: () => void }) {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const calls = useMemo<EnrolmentCalls & { session?: LoginPayload }>(() => {
    const made: EnrolmentCalls & { session?: LoginPayload } = {
      start: () => dispatch(twoFactorApi.endpoints.setupTwoFactorAtLogin.initiate({ challenge })).unwrap(),
      confirm: async (code) => {
        const { recovery_codes, ...session } = await dispatch(twoFactorApi.endpoints.confirmTwoFactorAtLogin.initiate({ challenge, code })).unwrap();
        made.session = session;
        return recovery_codes;
      },
    };
    return made;
  }, [challenge, dispatch]);
  const done = async () => {
    if (!calls.session) return;
    await dispatch(logInWithPayload(calls.session));
    onSignedIn();
  };
  return (
    <div>
      <p>{intl.formatMessage({ id: 'session.login.setupHelp' })}</p>
      <TwoFactorEnrolment calls={calls} onDone={() => void done()} />
    </div>
  );
}
