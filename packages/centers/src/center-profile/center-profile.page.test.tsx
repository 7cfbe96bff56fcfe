import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Center } from '@mk/contracts';
import { button, expectSheetRows, findDialog, ok, openHistoryTab, sheetRow } from '@mk/module-kit/testing';
import { centerPic, centerServer, makeCenter, renderCenterPage, text } from '../test/center-test-kit';
import CenterProfilePage from './center-profile.page';

const OLAYA = makeCenter();

const renderProfile = (center: Center, locale: 'en' | 'ar' = 'en') =>
  renderCenterPage(<CenterProfilePage />, { user: centerPic, locale, path: 'centers/profile/:id', route: `/centers/profile/${center.sys_id}` });

describe('center profile', () => {
  it('shows the General, Contact, Services, Address and Bank sheets', async () => {
    centerServer({ centers: [OLAYA] });
    renderProfile(OLAYA);
    expect(await screen.findByText('Al Borg Lab Olaya', { selector: 'h1 *' })).toBeInTheDocument();
    expectSheetRows('general', {
      'Name (English)': 'Al Borg Lab Olaya',
      'Name (Arabic)': 'مختبر البرج العليا',
      'Center Type': 'Lab',
      'ID': '…0001',
      'MOH License ID': '5012345',
    });
    expectSheetRows('contact', { Website: 'alborg.example.com', Phone: '0112345678' });
    expectSheetRows('services', { 'Home Care': 'Available', 'Online Payments': 'Allowed', 'In-Center Payments': 'Not Allowed' });
    expectSheetRows('address', { City: 'Riyadh', District: 'Al Olaya', Street: 'Olaya Street' });
    expectSheetRows('bank', { 'Account Name': 'Al Borg Medical Labs', 'Bank Name': 'Al Rajhi Bank', 'Account Number': '123456789', 'IBAN Number': 'SA0380000000608010167519' });
  });

  it('shows placeholders for missing contact and bank details', async () => {
    const bare = makeCenter({ website: undefined, bank_name: ' ', IBAN_number: undefined });
    centerServer({ centers: [bare] });
    renderProfile(bare);
    await screen.findByText('Al Borg Lab Olaya', { selector: 'h1 *' });
    expect(sheetRow('contact', 'Website')).toHaveTextContent('NO WEBSITE');
    expect(sheetRow('bank', 'Bank Name')).toHaveTextContent('NO BANK NAME');
    expect(sheetRow('bank', 'IBAN Number')).toHaveTextContent('NO IBAN');
  });

  it('tells in its History tab, in Arabic, who changed which field and when, and reads it only when opened', async () => {
    const { server } = centerServer({ centers: [OLAYA] });
    server.use({
      getRecordHistory: ok({
        count: 2,
        rows: [
          {
            at: '2026-11-28T09:05:00.000Z',
            actor: { sys_id: 'pic-1', name: 'مدير المركز', role: 'PIC' },
            action: 'update',
            changes: [
              { field: 'IBAN_number', old: 'SA0380000000608010167519', new: 'SA4420000001234567891234' },
              { field: 'center_pay', old: false, new: true },
            ],
          },
          { at: '2024-05-01T09:00:00.000Z', actor: null, action: 'create', changes: [{ field: 'homecare_enabled', old: null, new: true }] },
        ],
      }),
    });
    renderProfile(OLAYA, 'ar');
    // @mk/ui's own words (its catalogue is not this package's): Yes, No, The system.
    const panel = await openHistoryTab(server.requests, 'center', OLAYA.sys_id, 'مدير المركز');
    // Riyadh's clock: 09:05 UTC is 12:05 PM there.
    expect(panel).toHaveTextContent(/28-11-2026.*12:05.*م/);
    expect(panel).toHaveTextContent(`${text('ar', 'centers.form.fields.iban')}: من SA0380000000608010167519 إلى SA4420000001234567891234`);
    expect(panel).toHaveTextContent(`${text('ar', 'centers.form.fields.centerPay')}: من لا إلى نعم`);
    expect(panel).toHaveTextContent(`${text('ar', 'centers.form.fields.homecare')}: نعم`);
    expect(panel).toHaveTextContent('النظام');
    expect(panel).not.toHaveTextContent(/[A-Za-z]{3,}/);
  });

  it('opens the update form with the center from Update Center', async () => {
    centerServer({ centers: [OLAYA] });
    const { router } = renderProfile(OLAYA);
    await screen.findByText('Al Borg Lab Olaya', { selector: 'h1 *' });
    fireEvent.click(button('Update Center'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/centers/update/${OLAYA.sys_id}`));
    expect((router.state.location.state as { center: Center }).center.center_name).toBe('Al Borg Lab Olaya');
  });

  it('removes the center after the confirmation and returns to the list', async () => {
    const { server } = centerServer({ centers: [OLAYA] });
    const { router } = renderProfile(OLAYA);
    await screen.findByText('Al Borg Lab Olaya', { selector: 'h1 *' });
    fireEvent.click(button('Remove Center'));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Are you sure you want to remove this center?');
    fireEvent.click(within(dialog).getByText('Remove').closest('button')!);
    expect(await screen.findByText('Center Al Borg Lab Olaya has been removed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/centers'));
    expect(server.callsTo('deleteCenter')).toHaveLength(1);
  });

  it("says so when the center cannot be loaded, with the server's message", async () => {
    centerServer({ centers: [] });
    renderProfile(OLAYA);
    expect(await screen.findByText('The center could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Center not found')).toBeInTheDocument();
  });
});

describe('center profile in Arabic', () => {
  it('names the center in Arabic, right-to-left, with Arabic labels, type and city', async () => {
    centerServer({ centers: [OLAYA] });
    renderProfile(OLAYA, 'ar');
    expect(await screen.findByText('مختبر البرج العليا', { selector: 'h1 *' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(sheetRow('general', text('ar', 'centers.profile.fields.type'))).toHaveTextContent('مختبر');
    expect(sheetRow('address', text('ar', 'centers.profile.fields.city'))).toHaveTextContent('الرياض');
    expect(sheetRow('services', text('ar', 'centers.profile.fields.homecare'))).toHaveTextContent(text('ar', 'centers.profile.values.available'));
    expect(button(text('ar', 'centers.profile.update'))).toBeInTheDocument();
  });
});
