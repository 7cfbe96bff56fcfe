import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Pharmacy } from '@mk/contracts';
import { button, expectSheetRows, ok, openHistoryTab, sheetRow } from '@mk/module-kit/testing';
import { makePharmacy, pharmacyPic, pharmacyServer, renderPharmacyPage, text } from '../test/pharmacy-test-kit';
import PharmacyProfilePage from './pharmacy-profile.page';

const OLAYA = makePharmacy();

const renderProfile = (pharmacy: Pharmacy, locale: 'en' | 'ar' = 'en') =>
  renderPharmacyPage(<PharmacyProfilePage />, { user: pharmacyPic, locale, path: 'pharmacy/profile/:id', route: `/pharmacy/profile/${pharmacy.sys_id}` });

describe('pharmacy profile', () => {
  it('shows the General, Contact and Address sheets', async () => {
    pharmacyServer({ pharmacies: [OLAYA] });
    renderProfile(OLAYA);
    expect(await screen.findByText('Al Dawaa Olaya', { selector: 'h1 *' })).toBeInTheDocument();
    expectSheetRows('general', { 'ID': '…0001', 'Name (English)': 'Al Dawaa Olaya', 'Name (Arabic)': 'صيدلية الدواء العليا', 'CR Number': '1010234567' });
    expectSheetRows('contact', { Phone: '0551234567', Email: 'olaya@aldawaa.example.com' });
    expectSheetRows('address', { City: 'Riyadh', Address: 'Al Olaya', Latitude: '24.6950', Longitude: '46.6850' });
  });

  it('shows placeholders for missing values', async () => {
    const bare = makePharmacy({ email: null, name_ar: '' });
    pharmacyServer({ pharmacies: [bare] });
    renderProfile(bare);
    await screen.findByText('Al Dawaa Olaya', { selector: 'h1 *' });
    expect(sheetRow('contact', 'Email')).toHaveTextContent('NO EMAIL');
    expect(sheetRow('general', 'Name (Arabic)')).toHaveTextContent('NO NAME');
  });

  it('tells in its History tab, in Arabic, who changed which field and when, and reads it only when opened', async () => {
    const { server } = pharmacyServer({ pharmacies: [OLAYA] });
    server.use({
      getRecordHistory: ok({
        count: 2,
        rows: [
          {
            at: '2026-06-01T05:30:00.000Z',
            actor: { sys_id: 'adm-1', name: 'آدم المسؤول', role: 'ADMIN' },
            action: 'update',
            changes: [
              { field: 'name_ar', old: 'صيدلية الدواء', new: 'صيدلية الدواء العليا' },
              { field: 'phone', old: '0551234567', new: '0559876543' },
            ],
          },
          { at: '2024-05-01T09:00:00.000Z', actor: null, action: 'create', changes: [{ field: 'cr_number', old: null, new: '1010234567' }] },
        ],
      }),
    });
    renderProfile(OLAYA, 'ar');
    // @mk/ui's own words (its catalogue is not this package's): Administrator, The system.
    const panel = await openHistoryTab(server.requests, 'pharmacy', OLAYA.sys_id, 'آدم المسؤول');
    // Riyadh's clock: 05:30 UTC is 08:30 AM there.
    expect(panel).toHaveTextContent(/01-06-2026.*08:30.*ص/);
    expect(panel).toHaveTextContent('(مسؤول)');
    expect(panel).toHaveTextContent(`${text('ar', 'pharmacies.form.fields.nameAr')}: من صيدلية الدواء إلى صيدلية الدواء العليا`);
    expect(panel).toHaveTextContent(`${text('ar', 'pharmacies.form.fields.phone')}: من 0551234567 إلى 0559876543`);
    expect(panel).toHaveTextContent(`${text('ar', 'pharmacies.form.fields.crNumber')}: 1010234567`);
    expect(panel).toHaveTextContent('النظام');
    expect(panel).not.toHaveTextContent(/[A-Za-z]{3,}/);
  });

  it('opens the update form with the pharmacy from Update pharmacy', async () => {
    pharmacyServer({ pharmacies: [OLAYA] });
    const { router } = renderProfile(OLAYA);
    await screen.findByText('Al Dawaa Olaya', { selector: 'h1 *' });
    fireEvent.click(button('Update pharmacy'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pharmacy/update/${OLAYA.sys_id}`));
    expect((router.state.location.state as { pharmacy: Pharmacy }).pharmacy.name).toBe('Al Dawaa Olaya');
  });

  it("says so when the pharmacy cannot be loaded, with the server's message", async () => {
    pharmacyServer({ pharmacies: [] });
    renderProfile(OLAYA);
    expect(await screen.findByText('The pharmacy could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Pharmacy not found')).toBeInTheDocument();
  });
});

describe('pharmacy profile in Arabic', () => {
  it('names the pharmacy in Arabic, right-to-left, with Arabic labels and city', async () => {
    pharmacyServer({ pharmacies: [OLAYA] });
    renderProfile(OLAYA, 'ar');
    expect(await screen.findByText('صيدلية الدواء العليا', { selector: 'h1 *' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(sheetRow('address', text('ar', 'pharmacies.profile.fields.city'))).toHaveTextContent('الرياض');
    expect(screen.getByText(text('ar', 'pharmacies.profile.sections.contact'))).toBeInTheDocument();
    expect(button(text('ar', 'pharmacies.profile.update'))).toBeInTheDocument();
  });
});
