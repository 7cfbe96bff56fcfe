// Test helpers of the Promo Codes pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import { act, fireEvent, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@mk/contracts';
import { domainTestKit, fakeApi, fakeRecords, ok, recordMaker, testAdmin, type FakeApiOptions } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { promoContractWords, type PromoCode, type PromoCodeCreate } from '../contract';
import { promoCodesModule } from '../promo-codes.module';

export const admin = testAdmin;
export const { text, renderPage: renderPromoPage } = domainTestKit(
  promoCodesModule,
  { en, ar },
  validationMessages,
  promoContractWords(),
);

export const CLINICS = [
  { sys_id: 'c0000000-0000-4000-8000-000000000001', registered_clinic_name: 'Noor Clinic', registered_clinic_name_arabic: 'عيادة النور' },
  { sys_id: 'c0000000-0000-4000-8000-000000000002', registered_clinic_name: 'Noor Dental', registered_clinic_name_arabic: 'النور لطب الأسنان' },
];
export const PHYSICIANS = [
  { sys_id: 'd0000000-0000-4000-8000-000000000001', name: 'Dr. Sara Ali', arabic_name: 'د. سارة علي' },
  { sys_id: 'd0000000-0000-4000-8000-000000000002', name: 'Dr. Sami Omar', arabic_name: 'د. سامي عمر' },
];
export const PACKAGES = [{ sys_id: 'e0000000-0000-4000-8000-000000000001', title: 'Full Body Checkup', title_ar: 'فحص الجسم الكامل' }];

export const makePromoCode = recordMaker<PromoCode>({
  sys_id: 'f0000000-0000-4000-8000-000000000001',
  promo_code: 'SAVE15',
  discount: 0.15,
  entity_type: 'CLINIC',
  entity_id: CLINICS[0].sys_id,
  end_date: '2031-03-07T20:59:59.999Z',
  entity_name: 'Noor Clinic',
});

const matching = <T,>(rows: T[], name: (row: T) => string, text: string | undefined) =>
  rows.filter((row) => name(row).toLowerCase().includes((text ?? '').toLowerCase()));

/** The names on the chips of the entities chosen. */
export const chosenEntities = () => Array.from(document.querySelectorAll('.ant-select-selection-item'), (chip) => chip.textContent);

/** A fake API answering the promo code list and create (which adds the code) and the three name searches. */
export function promoServer(options: { codes?: PromoCode[]; overrides?: FakeApiOptions['before'] } = {}) {
  const records = fakeRecords(options.codes ?? [makePromoCode()], 'Promo code not found');
  let next = 100;
  const server = fakeApi(
    {
      getPromoCodes: records.page,
      createPromoCode: (call) => records.create({ sys_id: `f0000000-0000-4000-8000-000000000${next++}`, ...(call.body as PromoCodeCreate) }, 'Promo code created successfully'),
      getClinics: (call) => {
        const rows = matching(CLINICS, (clinic) => clinic.registered_clinic_name, call.query.name);
        return ok({ count: rows.length, rows });
      },
      getPhysicians: (call) => {
        const rows = matching(PHYSICIANS, (physician) => physician.name, call.query.name);
        return ok({ count: rows.length, rows });
      },
      searchPackages: (call) => {
        const rows = matching(PACKAGES, (item) => `${item.title} ${item.title_ar}`, call.query.title);
        return ok({ count: rows.length, rows });
      },
    },
    { before: options.overrides },
  );
  return { server, records };
}

/** Types `search` into the entity search labelled `label` and lets the 500 ms debounce pass on a fake clock. */
export async function searchFor(label: string, search: string) {
  jest.useFakeTimers();
  try {
    fireEvent.change(screen.getByLabelText(label), { target: { value: search } });
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
  } finally {
    jest.useRealTimers();
  }
}

/** Searches as `searchFor` does and picks `option` from the results. */
export async function searchAndPick(label: string, search: string, option: string) {
  await searchFor(label, search);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}
