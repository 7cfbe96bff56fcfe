import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { apiErrorMessages, I18nProvider, registerMessages } from '@mk/i18n';
import type { Locale, SessionUser } from '@mk/contracts';
import { sessionMessages } from '../messages';
import { createAppStore } from '../store';
import { fakeServer } from './fake-server';
import TwoFactorDialog from './two-factor.dialog';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';

const user: SessionUser = { sys_id: 'u1', name: 'Sara', email: 'sara@example.sa', role: 'PIC', token: 'session-token' };
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);

function renderDialog(locale: Locale) {
  registerMessages('session', sessionMessages);
  render(
    <Provider store={createAppStore({ user, locale, realtime: false })}>
      <I18nProvider>
        <TwoFactorDialog open onClose={() => {}} />
      </I18nProvider>
    </Provider>,
  );
}

describe('the Two-step sign-in dialog', () => {
  it('sets it up in Arabic: QR code and key, a wrong code refused, then the recovery codes once with Copy', async () => {
    const words = ar.session.twoFactor;
    const answers = {
      '/api/administrator-read/me/two-factor': { payload: { enabled: false } },
      '/api/administrator-write/me/two-factor/setup': { payload: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x:sara%40example.sa?secret=JBSWY3DPEHPK3PXP' } },
      '/api/administrator-write/me/two-factor/confirm': { status: 400, code: 'two_factor.code_invalid' } as { status?: number; code?: string; payload?: unknown },
    };
    const calls = fakeServer(answers);
    const writeText = jest.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    renderDialog('ar');

    fireEvent.click(await screen.findByRole('button', { name: words.start }));
    expect(await screen.findByRole('img', { name: words.qrAlt })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(words.code), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByText(apiErrorMessages.ar['apiError.two_factor.code_invalid'])).toBeInTheDocument();

    answers['/api/administrator-write/me/two-factor/confirm'] = { payload: { recovery_codes: RECOVERY } };
    fireEvent.change(screen.getByLabelText(words.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: words.confirm }));
    const list = await screen.findByRole('list', { name: words.recoveryTitle });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: words.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(RECOVERY.join('\n')));
    expect(await screen.findByRole('button', { name: words.copied })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/confirm')).map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('turns it off with the password and a code', async () => {
    const words = en.session.twoFactor;
    const calls = fakeServer({
      '/api/administrator-read/me/two-factor': { payload: { enabled: true } },
      '/api/administrator-write/me/two-factor/disable': { payload: null },
    });
    renderDialog('en');
    expect(await screen.findByText(words.on)).toBeInTheDocument();
    const off = screen.getByRole('button', { name: words.disable });
    expect(off).toBeDisabled();
    fireEvent.change(screen.getByLabelText(words.password), { target: { value: 'my-password-1' } });
    fireEvent.change(screen.getByLabelText(words.codeOrRecovery), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(off);
    expect(await screen.findByText(words.disabled)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/disable'))?.body).toEqual({ current_password: 'my-password-1', code: 'abcde-fghjk' });
  });
});
