import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMERGENCY_PROMO_ENTITY_ID } from '../contract';
import { button, fail, ok } from '@mk/module-kit/testing';
import { admin, makePromoCode, PHYSICIANS, promoServer, renderPromoPage, text } from '../test/promo-test-kit';
import PromoListPage from './promo-list.page';

const SAVE15 = makePromoCode();
const EMERGENCY7 = makePromoCode({
  sys_id: 'f0000000-0000-4000-8000-000000000002',
  promo_code: 'ER7OFF',
  discount: 0.07,
  entity_type: 'EMERGENCY',
  entity_id: EMERGENCY_PROMO_ENTITY_ID,
  entity_name: undefined,
  end_date: '2031-12-31T20:59:59.999Z',
});
const DOCTOR = makePromoCode({ sys_id: 'f0000000-0000-4000-8000-000000000003', promo_code: 'DOC100', discount: 1, entity_type: 'PHYSICIAN', entity_id: PHYSICIANS[0].sys_id, entity_name: 'Dr. Sara Ali' });

const renderList = (locale: 'en' | 'ar' = 'en') => renderPromoPage(<PromoListPage />, { user: admin, locale, path: 'promo-codes', route: '/promo-codes' });
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const row = (code: string) => screen.getByText(code).closest('tr')!;

describe('promo code list', () => {
  it('shows ID, Promo Code, Expiration Date, Discount as a percentage, Applied to and Beneficiary ID, 10 per page', async () => {
    const { server } = promoServer({ codes: [SAVE15, EMERGENCY7, DOCTOR] });
    renderList();
    expect(await screen.findByText('SAVE15')).toBeInTheDocument();
    expect(headers()).toEqual(['ID', 'Promo Code', 'Expiration Date', 'Discount', 'Applied to', 'Beneficiary ID', 'Actions']);
    expect(server.callsTo('getPromoCodes')[0].query).toEqual({ page: '1', limit: '10' });

    const cells = (code: string) => Array.from(row(code).querySelectorAll('td'), (cell) => cell.textContent);
    expect(cells('SAVE15')).toEqual(['…0001', 'SAVE15', '07-03-2031', '15 %', 'Clinic', 'Noor Clinic…0001', 'History']);
    // 0.07 x 100 is 7.000000000000001 in floating point: the list shows 7.
    expect(cells('ER7OFF')).toEqual(['…0002', 'ER7OFF', '31-12-2031', '7 %', 'Emergency', '…e911', 'History']);
    expect(cells('DOC100').slice(3, 6)).toEqual(['100 %', 'Physician', 'Dr. Sara Ali…0001']);
  });

  it('opens the create form from Create a new code', async () => {
    promoServer();
    renderList();
    await screen.findByText('SAVE15');
    fireEvent.click(button('Create a new code'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/promo-codes/create-promo-code');
  });

  it('says so when there are no codes yet', async () => {
    promoServer({ codes: [] });
    renderList();
    expect(await screen.findByText('No promo codes yet. Create a new code to see it here.')).toBeInTheDocument();
  });

  it('says the list could not be loaded, with the reason and a retry', async () => {
    const { server } = promoServer({
      overrides: (call) => (call.endpoint === 'getPromoCodes' && server.callsTo('getPromoCodes').length === 1 ? fail(500, 'Database unavailable') : undefined),
    });
    renderList();
    expect(await screen.findByText('The promo codes could not be loaded.')).toBeInTheDocument();
    fireEvent.click(button('Retry'));
    expect(await screen.findByText('SAVE15')).toBeInTheDocument();
  });

  it('names the columns and entity types in Arabic', async () => {
    promoServer({ codes: [SAVE15, EMERGENCY7] });
    renderList('ar');
    await screen.findByText('SAVE15');
    expect(headers()).toEqual(['id', 'code', 'endDate', 'discount', 'entityType', 'entity', 'actions'].map((key) => text('ar', `promoCodes.list.columns.${key}`)));
    expect(within(row('SAVE15')).getByText('عيادة')).toBeInTheDocument();
    expect(within(row('ER7OFF')).getByText('طوارئ')).toBeInTheDocument();
    expect(within(row('SAVE15')).getByText('15 ٪')).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'promoCodes.list.register'))).toBeInTheDocument();
  });

  it('names the clinic and the physician in Arabic where they have an Arabic name, else as stored', async () => {
    const arabicClinic = { ...SAVE15, entity_name_ar: 'عيادة النور' };
    const arabicDoctor = { ...DOCTOR, entity_name_ar: 'د. سارة علي' };
    const noArabic = makePromoCode({ sys_id: 'f0000000-0000-4000-8000-000000000004', promo_code: 'PLAIN5', entity_name: 'Plain Clinic' });
    promoServer({ codes: [arabicClinic, arabicDoctor, noArabic] });
    renderList('ar');
    await screen.findByText('SAVE15');
    expect(within(row('SAVE15')).getByText('عيادة النور')).toBeInTheDocument();
    expect(within(row('SAVE15')).queryByText('Noor Clinic')).toBeNull();
    expect(within(row('DOC100')).getByText('د. سارة علي')).toBeInTheDocument();
    expect(within(row('PLAIN5')).getByText('Plain Clinic')).toBeInTheDocument();
  });

  it("opens a row's History in a drawer, newest first, with the list's words for the fields and values, read only when opened", async () => {
    const { server } = promoServer({ codes: [SAVE15, DOCTOR] });
    server.use({
      getRecordHistory: ok({
        count: 2,
        rows: [
          { at: '2031-01-02T09:00:00.000Z', actor: { sys_id: 'adm-2', name: 'Nora Admin', role: 'ADMIN' }, action: 'update', changes: [{ field: 'discount', old: 0.15, new: 0.07 }] },
          {
            at: '2030-12-01T09:00:00.000Z',
            actor: { sys_id: 'adm-1', name: 'Adam Admin', role: 'ADMIN' },
            action: 'create',
            changes: [
              { field: 'promo_code', old: null, new: 'SAVE15' },
              { field: 'discount', old: null, new: 0.15 },
              { field: 'entity_type', old: null, new: 'CLINIC' },
              { field: 'end_date', old: null, new: '2031-03-07T20:59:59.999Z' },
              { field: 'entity_name', old: null, new: 'Noor Clinic' },
            ],
          },
        ],
      }),
    });
    renderList();
    await screen.findByText('SAVE15');
    expect(server.callsTo('getRecordHistory')).toHaveLength(0);
    const opener = within(row('SAVE15')).getByRole('button', { name: 'History of promo code SAVE15 for Noor Clinic' });
    expect(within(row('DOC100')).getByRole('button', { name: 'History of promo code DOC100 for Dr. Sara Ali' })).toBeInTheDocument();
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('History of promo code SAVE15 (Noor Clinic)')).toBeInTheDocument();
    await within(drawer).findByText(/Nora Admin/);
    expect(server.callsTo('getRecordHistory').map((call) => call.url.pathname)).toEqual([`/api/audit-read/history/promo_code/${SAVE15.sys_id}`]);
    expect(drawer).toHaveTextContent('Discount: 15 % → 7 %');
    expect(drawer).toHaveTextContent('Promo Code: SAVE15');
    expect(drawer).toHaveTextContent('Applied to: Clinic');
    expect(drawer).toHaveTextContent('Expiration Date: 07-03-2031');
    expect(drawer).toHaveTextContent('Beneficiary: Noor Clinic');
    const shown = drawer.textContent ?? '';
    expect(shown.indexOf('Nora Admin')).toBeLessThan(shown.indexOf('Adam Admin'));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('words the History in Arabic', async () => {
    const { server } = promoServer({ codes: [EMERGENCY7] });
    server.use({
      getRecordHistory: ok({
        count: 1,
        rows: [
          {
            at: '2030-12-01T09:00:00.000Z',
            actor: { sys_id: 'adm-1', name: 'مسؤول المنصة', role: 'ADMIN' },
            action: 'create',
            changes: [
              { field: 'discount', old: null, new: 0.07 },
              { field: 'entity_type', old: null, new: 'EMERGENCY' },
            ],
          },
        ],
      }),
    });
    renderList('ar');
    await screen.findByText('ER7OFF');
    fireEvent.click(within(row('ER7OFF')).getByRole('button', { name: text('ar', 'promoCodes.history.label', { code: 'ER7OFF' }) }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/مسؤول المنصة/);
    expect(drawer).toHaveTextContent(text('ar', 'promoCodes.history.title', { code: 'ER7OFF' }));
    expect(drawer).toHaveTextContent(`${text('ar', 'promoCodes.list.columns.discount')}: 7 ٪`);
    expect(drawer).toHaveTextContent(`${text('ar', 'promoCodes.list.columns.entityType')}: طوارئ`);
    expect(drawer.textContent!.replace('ER7OFF', '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
