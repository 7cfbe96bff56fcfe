import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EMERGENCY_PROMO_ENTITY_ID } from '../contract';
import { button, choose, fail, fill, findPage, submitted, type } from '@mk/module-kit/testing';
import { admin, CLINICS, PACKAGES, PHYSICIANS, promoServer, renderPromoPage, searchAndPick, searchFor, chosenEntities, text } from '../test/promo-test-kit';
import PromoCreatePage from './promo-create.page';

const renderCreate = (locale: 'en' | 'ar' = 'en') =>
  renderPromoPage(<PromoCreatePage />, { user: admin, locale, path: 'promo-codes/create-promo-code', route: '/promo-codes/create-promo-code' });
const createButton = () => button('Create promo code');
const formShown = () => screen.findByLabelText('Promo Code');
const chosen = chosenEntities;
/** An expiration next year: within the five years a code may run (issue 33). */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const END_TYPED = `07-03-${NEXT_YEAR}`;
const END_SENT = `${NEXT_YEAR}-03-07`;

async function fillCode(code = 'SAVE15', discount = '15') {
  await formShown();
  fill('Promo Code', code);
  fill('Discount (%)', discount);
  fill('Expiration Date', END_TYPED);
}

describe('create promo codes', () => {
  it('creates one code per chosen physician, the discount as a fraction, says so and opens the list', async () => {
    const { server } = promoServer();
    renderCreate();
    await findPage('Create a New Promo Code', 'Promo Codes/Create Promo Code');
    await fillCode(' SAVE15 ');
    await choose('Apply to', 'Physician');
    await searchAndPick('Physicians', 'dr. s', 'Dr. Sara Ali');
    await searchAndPick('Physicians', 'omar', 'Dr. Sami Omar');
    expect(server.callsTo('getPhysicians').map((call) => call.query.name)).toEqual(['dr. s', 'omar']);

    await submitted(createButton(), 'Promo code(s) created successfully', server, 'createPromoCode');
    expect(server.callsTo('createPromoCode').map((call) => call.body)).toEqual(
      PHYSICIANS.map((physician) => ({ promo_code: 'SAVE15', discount: 0.15, entity_type: 'PHYSICIAN', entity_id: physician.sys_id, end_date: END_SENT })),
    );
    expect(server.callsTo('createPromoCode')[0].url.pathname).toBe('/api/promotion-write/promo');
    expect(await screen.findByTestId('location')).toHaveTextContent('/promo-codes');
  });

  it('uses the fixed emergency entity and shows no picker for EMERGENCY', async () => {
    const { server } = promoServer();
    renderCreate();
    await fillCode('ER2024', '7');
    await choose('Apply to', 'Emergency');
    expect(await screen.findByText('An emergency code applies to every emergency consultation.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Clinics|Physicians|Packages/)).not.toBeInTheDocument();
    await submitted(createButton(), 'Promo code(s) created successfully', server, 'createPromoCode');
    expect(server.callsTo('createPromoCode').map((call) => call.body)).toEqual([
      { promo_code: 'ER2024', discount: 0.07, entity_type: 'EMERGENCY', entity_id: EMERGENCY_PROMO_ENTITY_ID, end_date: END_SENT },
    ]);
  });

  it('searches packages by title 50 at a time and clinics by name; a failed search offers nothing', async () => {
    const { server } = promoServer({ overrides: (call) => (call.endpoint === 'getClinics' && call.query.name === 'down' ? fail(500, 'Database unavailable') : undefined) });
    renderCreate();
    await fillCode();
    await choose('Apply to', 'Package');
    await searchAndPick('Packages', 'body', 'Full Body Checkup');
    expect(server.callsTo('searchPackages')[0].query).toEqual({ page: '1', limit: '50', title: 'body' });
    expect(chosen()).toEqual([PACKAGES[0].title]);

    // A new type starts afresh: nothing chosen.
    await choose('Apply to', 'Clinic');
    await waitFor(() => expect(chosen()).not.toContain(PACKAGES[0].title));
    await searchAndPick('Clinics', 'noor', 'Noor Dental');
    expect(server.callsTo('getClinics')[0].query).toMatchObject({ page: '1', name: 'noor' });
    await searchFor('Clinics', 'down');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(server.callsTo('getClinics').at(-1)?.query.name).toBe('down');
  });

  it('says which entities got the code when one is refused, and keeps only the others selected', async () => {
    const { server } = promoServer({
      overrides: (call) =>
        call.endpoint === 'createPromoCode' && (call.body as { entity_id: string }).entity_id === CLINICS[1].sys_id && server.callsTo('createPromoCode').length === 2
          ? fail(409, 'Promo code SAVE15 already exists for this clinic', 'promo.code_taken')
          : undefined,
    });
    renderCreate();
    await fillCode();
    await choose('Apply to', 'Clinic');
    await searchAndPick('Clinics', 'noor', 'Noor Clinic');
    await searchAndPick('Clinics', 'noor', 'Noor Dental');
    fireEvent.click(createButton());

    const report = (await screen.findByText('Created for: Noor Clinic')).closest<HTMLElement>('[role="alert"]')!;
    // In the words of the domain's own error catalogue (src/api-errors), loaded with the page.
    expect(report).toHaveTextContent('Error creating promo code: This promo code already exists for the chosen entity');
    expect(report).toHaveTextContent('Not created for: Noor Dental');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(chosen()).toEqual(['Noor Dental']);

    // Again: only Noor Dental is asked for, so Noor Clinic gets no second code.
    await submitted(createButton(), 'Promo code(s) created successfully', server, 'createPromoCode');
    expect(server.callsTo('createPromoCode').map((call) => (call.body as { entity_id: string }).entity_id)).toEqual([CLINICS[0].sys_id, CLINICS[1].sys_id, CLINICS[1].sys_id]);
  });

  it('checks the code, discount, date and required fields with the spec words', async () => {
    const { server } = promoServer();
    renderCreate();
    await formShown();
    type('Promo Code', 'AB1');
    type('Discount (%)', '150');
    type('Expiration Date', '01-01-2020');
    expect(await screen.findByText('Must be between 5 and 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Must be a number between 1 and 100')).toBeInTheDocument();
    expect(screen.getByText('Must set a date in the future')).toBeInTheDocument();
    // Issue 33: letters and digits only, and at most five years ahead.
    type('Promo Code', 'SAVE-15');
    type('Expiration Date', `07-03-${NEXT_YEAR + 6}`);
    expect(await screen.findByText('Use letters and digits only')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 5 years ahead')).toBeInTheDocument();

    fill('Promo Code', 'SAVE15');
    fill('Discount (%)', '15');
    fill('Expiration Date', END_TYPED);
    await choose('Apply to', 'Physician');
    fireEvent.click(createButton());
    expect(await screen.findAllByText('Make sure you fill out all required fields')).not.toHaveLength(0);
    expect(server.callsTo('createPromoCode')).toHaveLength(0);
  });

  it('checks the same rules in Arabic', async () => {
    promoServer();
    renderCreate('ar');
    const field = (key: string) => text('ar', `promoCodes.form.fields.${key}`);
    expect(await screen.findByText(text('ar', 'promoCodes.create.title'), { selector: 'h1' })).toBeInTheDocument();
    type(field('code'), 'AB1');
    type(field('discount'), '0');
    type(field('endDate'), '01-01-2020');
    expect(await screen.findByText(text('ar', 'validation.promo.codeLength'))).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'validation.promo.discount'))).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'validation.promo.futureDate'))).toBeInTheDocument();
    fireEvent.click(button(text('ar', 'promoCodes.create.submit')));
    expect(await screen.findAllByText(text('ar', 'validation.promo.required'))).not.toHaveLength(0);
    await choose(field('entityType'), 'طبيب');
    expect(await screen.findByLabelText(field('PHYSICIAN'))).toBeInTheDocument();
  });

  it("offers packages by their Arabic title in Arabic", async () => {
    promoServer();
    renderCreate('ar');
    const field = (key: string) => text('ar', `promoCodes.form.fields.${key}`);
    await screen.findByText(text('ar', 'promoCodes.create.title'), { selector: 'h1' });
    await choose(field('entityType'), 'باقة');
    await searchAndPick(field('PACKAGE'), 'فحص', 'فحص الجسم الكامل');
    expect(screen.queryByTitle('Full Body Checkup')).not.toBeInTheDocument();
  });
});
