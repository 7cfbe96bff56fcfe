import { fireEvent, screen, waitFor } from '@testing-library/react';
import { navEntriesFor } from '@mk/module-kit';
import { choose, expectTexts, fail, fill, findPage, ownedFacilityHandlers, submitted, type } from '@mk/module-kit/testing';
import { pharmaciesModule } from '../pharmacies.module';
import { admin, ADMINISTRATORS, pharmacyPic, pharmacyServer, renderPharmacyPage, text } from '../test/pharmacy-test-kit';
import PharmacyRegisterPage from './pharmacy-register.page';

const renderRegister = (user = admin, locale: 'en' | 'ar' = 'en') =>
  renderPharmacyPage(<PharmacyRegisterPage />, { user, locale, path: 'pharmacy/register', route: '/pharmacy/register' });

/** The pharmacy the form below registers, as the server then lists it. */
const MALQA = { sys_id: 'ph-new', name: 'Al Dawaa Malqa', name_ar: 'صيدلية الدواء الملقا' };

const createButton = (label = 'Create pharmacy') => screen.getByText(label).closest('button')!;

/** Every required field but the person in charge, with valid values. */
function fillRequired() {
  fill('Pharmacy Name (English)', 'Al Dawaa Malqa');
  fill('Pharmacy Name (Arabic)', 'صيدلية الدواء الملقا');
  fill('CR Number', '1010765432');
  fill('Phone Number', '0551230000');
  fill('Address', 'Al Malqa');
  fill('Latitude', '24.8120');
  fill('Longitude', '46.6120');
}

describe('register a pharmacy as ADMIN', () => {
  it("refuses bad input with the spec's messages and sends nothing", async () => {
    const { server } = pharmacyServer();
    renderRegister();
    await findPage('Register a New Pharmacy', 'Pharmacies/Register Pharmacy');
    type('Pharmacy Name (English)', 'Dwa');
    type('Email', 'not-an-email');
    type('Phone Number', '12345');
    type('Latitude', '123');
    type('Longitude', '200');
    await expectTexts('Invalid, must be more than 4 characters', 'Invalid Email', 'Invalid phone number', 'Invalid latitude', 'Invalid longitude');
    fireEvent.click(createButton());
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(server.callsTo('createPharmacy')).toHaveLength(0);
  });

  it("needs a person in charge, then sends the pharmacy, says 'Pharmacy created successfully' and opens the list", async () => {
    const { server } = pharmacyServer();
    renderRegister();
    await screen.findByText('Register a New Pharmacy', { selector: 'h1' });
    fillRequired();
    await choose('City', 'Riyadh');
    fireEvent.click(createButton());
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(server.callsTo('createPharmacy')).toHaveLength(0);

    await choose('Person in Charge', 'Pharmacy Manager (pharmacy.pic@example.com)');
    // The administrators' list offers only the PICs.
    expect(screen.queryByTitle(/Adam Admin/)).not.toBeInTheDocument();
    expect(await submitted(createButton(), 'Pharmacy created successfully', server, 'createPharmacy')).toEqual({
      name: 'Al Dawaa Malqa',
      name_ar: 'صيدلية الدواء الملقا',
      pic_id: 'pic-1',
      cr_number: '1010765432',
      phone: '0551230000',
      address: 'Al Malqa',
      city: 'RIYADH',
      lat: '24.8120',
      lng: '46.6120',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/pharmacy');
  });

  it("offers 'NO PIC FOUND', which cannot be chosen, when no administrator is a PIC", async () => {
    pharmacyServer({ administrators: ADMINISTRATORS.filter((candidate) => candidate.role !== 'PIC') });
    renderRegister();
    await screen.findByText('Register a New Pharmacy', { selector: 'h1' });
    fireEvent.mouseDown(screen.getByLabelText('Person in Charge'));
    expect(await screen.findByTitle('NO PIC FOUND')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByTitle(/Adam Admin/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the page and as an 'ERROR:' notice", async () => {
    pharmacyServer({ overrides: (call) => (call.method === 'POST' ? fail(400, 'Please choose a person in charge') : undefined) });
    renderRegister();
    await screen.findByText('Register a New Pharmacy', { selector: 'h1' });
    fillRequired();
    await choose('City', 'Riyadh');
    await choose('Person in Charge', 'Pharmacy Manager (pharmacy.pic@example.com)');
    fireEvent.click(createButton());
    expect(await screen.findByText('ERROR: Please choose a person in charge')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('register a pharmacy as its PIC', () => {
  it('shows no person-in-charge select and registers the pharmacy for the PIC', async () => {
    const { server } = pharmacyServer();
    server.use(ownedFacilityHandlers({ pharmacies: [...pharmacyPic.pharmacies!, MALQA] }));
    renderRegister(pharmacyPic);
    await screen.findByText('Register a New Pharmacy', { selector: 'h1' });
    expect(screen.queryByLabelText('Person in Charge')).not.toBeInTheDocument();
    fillRequired();
    await choose('City', 'Riyadh');
    const body = await submitted(createButton(), 'Pharmacy created successfully', server, 'createPharmacy');
    expect(body).toMatchObject({ name: 'Al Dawaa Malqa', pic_id: 'pic-1' });
    expect(server.callsTo('getAdministrators')).toHaveLength(0);
  });

  it('gives a PIC who registers their first pharmacy the Pharmacies entry (and those shown by the same rule, Orders...) at once, without logging in again', async () => {
    const firstTimer = { ...pharmacyPic, pharmacies: [] };
    const { server } = pharmacyServer();
    server.use(ownedFacilityHandlers({ pharmacies: [MALQA] }));
    const { store } = renderRegister(firstTimer);
    const sidebar = () => navEntriesFor([pharmaciesModule], store.getState().session.user!).map((entry) => entry.path);
    expect(sidebar()).toEqual([]);
    await screen.findByText('Register a New Pharmacy', { selector: 'h1' });
    fillRequired();
    await choose('City', 'Riyadh');
    await submitted(createButton(), 'Pharmacy created successfully', server, 'createPharmacy');
    // The list opens with the session already knowing the new pharmacy (and so does its stored copy).
    expect(await screen.findByTestId('location')).toHaveTextContent('/pharmacy');
    expect(store.getState().session.user!.pharmacies).toEqual([MALQA]);
    expect(sidebar()).toEqual(['pharmacy']);
    expect(JSON.parse(localStorage.getItem('user')!).pharmacies).toEqual([MALQA]);
  });
});

describe('register a pharmacy in Arabic', () => {
  it('labels the form and says the validation messages in Arabic', async () => {
    pharmacyServer();
    renderRegister(admin, 'ar');
    await screen.findByText(text('ar', 'pharmacies.register.title'), { selector: 'h1' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    type(text('ar', 'pharmacies.form.fields.name'), 'Dwa');
    type(text('ar', 'pharmacies.form.fields.phone'), '12345');
    expect(await screen.findByText(text('ar', 'validation.phone.invalid'))).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'validation.name.tooShort').replace('{n}', '4'))).toBeInTheDocument();
    fireEvent.click(createButton(text('ar', 'pharmacies.register.submit')));
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent(text('ar', 'validation.required')));
  });
});

describe("the pharmacy's city and its coordinates", () => {
  it('warns when the point lies outside the chosen city, says it cannot be saved past 100 km, and is quiet once they agree', async () => {
    pharmacyServer();
    renderRegister();
    await screen.findByText('Register a New Pharmacy', { selector: 'h1' });
    fillRequired();
    await choose('City', 'Jeddah');
    // Riyadh's coordinates with the city Jeddah.
    expect(await screen.findByText(/This point is \d+ km from Jeddah: a pharmacy more than 100 km from its city cannot be saved/)).toBeInTheDocument();
    // North of Jeddah's area, still within 100 km: a warning.
    fill('Latitude', '21.9500');
    fill('Longitude', '39.1600');
    expect(await screen.findByText(/This point is \d+ km from the centre of Jeddah: check the city and the coordinates/)).toBeInTheDocument();
    fill('Latitude', '21.5430');
    fill('Longitude', '39.1730');
    await waitFor(() => expect(screen.queryByText(/This point is/)).not.toBeInTheDocument());
  });

  it('warns in Arabic', async () => {
    pharmacyServer();
    renderRegister(admin, 'ar');
    await screen.findByText(text('ar', 'pharmacies.register.title'), { selector: 'h1' });
    fill(text('ar', 'pharmacies.form.fields.lat'), '24.7100');
    fill(text('ar', 'pharmacies.form.fields.lng'), '46.6800');
    await choose(text('ar', 'pharmacies.form.fields.city'), 'جدة');
    expect(await screen.findByText(/تبعد هذه النقطة \d+ كم عن جدة/)).toBeInTheDocument();
  });
});
