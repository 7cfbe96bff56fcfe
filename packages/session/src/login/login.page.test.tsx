import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { apiErrorMessages, I18nProvider, registerMessages } from '@mk/i18n';
import { sessionMessages } from '../messages';
import { createAppStore } from '../store';
import LoginPage from './login.page';
import ar from '../../translations/ar.json';

const refusal = { result: 'error', message: 'Invalid email or password', payload: null, code: 'auth.invalid_credentials' };

describe('login page', () => {
  it("shows the server's refusal in Arabic by its code, not in the server's English", async () => {
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify(refusal), { status: 401, headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch;
    registerMessages('session', sessionMessages);
    render(
      <Provider store={createAppStore({ user: null, locale: 'ar', realtime: false })}>
        <I18nProvider>
          <MemoryRouter>
            <LoginPage />
          </MemoryRouter>
        </I18nProvider>
      </Provider>,
    );
    const login = ar.session.login;
    fireEvent.change(await screen.findByLabelText(login.email), { target: { value: 'pic@example.com' } });
    fireEvent.change(screen.getByLabelText(login.password), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByLabelText(login.agree));
    fireEvent.click(screen.getByRole('button', { name: login.submit }));
    expect(await screen.findByText(apiErrorMessages.ar['apiError.auth.invalid_credentials'])).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).toBeNull();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});
