import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, choose, fail, fill, findPage, ok, type, uploadImage } from '@mk/module-kit/testing';
import { admin, packageServer, pic, renderPackagePage, text } from '../test/package-test-kit';
import PackageCreatePage from './create.page';

const IMAGE_URL = '/media/images/checkup.png';

function serverFor(options: { create?: () => ReturnType<typeof ok> } = {}) {
  return packageServer({
    packages: [],
    overrides: (request) => {
      if (request.url.pathname === '/api/media/upload') return ok({ secure_url: IMAGE_URL });
      if (request.url.pathname === '/api/promotion-write/package' && options.create) return options.create();
      return undefined;
    },
  });
}

const renderCreate = (user = admin, locale: 'en' | 'ar' = 'en') =>
  renderPackagePage(<PackageCreatePage />, { user, locale, path: 'packages/create', route: '/packages/create' });

/** Every field but the owner, valid. */
async function fillOffer() {
  await uploadImage('checkup.png');
  fill('Package title', 'Full Body Check-up');
  fill('Package title in Arabic', 'فحص الجسم الكامل');
  fill('Description', 'Blood tests, ECG and a consultation.');
  fill('Description in Arabic', 'تحاليل دم وتخطيط قلب واستشارة.');
  await choose('Package type', 'Check-up');
  fill('Price before (SAR)', '100');
  fill('Price after (SAR)', '80');
  type('Start date', '01-01-2025');
  type('End date', '31-12-2025');
}

describe('create a package', () => {
  it('computes the discount from the prices as they are typed, read-only', async () => {
    serverFor();
    renderCreate();
    await findPage('Create Package', 'Packages/Create Package');
    fill('Price before (SAR)', '100');
    fill('Price after (SAR)', '80');
    expect(screen.getByLabelText('Discount')).toHaveValue('20');
    expect(screen.getByLabelText('Discount')).toHaveAttribute('readonly');
    fill('Price after (SAR)', '٧٥');
    expect(screen.getByLabelText('Discount')).toHaveValue('25');
    expect(screen.getByText('Note: make sure to click Upload after choosing the image.')).toBeInTheDocument();
  });

  it("says 'Please fill all required fields' on an empty submit and sends nothing", async () => {
    const { requests } = serverFor();
    renderCreate();
    await findPage('Create Package', 'Packages/Create Package');
    fireEvent.click(button('Create Package'));
    expect(await screen.findByText('Please fill all required fields', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a price after above the price before, and titles under 5 letters', async () => {
    serverFor();
    renderCreate();
    await findPage('Create Package', 'Packages/Create Package');
    fill('Price before (SAR)', '80');
    type('Price after (SAR)', '100');
    expect(await screen.findByText('Price after cannot be more than price before')).toBeInTheDocument();
    type('Package title', 'Scan');
    expect(await screen.findByText('Invalid, must be more than 5 characters')).toBeInTheDocument();
  });

  it("ADMIN picks a clinic by name; the package is sent with the spec's fields and the list follows", async () => {
    const { server } = serverFor();
    const { router } = renderCreate();
    await findPage('Create Package', 'Packages/Create Package');
    await fillOffer();
    fill('Clinic, center or pharmacy', 'noor');
    fireEvent.click(await screen.findByTitle('Noor Clinic'));
    fireEvent.click(button('Create Package'));
    expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages'));
    expect(server.callsTo('createPackage')[0].body).toEqual({
      title: 'Full Body Check-up',
      description: 'Blood tests, ECG and a consultation.',
      title_ar: 'فحص الجسم الكامل',
      description_ar: 'تحاليل دم وتخطيط قلب واستشارة.',
      promo_img: IMAGE_URL,
      package_type: 'CHECKUP',
      price_before: 100,
      price_after: 80,
      discount: 20,
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      clinic_id: 'c1',
      center_type: 'CLINIC',
      is_featured: false,
    });
  });

  it('ADMIN choosing a LAB package searches the labs only', async () => {
    serverFor();
    renderCreate();
    await findPage('Create Package', 'Packages/Create Package');
    await choose('Center type', 'Lab');
    fill('Clinic, center or pharmacy', 'a');
    expect(await screen.findByTitle('Al Borg Lab Olaya')).toBeInTheDocument();
    expect(screen.queryByTitle('Scan Radiology')).not.toBeInTheDocument();
  });

  it('a PIC gets a dropdown of their own clinics with the first chosen, and their labs for a LAB package', async () => {
    const { server } = serverFor();
    renderCreate(pic);
    await findPage('Create Package', 'Packages/Create Package');
    await waitFor(() => expect(screen.getByLabelText('Clinic, center or pharmacy').closest('.ant-select')).toHaveTextContent('Noor Clinic'));
    await choose('Clinic, center or pharmacy', 'Shifa Clinic');
    await choose('Center type', 'Lab');
    await waitFor(() => expect(screen.getByLabelText('Clinic, center or pharmacy').closest('.ant-select')).toHaveTextContent('Al Borg Lab Olaya'));
    await fillOffer();
    fireEvent.click(button('Create Package'));
    expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
    expect(server.callsTo('createPackage')[0].body).toMatchObject({ clinic_id: 'ce-1', center_type: 'LAB' });
  });

  it("shows a refusal in a banner and a danger notice, and stays on the form", async () => {
    serverFor({ create: () => fail(403, 'You may only create packages for your own facilities') });
    const { router } = renderCreate();
    await findPage('Create Package', 'Packages/Create Package');
    await fillOffer();
    fill('Clinic, center or pharmacy', 'noor');
    fireEvent.click(await screen.findByTitle('Noor Clinic'));
    fireEvent.click(button('Create Package'));
    expect(await screen.findByText('ERROR: You may only create packages for your own facilities')).toBeInTheDocument();
    expect(screen.getByText('You may only create packages for your own facilities', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/packages/create');
    expect(screen.getByLabelText('Package title')).toHaveValue('Full Body Check-up');
  });

  it('is in Arabic, with the required message in Arabic', async () => {
    serverFor();
    renderCreate(admin, 'ar');
    expect(await screen.findByText(text('ar', 'packages.create.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    fireEvent.click(button(text('ar', 'packages.create.submit')));
    expect(await screen.findByText(text('ar', 'validation.required'), { selector: '.ant-alert *' })).toBeInTheDocument();
  });

  it('requires the Arabic title and description, with the name rule, and sends nothing without them', async () => {
    const { requests } = serverFor();
    renderCreate(admin, 'ar');
    await screen.findByText(text('ar', 'packages.create.title'), { selector: 'h1' });
    const arabicTitle = screen.getByLabelText(text('ar', 'packages.form.fields.titleAr'));
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    type(text('ar', 'packages.form.fields.titleAr'), 'فحص');
    expect(await screen.findByText(text('ar', 'validation.name.tooShort', { n: 5 }))).toBeInTheDocument();
    fireEvent.click(button(text('ar', 'packages.create.submit')));
    expect(await screen.findByText(text('ar', 'validation.required'), { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST' && request.url.pathname !== '/api/media/upload')).toHaveLength(0);
  });
});
