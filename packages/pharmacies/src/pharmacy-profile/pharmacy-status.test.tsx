import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Pharmacy } from '@mk/contracts';
import { button, fail, findDialog } from '@mk/module-kit/testing';
import { admin, makePharmacy, pharmacyPic, pharmacyServer, renderPharmacyPage, text, withoutStatus } from '../test/pharmacy-test-kit';
import PharmacyProfilePage from './pharmacy-profile.page';

// The approval banner, tag and actions are shared by the three facility areas (@mk/module-kit);
// these tests drive them through the pharmacy profile, the others check their wiring.
const PENDING = makePharmacy({ status: 'pending', status_reason: null });
const SUSPENDED = makePharmacy({ status: 'suspended', status_reason: 'Licence expired' });

const renderProfile = (pharmacy: Pharmacy, user = admin, locale: 'en' | 'ar' = 'en') =>
  renderPharmacyPage(<PharmacyProfilePage />, { user, locale, path: 'pharmacy/profile/:id', route: `/pharmacy/profile/${pharmacy.sys_id}` });
const heading = (name = 'Al Dawaa Olaya') => screen.findByText(name, { selector: 'h1 *' });

describe('pharmacy approval on the profile', () => {
  it('tells the PIC their pharmacy awaits approval, without the ADMIN buttons', async () => {
    pharmacyServer({ pharmacies: [PENDING] });
    renderProfile(PENDING, pharmacyPic);
    await heading();
    expect(screen.getByText('Awaiting approval by the marketplace')).toBeInTheDocument();
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
    expect(screen.queryByText('Suspend')).not.toBeInTheDocument();
  });

  it('shows the PIC the reason of a suspension', async () => {
    pharmacyServer({ pharmacies: [SUSPENDED] });
    renderProfile(SUSPENDED, pharmacyPic);
    await heading();
    expect(screen.getByRole('status')).toHaveTextContent('Suspended: Licence expired');
  });

  it('shows no banner for an active pharmacy, nor for one from a host without statuses', async () => {
    const older = withoutStatus(makePharmacy());
    pharmacyServer({ pharmacies: [older] });
    renderProfile(older);
    await heading();
    expect(screen.queryByText('Awaiting approval by the marketplace')).not.toBeInTheDocument();
    expect(screen.queryByText('Approve')).not.toBeInTheDocument();
    expect(button('Suspend')).toBeInTheDocument();
  });

  it('lets ADMIN approve after confirming, and the banner goes', async () => {
    const { server } = pharmacyServer({ pharmacies: [PENDING] });
    renderProfile(PENDING);
    await heading();
    fireEvent.click(button('Approve'));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Approve Al Dawaa Olaya?');
    fireEvent.click(button('Approve', dialog));
    expect(await screen.findByText('Al Dawaa Olaya approved')).toBeInTheDocument();
    expect(server.callsTo('changeFacilityStatus').map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', `/api/pharmacy-write/${PENDING.sys_id}/status`, { status: 'active' }],
    ]);
    await waitFor(() => expect(screen.queryByText('Awaiting approval by the marketplace')).not.toBeInTheDocument());
  });

  it('asks a reason to suspend, refuses a blank one, and sends the reason given', async () => {
    const { server } = pharmacyServer({ pharmacies: [PENDING] });
    renderProfile(PENDING);
    await heading();
    fireEvent.click(button('Suspend'));
    const dialog = await findDialog();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(button('Suspend', dialog));
    expect(await screen.findByText('Please give the reason for the suspension')).toBeInTheDocument();
    expect(server.callsTo('changeFacilityStatus')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Licence expired ' } });
    fireEvent.click(button('Suspend', dialog));
    expect(await screen.findByText('Al Dawaa Olaya suspended')).toBeInTheDocument();
    expect(server.callsTo('changeFacilityStatus')[0].body).toEqual({ status: 'suspended', reason: 'Licence expired' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Suspended: Licence expired'));
  });

  it("keeps the dialog open with the server's reason when the change is refused", async () => {
    const { server } = pharmacyServer({
      pharmacies: [PENDING],
      overrides: (call) => (call.method === 'PATCH' ? fail(403, 'Only an administrator can do this') : undefined),
    });
    renderProfile(PENDING);
    await heading();
    fireEvent.click(button('Approve'));
    const dialog = await findDialog();
    fireEvent.click(button('Approve', dialog));
    expect(await screen.findByText('Only an administrator can do this')).toBeInTheDocument();
    expect(dialog).toBeVisible();
    expect(server.callsTo('changeFacilityStatus')).toHaveLength(1);
    expect(screen.getByText('Awaiting approval by the marketplace')).toBeInTheDocument();
  });

  it('says it all in Arabic', async () => {
    pharmacyServer({ pharmacies: [SUSPENDED] });
    renderProfile(SUSPENDED, admin, 'ar');
    await heading('صيدلية الدواء العليا');
    expect(screen.getByRole('status')).toHaveTextContent('موقوف: Licence expired');
    expect(button('موافقة')).toBeInTheDocument();
    expect(screen.queryByText('إيقاف')).not.toBeInTheDocument();
    expect(text('ar', 'pharmacies.list.columns.status')).toBe('الحالة');
  });
});
