import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Clinic } from '@mk/contracts';
import { button, findDialog, searchWith } from '@mk/module-kit/testing';
import { admin, clinicPic, clinicServer, makeClinic, renderClinicPage } from '../test/clinic-test-kit';
import ClinicListPage from '../clinic-list/clinic-list.page';
import ClinicProfilePage from './clinic-profile.page';

// The shared approval pieces (@mk/module-kit) are tested through the pharmacy profile; this checks
// the clinic area's wiring: the list's tag and filter, the profile's banner and actions.
const PENDING = makeClinic({ status: 'pending', status_reason: null });

const renderProfile = (clinic: Clinic, user = admin) =>
  renderClinicPage(<ClinicProfilePage />, { user, path: 'clinics/profile/:id', route: `/clinics/profile/${clinic.sys_id}` });

describe('clinic approval', () => {
  it('shows the status in the list and filters by it, sending status with the other filters', async () => {
    const { server } = clinicServer({ clinics: [PENDING] });
    const { router } = renderClinicPage(<ClinicListPage />, { user: admin, path: 'clinics', route: '/clinics' });
    const link = (await screen.findByText('Noor Clinic', { selector: 'a, a *' })).closest('a')!;
    expect(within(link.closest('tr')!).getByText('Pending approval')).toBeInTheDocument();
    await searchWith({ Status: { choose: 'Suspended' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=suspended'));
    await waitFor(() => expect(server.callsTo('getClinics').at(-1)!.query).toMatchObject({ status: 'suspended' }));
  });

  it('tells the PIC their clinic awaits approval, with no ADMIN buttons', async () => {
    clinicServer({ clinics: [PENDING] });
    renderProfile(PENDING, clinicPic);
    await screen.findByText('Noor Clinic', { selector: 'h1 *' });
    expect(screen.getByText('Awaiting approval by the marketplace')).toBeInTheDocument();
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
  });

  it('lets ADMIN approve the clinic at clinic-write/{id}/status', async () => {
    const { server } = clinicServer({ clinics: [PENDING] });
    renderProfile(PENDING);
    await screen.findByText('Noor Clinic', { selector: 'h1 *' });
    fireEvent.click(button('Approve'));
    fireEvent.click(button('Approve', await findDialog()));
    expect(await screen.findByText('Noor Clinic approved')).toBeInTheDocument();
    expect(server.callsTo('changeFacilityStatus')[0].path).toBe(`/api/clinic-write/${PENDING.sys_id}/status`);
    await waitFor(() => expect(screen.queryByText('Awaiting approval by the marketplace')).not.toBeInTheDocument());
  });
});
