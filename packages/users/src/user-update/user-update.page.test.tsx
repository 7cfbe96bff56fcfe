import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, choose, fail, fill } from '@mk/module-kit/testing';
import { admin, makeUser, OLAYA_PHARMACY, renderUserPage, userServer } from '../test/user-test-kit';
import UserUpdatePage from './user-update.page';

const SARA = makeUser();

/** Opens the form as the list does (the user in the navigation state), or by URL alone. */
async function renderUpdate(state?: unknown) {
  const rendered = renderUserPage(<UserUpdatePage />, { user: admin, path: 'users/update/:id', route: state ? '/' : '/users/update/u-1' });
  if (state) await act(() => rendered.router.navigate('/users/update/u-1', { state }));
  return rendered;
}

describe('edit a user', () => {
  it('opens with the user from the list, changes the name and facilities, and goes back to the list', async () => {
    const { server } = userServer({ users: [SARA] });
    const { router } = await renderUpdate({ user: SARA });
    expect(await screen.findByDisplayValue('Sara Pharmacist')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByTitle('Al Dawaa Olaya')).toBeInTheDocument();
    fill('Name', 'Sara Al-Harbi');
    fireEvent.mouseDown(screen.getByLabelText('Centers'));
    fireEvent.click(await screen.findByTitle('Al Borg Lab Olaya'));
    fireEvent.click(button('Save changes'));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(server.callsTo('updateStaffUser')[0].path).toBe('/api/administrator-write/users/u-1');
    expect(server.callsTo('updateStaffUser')[0].body).toEqual({
      name: 'Sara Al-Harbi',
      role: 'PIC',
      clinic_ids: [],
      pharmacy_ids: [OLAYA_PHARMACY.sys_id],
      center_ids: ['5c0e0000-0000-4000-8000-000000000001'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('finds the user without the list (a reload)', async () => {
    userServer({ users: [SARA] });
    await renderUpdate();
    expect(await screen.findByDisplayValue('Sara Pharmacist')).toBeInTheDocument();
  });

  it("says why the last administrator cannot be demoted, and stays", async () => {
    const adam = makeUser({ sys_id: 'u-1', name: 'Adam Admin', role: 'ADMIN', pharmacies: [] });
    const { server } = userServer({
      users: [adam],
      overrides: (call) => (call.method === 'PATCH' ? fail(409, 'The last active administrator cannot be disabled or demoted') : undefined),
    });
    const { router } = await renderUpdate({ user: adam });
    await screen.findByDisplayValue('Adam Admin');
    await choose('Role', 'Person in charge');
    fireEvent.click(button('Save changes'));
    expect(await screen.findByText('The last active administrator cannot be disabled or demoted')).toBeInTheDocument();
    expect(server.callsTo('updateStaffUser')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/users/update/u-1');
  });
});
