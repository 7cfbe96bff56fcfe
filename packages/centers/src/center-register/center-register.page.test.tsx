import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, choose, expectTexts, fail, findPage, ok, sectionValidity, submitted, type, uploadImage } from '@mk/module-kit/testing';
import { admin, centerServer, renderCenterPage, text } from '../test/center-test-kit';
import { fillRequiredFields } from '../test/fill-center-form';
import CenterRegisterPage from './center-register.page';

const LOGO_URL = '/media/images/center-logo.png';
const PIC = 'Center Manager (center.pic@example.com)';

function serverFor(options: { create?: () => ReturnType<typeof ok> } = {}) {
  return centerServer({
    overrides: (request) => {
      if (request.url.pathname === '/api/media/upload') return ok({ secure_url: LOGO_URL });
      if (request.url.pathname === '/api/center-write' && request.method === 'POST' && options.create) return options.create();
      return undefined;
    },
  });
}

const renderRegister = (locale: 'en' | 'ar' = 'en') => renderCenterPage(<CenterRegisterPage />, { user: admin, locale, path: 'centers/register', route: '/centers/register' });

// Queries by text, not by role: computing every accessible name of this big form takes seconds in jsdom.
const createButton = (label = 'Create center') => screen.getByText(label).closest('button')!;
const alertText = () => document.querySelector('.ant-alert')?.textContent ?? '';

describe('register a center: the form rules', () => {
  it('marks General and Address to fill, Contact and Bank optional', async () => {
    serverFor();
    renderRegister();
    await findPage('Register a New Center', 'Centers/Register Center');
    await waitFor(() => expect(sectionValidity('general')).toBe('false'));
    expect(sectionValidity('address')).toBe('false');
    expect(sectionValidity('contact')).toBe('true');
    expect(sectionValidity('bank')).toBe('true');
  });

  it('keeps online pay or center pay on: turning off the last one turns the other on', async () => {
    serverFor();
    renderRegister();
    await screen.findByText('Register a New Center', { selector: 'h1' });
    const online = screen.getByLabelText('Enable Online Pay');
    const centerPay = screen.getByLabelText('Enable Center Pay');
    // The spec's defaults: online pay on, center pay and home care off.
    expect(online).toBeChecked();
    expect(centerPay).not.toBeChecked();
    expect(screen.getByLabelText('Home Care Available')).not.toBeChecked();
    fireEvent.click(online);
    expect(online).not.toBeChecked();
    expect(centerPay).toBeChecked();
    fireEvent.click(centerPay);
    expect(online).toBeChecked();
    expect(centerPay).not.toBeChecked();
    // Both on is allowed; then either may go off.
    fireEvent.click(centerPay);
    fireEvent.click(online);
    expect(online).not.toBeChecked();
    expect(centerPay).toBeChecked();
  });

  it("explains the field rules beside the fields in the shared schema's words", async () => {
    serverFor();
    renderRegister();
    await screen.findByText('Register a New Center', { selector: 'h1' });
    type('Center Name (English)', 'Lab');
    type('MOH License ID', 'abc');
    type('Website', 'not a site');
    type('Contact Number', '12345');
    type('Latitude', '123');
    await expectTexts('Invalid, must be more than 4 characters', 'Should be a Number', 'Invalid website', 'Invalid phone number', 'Invalid latitude');
    await waitFor(() => expect(sectionValidity('contact')).toBe('false'));
  });

  it("says 'Please fill all required fields' for an empty section and sends nothing", async () => {
    const { requests } = serverFor();
    renderRegister();
    await screen.findByText('Register a New Center', { selector: 'h1' });
    await uploadImage('logo.png');
    fireEvent.click(createButton());
    await waitFor(() => expect(alertText()).toContain('Please fill all required fields'));
    expect(callsTo(requests, '/api/center-write', 'POST')).toHaveLength(0);
  });

  it('needs a person in charge when ADMIN registers', async () => {
    const { requests } = serverFor();
    renderRegister();
    await screen.findByText('Register a New Center', { selector: 'h1' });
    await fillRequiredFields();
    await uploadImage('logo.png');
    fireEvent.click(createButton());
    await waitFor(() => expect(alertText()).toContain('Please fill all required fields'));
    expect(callsTo(requests, '/api/center-write', 'POST')).toHaveLength(0);
    // Only administrators whose role is PIC are offered.
    await choose('Person in Charge', PIC);
    expect(screen.queryByTitle(/Adam Admin/)).not.toBeInTheDocument();
  });

  it("requires the logo ('Center's logo is required'), then sends the center, says 'Center Created Successfully' and opens the list", async () => {
    const { server, requests } = serverFor();
    renderRegister();
    await screen.findByText('Register a New Center', { selector: 'h1' });
    await fillRequiredFields({ pic: PIC });
    type('Bank Name', 'Saudi National Bank');
    fireEvent.click(screen.getByLabelText('Enable Center Pay'));
    fireEvent.click(createButton());
    expect(await screen.findAllByText("Center's logo is required")).not.toHaveLength(0);
    expect(callsTo(requests, '/api/center-write', 'POST')).toHaveLength(0);

    await uploadImage('logo.png');
    expect(await submitted(createButton(), 'Center Created Successfully', server, 'createCenter')).toEqual({
      center_name: 'Al Borg Lab Malqa',
      center_name_arabic: 'مختبر البرج الملقا',
      pic_id: 'pic-1',
      center_type: 'SERVICE_PROVIDER',
      SCFHS_license_number: '5098765',
      center_bio: 'Lab panels and X-rays in Al Malqa.',
      center_bio_ar: 'تحاليل مخبرية وأشعة في الملقا.',
      address: 'Al Malqa',
      street: 'Anas Bin Malik Road',
      city: 'RIYADH',
      lat: '24.8120',
      lng: '46.6120',
      bank_name: 'Saudi National Bank',
      avatar: LOGO_URL,
      homecare_enabled: false,
      center_pay: true,
      online_pay: true,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/centers');
  });

  it("shows the server's refusal in the page and as an 'ERROR:' notice", async () => {
    serverFor({ create: () => fail(400, 'Unknown person in charge') });
    renderRegister();
    await screen.findByText('Register a New Center', { selector: 'h1' });
    await fillRequiredFields({ pic: PIC });
    await uploadImage('logo.png');
    fireEvent.click(createButton());
    expect(await screen.findByText('ERROR: Unknown person in charge')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('register a center in Arabic', () => {
  it('labels the form and says the rules in Arabic', async () => {
    serverFor();
    renderRegister('ar');
    await screen.findByText(text('ar', 'centers.register.title'), { selector: 'h1' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText(text('ar', 'centers.form.fields.onlinePay'))).toBeChecked();
    await uploadImage('logo.png');
    fireEvent.click(createButton(text('ar', 'centers.register.submit')));
    await waitFor(() => expect(alertText()).toContain(text('ar', 'validation.required')));
  });
});
