import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { admin, makePhysician, physicianServer, renderPhysicianPage } from '../test/physician-test-kit';
import PhysicianListPage from './physician-list.page';

const SARA = makePhysician();

const renderList = () => renderPhysicianPage(<PhysicianListPage />, { user: admin, path: 'physicians', route: '/physicians' });

describe('physician list navigation', () => {
  it("offers the row actions in the spec's order and opens the update form and the profile", async () => {
    physicianServer({ physicians: [SARA] });
    const { router } = renderList();
    await screen.findByText('Sara Ali');
    fireEvent.click(screen.getByLabelText('Actions for Sara Ali'));
    await screen.findByText('Update Information');
    const labels = Array.from(document.querySelectorAll('.ant-dropdown-menu-title-content'), (item) => item.textContent);
    expect(labels).toEqual(['Update Information', 'Update Schedule', 'Remove Physician', 'Physician Profile']);
    fireEvent.click(screen.getByText('Update Information'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/physicians/update/${SARA.sys_id}`));

    await act(() => router.navigate('/physicians'));
    fireEvent.click(await screen.findByLabelText('Actions for Sara Ali'));
    fireEvent.click(await screen.findByText('Physician Profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/physicians/profile/${SARA.sys_id}`));
  });

  it("opens the register form with 'Register New Physician'", async () => {
    physicianServer({ physicians: [SARA] });
    const { router } = renderList();
    fireEvent.click((await screen.findByText('Register New Physician', { selector: 'button *' })).closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/physicians/register'));
  });
});
