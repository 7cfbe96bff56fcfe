import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Center } from '@mk/contracts';
import { button, findDialog, searchWith } from '@mk/module-kit/testing';
import { admin, centerPic, centerServer, makeCenter, renderCenterPage } from '../test/center-test-kit';
import CenterListPage from '../center-list/center-list.page';
import CenterProfilePage from './center-profile.page';

// The shared approval pieces (@mk/module-kit) are tested through the pharmacy profile; this checks
// the center area's wiring: the list's tag and filter, the profile's banner and actions.
const SUSPENDED = makeCenter({ status: 'suspended', status_reason: 'Licence expired' });

const renderProfile = (center: Center, user = admin) =>
  renderCenterPage(<CenterProfilePage />, { user, path: 'centers/profile/:id', route: `/centers/profile/${center.sys_id}` });

describe('center approval', () => {
  it('shows the status in the list and lets ADMIN filter the pending ones', async () => {
    const { server } = centerServer({ centers: [SUSPENDED] });
    const { router } = renderCenterPage(<CenterListPage />, { user: admin, path: 'centers', route: '/centers' });
    const link = (await screen.findByText('Al Borg Lab Olaya', { selector: 'a, a *' })).closest('a')!;
    expect(within(link.closest('tr')!).getByText('Suspended')).toBeInTheDocument();
    await searchWith({ Status: { choose: 'Pending approval' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(server.callsTo('getCenters').at(-1)!.query).toEqual({ page: '1', limit: '10', status: 'pending' }));
  });

  it('shows the PIC why their center is suspended', async () => {
    centerServer({ centers: [SUSPENDED] });
    renderProfile(SUSPENDED, centerPic);
    await screen.findByText('Al Borg Lab Olaya', { selector: 'h1 *' });
    expect(screen.getByRole('status')).toHaveTextContent('Suspended: Licence expired');
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
  });

  it('lets ADMIN approve the center again at center-write/{id}/status', async () => {
    const { server } = centerServer({ centers: [SUSPENDED] });
    renderProfile(SUSPENDED);
    await screen.findByText('Al Borg Lab Olaya', { selector: 'h1 *' });
    fireEvent.click(button('Approve'));
    fireEvent.click(button('Approve', await findDialog()));
    expect(await screen.findByText('Al Borg Lab Olaya approved')).toBeInTheDocument();
    expect(server.callsTo('changeFacilityStatus')[0].path).toBe(`/api/center-write/${SUSPENDED.sys_id}/status`);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
