import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fail, findDialog, ok } from '@mk/module-kit/testing';
import { selectUser } from '@mk/session';
import { admin, renderApp } from '../test/render-app';

const NEW = 'quiet-harbour-lantern';
const fillIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openDialog(locale: 'en' | 'ar' = 'en') {
  const rendered = renderApp('/', { user: admin, locale });
  fireEvent.click(await screen.findByRole('button', { name: locale === 'en' ? 'Change password' : 'تغيير كلمة المرور' }));
  return { ...rendered, dialog: await findDialog() };
}

beforeEach(() => localStorage.clear());

describe('change my password', () => {
  it('sends the current and new password, keeps the session with the new token and says other sessions ended', async () => {
    const server = fakeApi({ changeOwnPassword: ok({ token: 'fresh-token' }) });
    const { store, dialog } = await openDialog();
    await within(dialog).findByLabelText('Current password');
    fillIn('Current password', 'Demo@12345');
    fillIn('New password', NEW);
    fillIn('Confirm the new password', NEW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. You were signed out on every other device and browser.')).toBeInTheDocument();
    expect(server.callsTo('changeOwnPassword')[0].body).toEqual({ current_password: 'Demo@12345', new_password: NEW });
    expect(selectUser(store.getState())?.token).toBe('fresh-token');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).token).toBe('fresh-token'));
    // The change itself was asked with the session's token of the time.
    expect(server.callsTo('changeOwnPassword')[0].headers.authorization).toBe(`Bearer ${admin.token}`);
  });

  it("refuses a new password holding the e-mail's name, and shows a wrong current password, keeping the old token", async () => {
    const server = fakeApi({
      changeOwnPassword: fail(400, 'Your current password is not correct', 'auth.current_password_wrong'),
    });
    const { store, dialog } = await openDialog();
    await within(dialog).findByLabelText('Current password');
    fillIn('Current password', 'wrong');
    fillIn('New password', 'admin-long-enough');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must not contain your email name')).toBeInTheDocument();
    expect(server.callsTo('changeOwnPassword')).toHaveLength(0);
    fillIn('New password', NEW);
    fillIn('Confirm the new password', NEW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(selectUser(store.getState())?.token).toBe(admin.token);
    expect(dialog).toBeVisible();
  });

  it('is in Arabic', async () => {
    fakeApi({});
    const { dialog } = await openDialog('ar');
    expect(await within(dialog).findByLabelText('كلمة المرور الحالية')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('تغيير كلمة المرور');
  });
});
