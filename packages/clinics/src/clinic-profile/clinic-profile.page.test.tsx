import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Clinic } from '@mk/contracts';
import { callsTo, dataSheet, expectSheetRows, ok, openHistoryTab, sheetRow } from '@mk/module-kit/testing';
import { admin, clinicServer, makeClinic, renderClinicPage, text } from '../test/clinic-test-kit';
import ClinicProfilePage from './clinic-profile.page';

const FULL = makeClinic();
/** Noor Clinic with its optional fields empty (the bank fields blank: one space), no phone and no walk-in. */
const SPARSE = makeClinic({
  sys_id: '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0009',
  registered_clinic_name_arabic: '', clinic_bio: '', clinic_bio_en: '', SCFHS_license_number: '', website: '', avatar: '',
  contact_number: null as unknown as string,
  account_name: ' ', bank_name: ' ', account_number: ' ', IBAN_number: ' ',
  walkin_enabled: false,
});

const renderProfile = (clinic: Clinic, locale: 'en' | 'ar' = 'en') =>
  renderClinicPage(<ClinicProfilePage />, { user: admin, locale, path: 'clinics/profile/:id', route: `/clinics/profile/${clinic.sys_id}` });


describe('clinic profile', () => {
  it('shows the logo, the name and every data sheet', async () => {
    clinicServer({ clinics: [FULL] });
    renderProfile(FULL);
    expect(await screen.findByText('Noor Clinic', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Picture of Noor Clinic')).toBeInTheDocument();
    expectSheetRows('general', {
      'Bio (English)': 'A family dental clinic',
      'Bio (Arabic)': 'عيادة أسنان عائلية',
      'Specialization': 'Dentistry',
      'License Number': '123456',
    });
    expect(sheetRow('contact', 'Phone')).toHaveTextContent('0551234567');
    expectSheetRows('appointments', {
      'Home Care Appointments': 'Not Available',
      'Walk-In Appointments': 'Available',
      'Online Payments': 'Allowed',
      'In-Clinic Payments': 'Not Allowed',
    });
    expectSheetRows('address', {
      'City': 'Jeddah',
      'District': 'Al Rawdah',
    });
    expect(sheetRow('bank', 'IBAN Number')).toHaveTextContent('SA0380000000608010167519');
  });

  it('shows placeholders for missing values and hides payments without walk-in', async () => {
    clinicServer({ clinics: [SPARSE] });
    renderProfile(SPARSE);
    await screen.findByText('Noor Clinic', { selector: 'h1 *' });
    expectSheetRows('general', {
      'Bio (English)': 'NO BIO',
      'License Number': 'NO LICENSE',
    });
    expectSheetRows('contact', {
      'Website': 'NO WEBSITE',
      'Phone': 'NO PHONE',
    });
    expectSheetRows('bank', {
      'Account Name': 'NO ACCOUNT NAME',
      'IBAN Number': 'NO IBAN',
    });
    expect(within(dataSheet('appointments')).queryByText('Online Payments')).not.toBeInTheDocument();
    expect(within(dataSheet('appointments')).queryByText('In-Clinic Payments')).not.toBeInTheDocument();
  });

  it('tells in its History tab, in Arabic, who changed which field and when, and reads it only when opened', async () => {
    const { server } = clinicServer({ clinics: [FULL] });
    server.use({
      getRecordHistory: ok({
        count: 3,
        rows: [
          {
            at: '2026-11-28T09:05:00.000Z',
            actor: { sys_id: 'pic-1', name: 'مدير العيادة', role: 'PIC' },
            action: 'update',
            changes: [{ field: 'IBAN_number', old: 'SA0380000000608010167519', new: 'SA4420000001234567891234' }],
          },
          {
            at: '2026-11-27T06:00:00.000Z',
            actor: { sys_id: 'adm-1', name: 'Adam Admin', role: 'ADMIN' },
            action: 'status_change',
            changes: [{ field: 'status', old: 'pending', new: 'active' }],
          },
          { at: '2024-01-01T00:00:00.000Z', actor: null, action: 'create', changes: [{ field: 'walkin_enabled', old: null, new: true }] },
        ],
      }),
    });
    renderProfile(FULL, 'ar');
    // @mk/ui's own words (its catalogue is not this package's): History, Yes, The system.
    const panel = await openHistoryTab(server.requests, 'clinic', FULL.sys_id, 'مدير العيادة');
    // Riyadh's clock: 09:05 UTC is 12:05 PM there.
    expect(panel).toHaveTextContent(/28-11-2026.*12:05.*م/);
    expect(panel).toHaveTextContent(`${text('ar', 'clinics.form.fields.iban')}: من SA0380000000608010167519 إلى SA4420000001234567891234`);
    expect(panel).toHaveTextContent(`${text('ar', 'clinics.form.fields.walkin')}: نعم`);
    expect(panel).toHaveTextContent('النظام');
    // A status by its label, never its code: pending -> active ('بانتظار الموافقة' -> 'نشط', @mk/ui's words).
    expect(panel).toHaveTextContent(`${text('ar', 'clinics.list.columns.status')}: من بانتظار الموافقة إلى نشط`);
    // Only the admin's own (Latin) name is not Arabic.
    expect(panel.textContent!.replace('Adam Admin', '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('removes the clinic after confirmation, then returns to the list', async () => {
    const { requests } = clinicServer({ clinics: [FULL] });
    renderProfile(FULL);
    fireEvent.click((await screen.findByText('Remove Clinic', { selector: 'button *' })).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]')!);
    // It says what else goes (issue 16): the physicians, and that upcoming appointments stop it.
    expect(dialog).toHaveTextContent('Are you sure you want to remove this clinic? Its physicians are removed with it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/clinics');
    expect(callsTo(requests, `/api/clinic-write/${FULL.sys_id}`, 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('clinic :Noor Clinic ... has been deleted')).toBeInTheDocument();
  });

  it('opens the update form with the clinic', async () => {
    clinicServer({ clinics: [FULL] });
    const { router } = renderProfile(FULL);
    fireEvent.click((await screen.findByText('Update Clinic', { selector: 'button *' })).closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clinics/update/${FULL.sys_id}`));
    expect((router.state.location.state as { clinic: Clinic }).clinic.registered_clinic_name).toBe('Noor Clinic');
  });

  it("says so when the clinic cannot be loaded, with the server's message", async () => {
    clinicServer({ clinics: [] });
    renderProfile(FULL);
    expect(await screen.findByText('The clinic could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Clinic not found')).toBeInTheDocument();
  });
});

describe('clinic profile in Arabic', () => {
  it('shows the Arabic name, labels and placeholders, right-to-left', async () => {
    clinicServer({ clinics: [FULL, SPARSE] });
    renderProfile(SPARSE, 'ar');
    // No Arabic name: the English one shows.
    expect(await screen.findByText('Noor Clinic', { selector: 'h1 *' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(sheetRow('general', text('ar', 'clinics.profile.fields.bioEn'))).toHaveTextContent(text('ar', 'clinics.profile.placeholders.bio'));
    expect(sheetRow('general', text('ar', 'clinics.profile.fields.specialization'))).toHaveTextContent('طب الأسنان');
  });

  it('names the clinic in Arabic when it has an Arabic name', async () => {
    clinicServer({ clinics: [FULL] });
    renderProfile(FULL, 'ar');
    expect(await screen.findByText('عيادة النور', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'clinics.profile.update'))).toBeInTheDocument();
  });
});
