import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navEntriesFor } from '@mk/module-kit';
import { callsTo, choose, expectTexts, findPage, ok, ownedFacilityHandlers, sectionValidity, submitted, type, uploadImage } from '@mk/module-kit/testing';
import { clinicsModule } from '../clinics.module';
import { admin, clinicPic, clinicServer, renderClinicPage, text } from '../test/clinic-test-kit';
import { fillRequiredFields } from '../test/fill-clinic-form';
import ClinicRegisterPage from './clinic-register.page';

const LOGO_URL = '/media/images/logo-1.png';
/** The clinic the form is filled with, as the server then lists it. */
const RIVERSIDE = { sys_id: 'new-1', name: 'Riverside Dental Care', name_ar: 'عيادة ريفرسايد للأسنان' };

function serverFor(options: { pics?: boolean; create?: (body: unknown) => ReturnType<typeof ok> } = {}) {
  return clinicServer({
    overrides: (request) => {
      if (request.url.pathname === '/api/media/upload') return ok({ secure_url: LOGO_URL });
      if (request.url.pathname === '/api/clinic-write' && request.method === 'POST') {
        return options.create?.(request.body) ?? { status: 201, body: { result: 'ok', message: 'Clinic created', payload: { sys_id: 'new-1', ...(request.body as object) } } };
      }
      if (request.url.pathname.startsWith('/api/administrator-Read/') && options.pics === false) {
        return ok({ count: 1, rows: [{ sys_id: 'adm-1', name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN' }] });
      }
      return undefined;
    },
  });
}

const renderRegister = (user = admin, locale: 'en' | 'ar' = 'en') =>
  renderClinicPage(<ClinicRegisterPage />, { user, locale, path: 'clinics/register', route: '/clinics/register' });

// Queries by text, not by role: computing every accessible name of this big form takes seconds in jsdom.
const createButton = () => screen.getByText('Create clinic').closest('button')!;

describe('register a clinic', () => {
  it('starts with the sections to fill marked and Create clinic disabled', async () => {
    serverFor();
    renderRegister();
    await findPage('Create New Clinic', 'Clinics/Create Clinic');
    await waitFor(() => expect(sectionValidity('ginfo')).toBe('false'));
    expect(sectionValidity('address')).toBe('false');
    // Contact and bank details are optional.
    expect(sectionValidity('contact')).toBe('true');
    expect(sectionValidity('bank')).toBe('true');
    expect(createButton()).toBeDisabled();
  });

  it('says why Create clinic is disabled and, on request, shows the message under every empty required field (issue 16)', async () => {
    serverFor();
    renderRegister();
    expect(await screen.findByText('Create clinic becomes available once every section is complete.')).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
    fireEvent.click(screen.getByText('Show what is missing').closest('button')!);
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThanOrEqual(3));
    const englishName = screen.getByLabelText('Clinic Name (English)');
    expect(englishName).toHaveAttribute('aria-invalid', 'true');
    expect(englishName).toHaveFocus();
  });

  it("explains each field rule beside the field, in the shared schema's words", async () => {
    serverFor();
    renderRegister();
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    type('Clinic Name (English)', 'Noor');
    type('Latitude', '123');
    type('Website', 'not a site');
    type('MOH License ID', 'abc');
    await expectTexts('Invalid, must be more than 4 characters', 'Invalid latitude', 'Invalid website', 'Should be a Number');
    await waitFor(() => expect(sectionValidity('contact')).toBe('false'));
  });

  it('keeps online or clinic payment on while walk-in is offered, and shows them only with walk-in', async () => {
    serverFor();
    renderRegister();
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    expect(screen.queryByLabelText('Enable Online Pay')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Walk-In Appointments'));
    const online = screen.getByLabelText('Enable Online Pay');
    const clinicPay = screen.getByLabelText('Enable Clinic Pay');
    expect(online).toBeChecked();
    expect(clinicPay).not.toBeChecked();
    fireEvent.click(online);
    expect(online).not.toBeChecked();
    expect(clinicPay).toBeChecked();
    fireEvent.click(clinicPay);
    expect(online).toBeChecked();
    expect(clinicPay).not.toBeChecked();
  });

  it("requires the logo, then sends the cleaned payload, says 'Clinic Created Successfully' and opens the list", async () => {
    const { server, requests } = serverFor();
    renderRegister();
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    await fillRequiredFields({ pic: 'Clinic Manager (clinic.pic@example.com)' });
    type('Bank Name', 'Saudi National Bank');
    fireEvent.click(screen.getByLabelText('Walk-In Appointments'));
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    expect(await screen.findAllByText("Clinic's logo is required")).not.toHaveLength(0);
    expect(callsTo(requests, '/api/clinic-write', 'POST')).toHaveLength(0);

    await uploadImage('logo.png');
    expect(await submitted(createButton(), 'Clinic Created Successfully', server, 'createClinic')).toEqual({
      registered_clinic_name: 'Riverside Dental Care',
      registered_clinic_name_arabic: 'عيادة ريفرسايد للأسنان',
      pic_id: 'pic-1',
      specialization: 'DENTISTRY',
      clinic_bio_en: 'Family dentistry by the river.',
      clinic_bio: 'طب أسنان للعائلة.',
      SCFHS_license_number: '778899',
      address: 'Al Rawdah',
      street: 'Prince Sultan Road',
      city: 'JEDDAH',
      zip: '23435',
      country: 'Saudi Arabia',
      lat: '21.5433',
      lng: '39.1728',
      avatar: LOGO_URL,
      walkin_enabled: true,
      homecare_enabled: false,
      same_day_booking: false,
      enable_online_pay: true,
      enable_clinic_pay: false,
      bank_name: 'Saudi National Bank',
      account_name: ' ',
      account_number: ' ',
      IBAN_number: ' ',
      services_offered: ' ',
      payment_details: ' ',
    });
    const upload = callsTo(requests, '/api/media/upload', 'POST')[0].body as FormData;
    expect(upload.get('upload_preset')).toBe('images');
    expect(upload.get('cloud_name')).toBe('local');
    expect(await screen.findByTestId('location')).toHaveTextContent('/clinics');
  });

  it("says 'Please fill all required fields' when a section is invalid on submit", async () => {
    serverFor();
    renderRegister();
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    await uploadImage('logo.png');
    fireEvent.submit(createButton().closest('form')!);
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
  });

  it("shows a refused registration in the page and as an 'ERROR:' notification", async () => {
    serverFor({ create: () => ({ status: 400, body: { result: 'error', message: 'Unknown person in charge', payload: null } }) });
    renderRegister();
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    await fillRequiredFields({ pic: 'Clinic Manager (clinic.pic@example.com)' });
    await uploadImage('logo.png');
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    expect(await screen.findByText('ERROR: Unknown person in charge')).toBeInTheDocument();
    expect(screen.getByText('Unknown person in charge')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("offers only administrators with role PIC, or 'NO PIC FOUND'", async () => {
    serverFor({ pics: false });
    renderRegister();
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    fireEvent.mouseDown(screen.getByLabelText('Person in Charge'));
    const only = await screen.findByTitle('NO PIC FOUND');
    expect(only).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByTitle(/Adam Admin/)).not.toBeInTheDocument();
  });

  it("registers a PIC's clinic for the PIC, without a person-in-charge selector", async () => {
    const { requests, server } = serverFor();
    server.use(ownedFacilityHandlers({ clinics: [...clinicPic.clinics!, RIVERSIDE] }));
    renderRegister(clinicPic);
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    expect(screen.queryByLabelText('Person in Charge')).not.toBeInTheDocument();
    await fillRequiredFields();
    await uploadImage('logo.png');
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    await screen.findByText('Clinic Created Successfully');
    expect((callsTo(requests, '/api/clinic-write', 'POST')[0].body as { pic_id: string }).pic_id).toBe('pic-1');
    expect(callsTo(requests, '/api/administrator-Read/')).toHaveLength(0);
  });

  it('gives a PIC who registers their first clinic the Clinics entry at once, without logging in again', async () => {
    const { server } = serverFor();
    server.use(ownedFacilityHandlers({ clinics: [RIVERSIDE] }));
    const { store } = renderRegister({ ...clinicPic, clinics: [] });
    const sidebar = () => navEntriesFor([clinicsModule], store.getState().session.user!).map((entry) => entry.path);
    expect(sidebar()).toEqual([]);
    await screen.findByText('Create New Clinic', { selector: 'h1' });
    await fillRequiredFields();
    await uploadImage('logo.png');
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    await screen.findByText('Clinic Created Successfully');
    expect(await screen.findByTestId('location')).toHaveTextContent('/clinics');
    expect(store.getState().session.user!.clinics).toEqual([RIVERSIDE]);
    expect(sidebar()).toEqual(['clinics']);
  });
});

describe('register a clinic in Arabic', () => {
  it('is right-to-left with Arabic labels and Arabic validation messages', async () => {
    serverFor();
    renderRegister(admin, 'ar');
    expect(await screen.findByText(text('ar', 'clinics.register.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const name = screen.getByLabelText(text('ar', 'clinics.form.fields.name'));
    fireEvent.change(name, { target: { value: 'نور' } });
    fireEvent.blur(name);
    expect(await screen.findByText(text('ar', 'validation.name.tooShort', { n: 4 }))).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'clinics.register.submit')).closest('button')).toBeDisabled();
    await choose(text('ar', 'clinics.form.fields.city'), 'جدة');
    const general = document.querySelector('[data-section="ginfo"]')!;
    // The section says so in Arabic words (the @mk/ui catalogue), not only by colour.
    expect(general).toHaveAttribute('data-valid', 'false');
    expect(within(general as HTMLElement).getByText('فيه حقول ناقصة أو غير صحيحة')).toBeInTheDocument();
  });
});
