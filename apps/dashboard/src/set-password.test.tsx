import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fail, ok } from '@mk/module-kit/testing';
import { renderApp } from './test/render-app';

const PASSWORD = 'quiet-harbour-lantern';
const fillIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the set-password page of a one-time link', () => {
  it('opens without a session, sets the password with the token and leads to the login page', async () => {
    const server = fakeApi({ setPassword: ok(null) });
    const { router } = renderApp('/set-password?token=one-time-token', { user: null });
    expect(await screen.findByText('Set your password', { selector: 'h1' })).toBeInTheDocument();
    fillIn('New password', PASSWORD);
    fillIn('Confirm the new password', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set. You can now sign in with it.')).toBeInTheDocument();
    expect(server.callsTo('setPassword').map((call) => [call.path, call.body])).toEqual([
      ['/api/administrator-read/set-password', { token: 'one-time-token', password: PASSWORD }],
    ]);
    fireEvent.click(screen.getByText('Go to the login page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('applies the staff password rule and the confirmation before calling the server', async () => {
    const server = fakeApi({});
    renderApp('/set-password?token=t', { user: null });
    await screen.findByText('Set your password', { selector: 'h1' });
    fillIn('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    fillIn('New password', 'password123');
    expect(await screen.findByText('This password is too common; choose another')).toBeInTheDocument();
    fillIn('New password', PASSWORD);
    fillIn('Confirm the new password', `${PASSWORD}!`);
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(server.callsTo('setPassword')).toHaveLength(0);
  });

  it('says clearly that a used or expired link needs a new one', async () => {
    fakeApi({
      setPassword: fail(400, 'This link is not valid: it was used, has expired or was replaced. Ask an administrator for a new one', 'auth.set_password_link_invalid'),
    });
    renderApp('/set-password?token=used', { user: null });
    await screen.findByText('Set your password', { selector: 'h1' });
    fillIn('New password', PASSWORD);
    fillIn('Confirm the new password', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/it was used, has expired or was replaced/)).toBeInTheDocument();
  });

  it('says when the link has no token', async () => {
    fakeApi({});
    renderApp('/set-password', { user: null });
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('is in Arabic, with the rule in Arabic', async () => {
    fakeApi({});
    renderApp('/set-password?token=t', { user: null, locale: 'ar' });
    expect(await screen.findByText('تعيين كلمة المرور', { selector: 'h1' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    fillIn('كلمة المرور الجديدة', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(await screen.findByText('يجب ألا تقل كلمة المرور عن 10 أحرف')).toBeInTheDocument();
  });
});
