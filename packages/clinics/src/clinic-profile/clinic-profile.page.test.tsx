import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Clinic } from '@mk/contracts';
import { admin, callsTo, clinicServer, makeClinic, renderClinicPage, text } from '../test/clinic-test-kit';
import ClinicProfilePage from './clinic-profile.page';

const FULL = makeClinic();
const SPARSE = makeClinic({
  sys_id: '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0009',
  registered_clinic_name_arabic: '',
  clinic_bio: '',
  clinic_bio_en: '',
  SCFHS_license_number: '',
  website: '',
  contact_number: null as unknown as string,
  account_name: ' ',
  bank_name: ' ',
  account_number: ' ',
  IBAN_number: ' ',
  walkin_enabled: false,
  avatar: '',
});

const renderProfile = (clinic: Clinic, locale: 'en' | 'ar' = 'en') =>
  renderClinicPage(<ClinicProfilePage />, { user: admin, locale, path: 'clinics/profile/:id', route: `/clinics/profile/${clinic.sys_id}` });

const sheet = (key: string) => document.querySelector<HTMLElement>(`[data-sheet="${key}"]`)!;
const row = (key: string, label: string) => within(sheet(key)).getByText(label).closest('tr')!;

describe('clinic profile', () => {
  it('shows the logo, the name and every data sheet', async () => {
    clinicServer({ clinics: [FULL] });
    renderProfile(FULL);
    expect(await screen.findByText('Noor Clinic', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Picture of Noor Clinic')).toBeInTheDocument();
    expect(row('general', 'Bio (English)')).toHaveTextContent('A family dental clinic');
    expect(row('general', 'Bio (Arabic)')).toHaveTextContent('عيادة أسنان عائلية');
    expect(row('general', 'Specialization')).toHaveTextContent('Dentistry');
    expect(row('general', 'License Number')).toHaveTextContent('123456');
    expect(row('contact', 'Phone')).toHaveTextContent('0551234567');
    expect(row('appointments', 'Home Care Appointments')).toHaveTextContent('Not Available');
    expect(row('appointments', 'Walk-In Appointments')).toHaveTextContent('Available');
    expect(row('appointments', 'Online Payments')).toHaveTextContent('Allowed');
    expect(row('appointments', 'In-Clinic Payments')).toHaveTextContent('Not Allowed');
    expect(row('address', 'City')).toHaveTextContent('Jeddah');
    expect(row('address', 'District')).toHaveTextContent('Al Rawdah');
    expect(row('bank', 'IBAN Number')).toHaveTextContent('SA0380000000608010167519');
  });

  it('shows placeholders for missing values and hides payments without walk-in', async () => {
    clinicServer({ clinics: [SPARSE] });
    renderProfile(SPARSE);
    await screen.findByText('Noor Clinic', { selector: 'h1 *' });
    expect(row('general', 'Bio (English)')).toHaveTextContent('NO BIO');
    expect(row('general', 'License Number')).toHaveTextContent('NO LICENSE');
    expect(row('contact', 'Website')).toHaveTextContent('NO WEBSITE');
    expect(row('contact', 'Phone')).toHaveTextContent('NO PHONE');
    expect(row('bank', 'Account Name')).toHaveTextContent('NO ACCOUNT NAME');
    expect(row('bank', 'IBAN Number')).toHaveTextContent('NO IBAN');
    expect(within(sheet('appointments')).queryByText('Online Payments')).not.toBeInTheDocument();
    expect(within(sheet('appointments')).queryByText('In-Clinic Payments')).not.toBeInTheDocument();
  });

  it('removes the clinic after confirmation, then returns to the list', async () => {
    const { requests } = clinicServer({ clinics: [FULL] });
    renderProfile(FULL);
    fireEvent.click((await screen.findByText('Remove Clinic', { selector: 'button *' })).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]')!);
    expect(dialog).toHaveTextContent('Are you sure you want to remove this clinic?');
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
    expect(row('general', text('ar', 'clinics.profile.fields.bioEn'))).toHaveTextContent(text('ar', 'clinics.profile.placeholders.bio'));
    expect(row('general', text('ar', 'clinics.profile.fields.specialization'))).toHaveTextContent('طب الأسنان');
  });

  it('names the clinic in Arabic when it has an Arabic name', async () => {
    clinicServer({ clinics: [FULL] });
    renderProfile(FULL, 'ar');
    expect(await screen.findByText('عيادة النور', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'clinics.profile.update'))).toBeInTheDocument();
  });
});
