import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { apiErrorMessages, I18nProvider, registerMessages } from '@mk/i18n';
import { sessionMessages } from '../messages';
import { createAppStore } from '../store';
import { fakeServer } from '../two-factor/fake-server';
import LoginPage from './login.page';
import ar from '../../translations/ar.json';

const admin = { sys_id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'ADMIN', token: 'session-token' };
const login = ar.session.login;
const words = ar.session.twoFactor;

function renderLogin() {
  registerMessages('session', sessionMessages);
  const store = createAppStore({ user: null, locale: 'ar', realtime: false });
  render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

async function givePassword() {
  fireEvent.change(await screen.findByLabelText(login.email), { target: { value: 'admin@example.com' } });
  fireEvent.change(screen.getByLabelText(login.password), { target: { value: 'right-password' } });
  fireEvent.click(screen.getByLabelText(login.agree));
  fireEvent.click(screen.getByRole('button', { name: login.submit }));
}

describe('login with a second factor', () => {
  it('asks for the code after the right password, in Arabic, and signs in with the challenge and the code', async () => {
    const calls = fakeServer({
      '/api/administrator-read/login': { payload: { two_factor_required: true, challenge: 'the-challenge' } },
      '/api/administrator-read/login/two-factor': { payload: admin },
    });
    const store = renderLogin();
    await givePassword();
    const code = await screen.findByLabelText(login.code);
    // No session before the code.
    expect(store.getState().session.user).toBeNull();
    expect(screen.getByRole('button', { name: login.verify })).toBeDisabled();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: login.verify }));
    await waitFor(() => expect(store.getState().session.user).toMatchObject({ email: 'admin@example.com', token: 'session-token' }));
    expect(calls.map((call) => call.path)).toEqual(['/api/administrator-read/login', '/api/administrator-read/login/two-factor']);
    expect(calls[1].body).toEqual({ challenge: 'the-challenge', code: '123456' });
  });

  it("shows a wrong code's refusal in Arabic and stays on the code step", async () => {
    fakeServer({
      '/api/administrator-read/login': { payload: { two_factor_required: true, challenge: 'the-challenge' } },
      '/api/administrator-read/login/two-factor': { status: 401, code: 'two_factor.code_invalid' },
    });
    const store = renderLogin();
    await givePassword();
    fireEvent.change(await screen.findByLabelText(login.code), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: login.verify }));
    expect(await screen.findByText(apiErrorMessages.ar['apiError.two_factor.code_invalid'])).toBeInTheDocument();
    expect(screen.getByLabelText(login.code)).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
  });

  it('leads an ADMIN through the setup when REQUIRE_ADMIN_2FA asks, and stores the session after the recovery codes', async () => {
    const calls = fakeServer({
      '/api/administrator-read/login': { payload: { two_factor_setup_required: true, challenge: 'setup-challenge' } },
      '/api/administrator-read/login/two-factor/setup': { payload: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x:admin?secret=JBSWY3DPEHPK3PXP' } },
      '/api/administrator-read/login/two-factor/confirm': { payload: { ...admin, recovery_codes: ['abcde-fghjk'] } },
    });
    const store = renderLogin();
    await givePassword();
    expect(await screen.findByText(login.setupHelp)).toBeInTheDocument();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(words.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    // Signed in on the server, but the session is stored once the codes were seen.
    expect(store.getState().session.user).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: words.done }));
    await waitFor(() => expect(store.getState().session.user).toMatchObject({ role: 'ADMIN', token: 'session-token' }));
    expect(store.getState().session.user).not.toHaveProperty('recovery_codes');
    expect(calls.slice(1).map((call) => call.body)).toEqual([{ challenge: 'setup-challenge' }, { challenge: 'setup-challenge', code: '123456' }]);
  });
});
