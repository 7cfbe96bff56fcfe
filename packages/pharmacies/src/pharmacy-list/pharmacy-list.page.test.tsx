import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Pharmacy } from '@mk/contracts';
import { button, fail, ok, searchWith } from '@mk/module-kit/testing';
import { admin, makePharmacy, pharmacyPic, pharmacyServer, renderPharmacyPage, text, withoutStatus } from '../test/pharmacy-test-kit';
import PharmacyListPage from './pharmacy-list.page';

const OLAYA = makePharmacy();
const MALAZ = makePharmacy({ sys_id: '9a1b2c3d-0000-4000-8000-000000000002', name: 'Nahdi Malaz', name_ar: 'صيدلية النهدي الملز', city: 'JEDDAH' });

const renderList = (options: { user?: typeof admin; route?: string; locale?: 'en' | 'ar' } = {}) =>
  renderPharmacyPage(<PharmacyListPage />, { user: options.user ?? admin, locale: options.locale, path: 'pharmacy', route: options.route ?? '/pharmacy' });

const findLink = async (name: string) => (await screen.findByText(name, { selector: 'a, a *' })).closest('a')!;
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);

describe('pharmacy list for ADMIN', () => {
  it('shows ID, Pharmacy Name, City and the two row buttons, and Register a New Pharmacy', async () => {
    const { server } = pharmacyServer({ pharmacies: [OLAYA, MALAZ] });
    renderList();
    expect(await findLink('Nahdi Malaz')).toHaveAttribute('href', `/pharmacy/profile/${MALAZ.sys_id}`);
    expect(headers()).toEqual(['ID', 'Pharmacy Name', 'City', 'Status', 'View Information', 'Update information']);
    const row = (await findLink('Nahdi Malaz')).closest('tr')!;
    expect(within(row).getByText('…0002')).toBeInTheDocument();
    expect(within(row).getByText('Jeddah')).toBeInTheDocument();
    expect(screen.getByText('Register a New Pharmacy')).toBeInTheDocument();
    expect(server.callsTo('getPharmacies')[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('opens the register form, a profile, and the update form with the pharmacy', async () => {
    pharmacyServer({ pharmacies: [OLAYA, MALAZ] });
    const { router } = renderList();
    await findLink('Al Dawaa Olaya');
    fireEvent.click(screen.getByLabelText('Update information: Nahdi Malaz'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pharmacy/update/${MALAZ.sys_id}`));
    expect((router.state.location.state as { pharmacy: Pharmacy }).pharmacy.name).toBe('Nahdi Malaz');
    await act(() => router.navigate('/pharmacy'));
    fireEvent.click(await screen.findByLabelText('View Information: Al Dawaa Olaya'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pharmacy/profile/${OLAYA.sys_id}`));
    await act(() => router.navigate('/pharmacy'));
    await findLink('Al Dawaa Olaya');
    fireEvent.click(button('Register a New Pharmacy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pharmacy/register'));
  });

  it('pages through the list with the page in the URL', async () => {
    const many = Array.from({ length: 10 }, (_, i) => makePharmacy({ sys_id: `ph-${i}`, name: `Pharmacy ${i}` }));
    const { server } = pharmacyServer({ overrides: (call) => (call.url.pathname === '/api/pharmacy-read' ? ok({ count: 23, rows: many }) : undefined) });
    const { router } = renderList();
    await findLink('Pharmacy 0');
    fireEvent.click(screen.getByLabelText('Page 3'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(server.callsTo('getPharmacies').at(-1)!.query).toEqual({ page: '3', limit: '10' }));
  });

  it('says what to do when there is no pharmacy', async () => {
    pharmacyServer({ pharmacies: [] });
    renderList();
    expect(await screen.findByText('No pharmacies yet. Register a new pharmacy to see it here.')).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    const { server } = pharmacyServer({ overrides: (call) => (call.url.pathname === '/api/pharmacy-read' ? fail(500, 'Database unavailable') : undefined) });
    renderList();
    expect(await screen.findByText('The pharmacies could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    const before = server.callsTo('getPharmacies').length;
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(server.callsTo('getPharmacies').length).toBe(before + 1));
  });
});

describe('pharmacy approval in the list', () => {
  it("shows each pharmacy's status, active when the server sends none", async () => {
    const older = withoutStatus(makePharmacy({ sys_id: 'ph-old', name: 'Old Host Pharmacy' }));
    pharmacyServer({ pharmacies: [makePharmacy({ status: 'pending' }), { ...MALAZ, status: 'suspended', status_reason: 'Licence expired' }, older] });
    renderList();
    const status = async (name: string) => within((await findLink(name)).closest('tr')!).getByText(/^(Pending approval|Active|Suspended)$/).textContent;
    expect(await status('Al Dawaa Olaya')).toBe('Pending approval');
    expect(await status('Nahdi Malaz')).toBe('Suspended');
    expect(await status('Old Host Pharmacy')).toBe('Active');
  });

  it('lets ADMIN filter by status, with the filter in the URL and sent as status', async () => {
    const { server } = pharmacyServer({ pharmacies: [OLAYA] });
    const { router } = renderList();
    await findLink('Al Dawaa Olaya');
    await searchWith({ Status: { choose: 'Pending approval' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(server.callsTo('getPharmacies').at(-1)!.query).toEqual({ page: '1', limit: '10', status: 'pending' }));
  });

  it("opens on Home's pending link with the filter applied", async () => {
    const { server } = pharmacyServer({ pharmacies: [] });
    renderList({ route: '/pharmacy?status=pending' });
    expect(await screen.findByText('No pharmacy matches these filters.')).toBeInTheDocument();
    expect(server.callsTo('getPharmacies')[0].query).toEqual({ page: '1', limit: '10', status: 'pending' });
  });

  it('gives a PIC no status filter', async () => {
    pharmacyServer({ pharmacies: [OLAYA] });
    renderList({ user: pharmacyPic });
    await findLink('Al Dawaa Olaya');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('pharmacy list for a pharmacy PIC', () => {
  it('lists their pharmacies without the register button', async () => {
    pharmacyServer({ pharmacies: [OLAYA] });
    renderList({ user: pharmacyPic });
    await findLink('Al Dawaa Olaya');
    expect(screen.queryByText('Register a New Pharmacy')).not.toBeInTheDocument();
  });

  it('says so when the PIC has no pharmacy', async () => {
    pharmacyServer({ pharmacies: [] });
    renderList({ user: pharmacyPic });
    expect(await screen.findByText('You have no pharmacies yet. Ask an administrator to register yours.')).toBeInTheDocument();
  });
});

describe('pharmacy list in Arabic', () => {
  it('is right-to-left with Arabic headers, names, cities and the register button', async () => {
    pharmacyServer({ pharmacies: [OLAYA, MALAZ] });
    renderList({ locale: 'ar' });
    expect(await findLink('صيدلية النهدي الملز')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(headers()).toEqual(['id', 'name', 'city', 'status', 'view', 'update'].map((key) => text('ar', `pharmacies.list.columns.${key}`)));
    expect(screen.getByText(text('ar', 'pharmacies.list.register'))).toBeInTheDocument();
    expect(within((await findLink('صيدلية النهدي الملز')).closest('tr')!).getByText('جدة')).toBeInTheDocument();
  });
});
