import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, fail, findDialog, searchWith } from '@mk/module-kit/testing';
import { admin, makeUser, renderUserPage, SET_PASSWORD_URL, text, userServer } from '../test/user-test-kit';
import UserListPage from './user-list.page';

const SARA = makeUser();
const ADAM = makeUser({ sys_id: 'u-2', name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN', pharmacies: [], last_login_at: null });

const renderList = (options: { route?: string; locale?: 'en' | 'ar' } = {}) =>
  renderUserPage(<UserListPage />, { user: admin, locale: options.locale, path: 'users', route: options.route ?? '/users' });
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td *' })).closest('tr')!;
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);

async function choose(name: string, action: string) {
  await rowOf(name);
  fireEvent.click(screen.getByLabelText(`Actions for ${name}`));
  fireEvent.click(await screen.findByText(action));
}

async function runAction(name: string, action: string) {
  await choose(name, action);
  return findDialog();
}

describe('user list', () => {
  it('shows name, email, role, facilities, status and the last sign-in on the Riyadh clock', async () => {
    const { server } = userServer({ users: [SARA, ADAM] });
    renderList();
    const sara = await rowOf('Sara Pharmacist');
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Facilities', 'Status', 'Two-step sign-in', 'Last sign-in', 'Actions']);
    expect(within(sara).getByText('sara@example.com')).toBeInTheDocument();
    expect(within(sara).getByText('Person in charge')).toBeInTheDocument();
    expect(sara).toHaveTextContent('Pharmacies: Al Dawaa Olaya');
    expect(within(sara).getByText('Active')).toBeInTheDocument();
    // 09:05 UTC is 12:05 in Riyadh.
    expect(sara).toHaveTextContent('27-11-2026 12:05 PM');
    const adam = await rowOf('Adam Admin');
    expect(within(adam).getByText('Administrator')).toBeInTheDocument();
    expect(within(adam).getByText('Never')).toBeInTheDocument();
    expect(server.callsTo('getStaffUsers')[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('names the first five facilities of a kind and counts the rest, so a PIC of many clinics keeps a short row', async () => {
    const clinic = (n: number) => ({ sys_id: `6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d${String(n).padStart(4, '0')}`, name: `Clinic ${n}`, name_ar: `عيادة ${n}` });
    const many = makeUser({ sys_id: 'u-3', name: 'Faisal Manager', email: 'faisal@example.com', pharmacies: [], clinics: Array.from({ length: 30 }, (_, n) => clinic(n + 1)) });
    const six = makeUser({ sys_id: 'u-4', name: 'Noura Manager', email: 'noura@example.com', pharmacies: [], clinics: Array.from({ length: 6 }, (_, n) => clinic(n + 1)) });
    userServer({ users: [many, six] });
    const { unmount } = renderList();
    const row = await rowOf('Faisal Manager');
    expect(row).toHaveTextContent('Clinics: Clinic 1, Clinic 2, Clinic 3, Clinic 4, Clinic 5 and 25 more');
    expect(row).not.toHaveTextContent('Clinic 6');
    expect(within(row).getByText('and 25 more')).toHaveAttribute('title', expect.stringMatching(/^Clinic 6, Clinic 7, .*Clinic 30$/));
    // One more is named rather than counted.
    expect(await rowOf('Noura Manager')).toHaveTextContent('Clinics: Clinic 1, Clinic 2, Clinic 3, Clinic 4, Clinic 5, Clinic 6');
    unmount();

    userServer({ users: [many] });
    renderList({ locale: 'ar' });
    const arabic = await rowOf('Faisal Manager');
    expect(arabic).toHaveTextContent('العيادات: عيادة 1، عيادة 2، عيادة 3، عيادة 4، عيادة 5 و25 أخرى');
  });

  it('searches by name or email and filters by role and status, in the URL and the request', async () => {
    const { server } = userServer({ users: [SARA] });
    const { router } = renderList();
    await rowOf('Sara Pharmacist');
    await searchWith({ 'Name or email': 'sara', Role: { choose: 'Person in charge' }, Status: { choose: 'Disabled' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=sara&role=PIC&status=disabled'));
    await waitFor(() => expect(server.callsTo('getStaffUsers').at(-1)!.query).toEqual({ page: '1', limit: '10', search: 'sara', role: 'PIC', status: 'disabled' }));
  });

  it('disables an account after confirming, and the row then offers Enable', async () => {
    const { server } = userServer({ users: [SARA] });
    renderList();
    const dialog = await runAction('Sara Pharmacist', 'Disable');
    expect(dialog).toHaveTextContent('Disable Sara Pharmacist?');
    expect(server.callsTo('disableStaffUser')).toHaveLength(0);
    fireEvent.click(button('Disable', dialog));
    expect(await screen.findByText('Sara Pharmacist disabled')).toBeInTheDocument();
    expect(server.callsTo('disableStaffUser')[0].path).toBe('/api/administrator-write/users/u-1/disable');
    await waitFor(async () => expect(within(await rowOf('Sara Pharmacist')).getByText('Disabled')).toBeInTheDocument());
    const enable = await runAction('Sara Pharmacist', 'Enable');
    fireEvent.click(button('Enable', enable));
    expect(await screen.findByText('Sara Pharmacist enabled')).toBeInTheDocument();
    expect(server.callsTo('enableStaffUser')[0].path).toBe('/api/administrator-write/users/u-1/enable');
  });

  it("says why the server refuses to disable the last administrator, and keeps the dialog open", async () => {
    const { server } = userServer({
      users: [ADAM],
      overrides: (call) => (call.url.pathname.endsWith('/disable') ? fail(409, 'The last active administrator cannot be disabled or demoted', 'user.last_admin') : undefined),
    });
    renderList();
    const dialog = await runAction('Adam Admin', 'Disable');
    fireEvent.click(button('Disable', dialog));
    expect(await screen.findByText('The last active administrator cannot be disabled or demoted')).toBeInTheDocument();
    expect(dialog).toBeVisible();
    expect(server.callsTo('disableStaffUser')).toHaveLength(1);
    expect(within(await rowOf('Adam Admin')).getByText('Active')).toBeInTheDocument();
  });

  it('resets a password after confirming and shows the one-time link once, with Copy', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { server } = userServer({ users: [SARA] });
    renderList();
    const dialog = await runAction('Sara Pharmacist', 'Reset password');
    expect(dialog).toHaveTextContent('any earlier link stops working');
    fireEvent.click(button('Reset password', dialog));
    expect(await screen.findByDisplayValue(SET_PASSWORD_URL)).toBeInTheDocument();
    expect(server.callsTo('resetStaffUserPassword')[0].path).toBe('/api/administrator-write/users/u-1/reset-password');
    expect(screen.getByText('The link is valid for 24 hours and for one use. It is shown only this once: copy it now.')).toBeInTheDocument();
    fireEvent.click(button('Copy link'));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(SET_PASSWORD_URL);
    fireEvent.click(button('Done'));
    await waitFor(() => expect(screen.queryByDisplayValue(SET_PASSWORD_URL)).not.toBeInTheDocument());
  });

  it("shows who signs in with two steps, and resets a user's second factor after confirming", async () => {
    const { server } = userServer({ users: [makeUser({ two_factor: true }), ADAM] });
    renderList();
    expect(within(await rowOf('Sara Pharmacist')).getByText('Two-step on')).toBeInTheDocument();
    expect(within(await rowOf('Adam Admin')).getByText('Password only')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Actions for Adam Admin'));
    expect(await screen.findByText('Reset password')).toBeInTheDocument();
    expect(screen.queryByText('Reset two-step sign-in')).not.toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    const dialog = await runAction('Sara Pharmacist', 'Reset two-step sign-in');
    expect(dialog).toHaveTextContent('They will sign in with their password alone');
    expect(server.callsTo('resetUserTwoFactor')).toHaveLength(0);
    fireEvent.click(button('Reset', dialog));
    expect(await screen.findByText('The two-step sign-in of Sara Pharmacist was reset')).toBeInTheDocument();
    expect(server.callsTo('resetUserTwoFactor')[0].path).toBe('/api/administrator-write/users/u-1/two-factor/reset');
    await waitFor(async () => expect(within(await rowOf('Sara Pharmacist')).getByText('Password only')).toBeInTheDocument());
  });

  it('opens the edit form with the user', async () => {
    userServer({ users: [SARA] });
    const { router } = renderList();
    await choose('Sara Pharmacist', 'Edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/update/u-1'));
    expect((router.state.location.state as { user: { email: string } }).user.email).toBe('sara@example.com');
  });
});

describe('user list in Arabic', () => {
  it('is right-to-left with Arabic headers, roles and facility names', async () => {
    userServer({ users: [SARA] });
    renderList({ locale: 'ar' });
    const sara = await rowOf('Sara Pharmacist');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(headers()).toEqual(['name', 'email', 'role', 'facilities', 'status', 'twoFactor', 'lastLogin', 'actions'].map((key) => text('ar', `users.list.columns.${key}`)));
    expect(within(sara).getByText('كلمة المرور فقط')).toBeInTheDocument();
    expect(within(sara).getByText('مسؤول منشأة')).toBeInTheDocument();
    expect(within(sara).getByText('صيدلية الدواء العليا')).toBeInTheDocument();
    expect(within(sara).getByText('نشط')).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'users.list.register'))).toBeInTheDocument();
  });
});
