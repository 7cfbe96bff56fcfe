import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, fail, type } from '@mk/module-kit/testing';
import { admin, makePharmacy, pharmacyServer, renderPharmacyPage, text } from '../test/pharmacy-test-kit';
import PharmacyUpdatePage from './pharmacy-update.page';

const OLAYA = makePharmacy();
const PATH = `/pharmacy/update/${OLAYA.sys_id}`;

const renderUpdate = (route = PATH, locale: 'en' | 'ar' = 'en') =>
  renderPharmacyPage(<PharmacyUpdatePage />, { user: admin, locale, path: 'pharmacy/update/:id', route });

const submitButton = (label = 'Update pharmacy') => button(label);
const loaded = () => waitFor(() => expect(screen.getByLabelText('Pharmacy Name (English)')).toHaveValue('Al Dawaa Olaya'));

describe('update a pharmacy', () => {
  it('is fetched by id when opened directly, prefilled, without the person-in-charge select', async () => {
    const { server } = pharmacyServer({ pharmacies: [OLAYA] });
    renderUpdate();
    await loaded();
    expect(server.callsTo('getPharmacy')).toHaveLength(1);
    expect(screen.getByLabelText('Pharmacy Name (Arabic)')).toHaveValue('صيدلية الدواء العليا');
    expect(screen.getByLabelText('Email')).toHaveValue('olaya@aldawaa.example.com');
    expect(screen.getByLabelText('Latitude')).toHaveValue('24.6950');
    expect(screen.getByText('Riyadh')).toBeInTheDocument();
    expect(screen.queryByLabelText('Person in Charge')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Pharmacies/Al Dawaa Olaya/Update');
  });

  it('uses the pharmacy the list passed, without asking the server', async () => {
    const { server } = pharmacyServer({ pharmacies: [OLAYA] });
    const { router } = renderUpdate('/');
    await act(() => router.navigate(PATH, { state: { pharmacy: { ...OLAYA, name: 'Al Dawaa Olaya (from list)' } } }));
    await waitFor(() => expect(screen.getByLabelText('Pharmacy Name (English)')).toHaveValue('Al Dawaa Olaya (from list)'));
    expect(server.callsTo('getPharmacy')).toHaveLength(0);
  });

  it('saves the changed pharmacy, says so and opens its profile', async () => {
    const { server } = pharmacyServer({ pharmacies: [OLAYA] });
    renderUpdate();
    await loaded();
    type('Address', 'Al Olaya, King Fahd Road');
    type('Email', '');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Pharmacy updated successfully')).toBeInTheDocument();
    const [patch] = server.callsTo('updatePharmacy');
    expect(patch.url.pathname).toBe(`/api/pharmacy-write/${OLAYA.sys_id}`);
    expect(patch.body).toEqual({
      name: 'Al Dawaa Olaya',
      name_ar: 'صيدلية الدواء العليا',
      cr_number: '1010234567',
      phone: '0551234567',
      email: '',
      address: 'Al Olaya, King Fahd Road',
      city: 'RIYADH',
      lat: '24.6950',
      lng: '46.6850',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/pharmacy/profile/${OLAYA.sys_id}`);
  });

  it('checks the register rules before saving (docs/deviations.md)', async () => {
    const { server } = pharmacyServer({ pharmacies: [OLAYA] });
    renderUpdate();
    await loaded();
    type('Pharmacy Name (English)', 'Dwa');
    expect(await screen.findByText('Invalid, must be more than 4 characters')).toBeInTheDocument();
    fireEvent.click(submitButton());
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(server.callsTo('updatePharmacy')).toHaveLength(0);
  });

  it("shows the server's message when it refuses, and stays on the form", async () => {
    pharmacyServer({ pharmacies: [OLAYA], overrides: (call) => (call.method === 'PATCH' ? fail(403, 'You may change only your own pharmacies') : undefined) });
    renderUpdate();
    await loaded();
    fireEvent.click(submitButton());
    expect(await screen.findByText('You may change only your own pharmacies')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says so when the pharmacy does not exist', async () => {
    pharmacyServer({ pharmacies: [] });
    renderUpdate();
    expect(await screen.findByText('The pharmacy could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Pharmacy not found')).toBeInTheDocument();
  });

  it('is labelled in Arabic', async () => {
    pharmacyServer({ pharmacies: [OLAYA] });
    renderUpdate(PATH, 'ar');
    await waitFor(() => expect(screen.getByLabelText(text('ar', 'pharmacies.form.fields.name'))).toHaveValue('Al Dawaa Olaya'));
    expect(screen.getByText(text('ar', 'pharmacies.update.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(submitButton(text('ar', 'pharmacies.update.submit'))).toBeInTheDocument();
  });
});
