import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button } from 'antd';
import { Provider } from 'react-redux';
import { apiErrorMessages, I18nProvider, registerMessages } from '@mk/i18n';
import type { SessionUser } from '@mk/contracts';
import { uiMessages } from '@mk/ui';
import { sessionMessages } from '../messages';
import { createAppStore } from '../store';
import { fakeServer } from './fake-server';
import { TwoFactorTag, useTwoFactorReset } from './staff-two-factor';
import ar from '../../translations/ar.json';

const admin: SessionUser = { sys_id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'ADMIN', token: 'session-token' };
const words = ar.session.twoFactor;
const SARA = { sys_id: '00000000-0000-4000-8000-000000000001', name: 'سارة', two_factor: true };

function Row({ onReset }: { onReset: () => void }) {
  const { ask, dialog } = useTwoFactorReset(onReset);
  return (
    <>
      <TwoFactorTag on={SARA.two_factor} />
      <TwoFactorTag on={false} />
      <Button onClick={() => ask(SARA)}>{words.resetAction}</Button>
      {dialog}
    </>
  );
}

function renderRow(onReset: () => void) {
  registerMessages('session', sessionMessages);
  registerMessages('ui', uiMessages);
  render(
    <Provider store={createAppStore({ user: admin, locale: 'ar', realtime: false })}>
      <I18nProvider>
        <App>
          <Row onReset={onReset} />
        </App>
      </I18nProvider>
    </Provider>,
  );
}

const resetPath = `/api/administrator-write/users/${SARA.sys_id}/two-factor/reset`;

describe("the Users list's second factor, in Arabic", () => {
  it('tags each user, and resets only after the confirmation names the user', async () => {
    const calls = fakeServer({ [resetPath]: { payload: null } });
    const onReset = jest.fn();
    renderRow(onReset);
    expect(await screen.findByText(words.tagOn)).toBeInTheDocument();
    expect(screen.getByText(words.tagOff)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: words.resetAction }));
    expect(await screen.findByText(words.resetQuestion.replace('{name}', SARA.name))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: words.resetOk }));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith(SARA));
    expect(calls.map((call) => call.path)).toEqual([resetPath]);
    expect(await screen.findByText(words.resetDone.replace('{name}', SARA.name))).toBeInTheDocument();
  });

  it("says why in Arabic when the server refuses, and reports no reset", async () => {
    fakeServer({ [resetPath]: { status: 409, code: 'two_factor.not_enabled' } });
    const onReset = jest.fn();
    renderRow(onReset);
    fireEvent.click(await screen.findByRole('button', { name: words.resetAction }));
    fireEvent.click(await screen.findByRole('button', { name: words.resetOk }));
    expect(await screen.findByText(apiErrorMessages.ar['apiError.two_factor.not_enabled'])).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });
});
