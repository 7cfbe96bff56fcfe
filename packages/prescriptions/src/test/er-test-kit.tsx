// Test helpers of the ER prescription pages: real store, messages and router; a fake API answering
// @mk/api's endpoints by name (an endpoint without an answer fails the test).
import type { ErMedicine, ErOrderListRow, ErPrescriptionSearchRow, IssuedErOrder, SessionUser } from '@mk/contracts';
import { domainTestKit, fakeApi, ok, testPic, type ApiHandlers } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { erPrescriptionsModule } from '../prescriptions.module';

/** A pharmacy PIC with two pharmacies, Olaya (the first, the default) and Malaz. */
export const pharmacist: SessionUser = {
  ...testPic([]),
  name: 'Pharmacy Manager',
  pharmacies: [
    { sys_id: 'ph-olaya', name: 'Al Dawaa Olaya', name_ar: 'صيدلية الدواء العليا' },
    { sys_id: 'ph-malaz', name: 'Nahdi Malaz', name_ar: 'صيدلية النهدي الملز' },
  ],
};

export const { text, renderPage: renderErPage } = domainTestKit(erPrescriptionsModule, { en, ar }, validationMessages);

export const medicine = (id: string, name: string, is_dispensed = false): ErMedicine => ({ medicine_id: id, generic_name: name, generic_name_ar: `${name} بالعربية`, is_dispensed });

export function erOrder(overrides: Partial<ErOrderListRow> = {}): ErOrderListRow {
  return {
    sys_id: '7f0c1d2e-0000-4000-8000-00000000a001',
    product_id: '7f0c1d2e-0000-4000-8000-00000000b001',
    patient: { name: 'Sara Ahmed' },
    createdAt: '2026-11-20T08:00:00.000Z',
    medicines: [medicine('11', 'Diclofenac'), medicine('12', 'Ondansetron'), medicine('13', 'Prednisolone')],
    ...overrides,
  };
}

export function searchRow(overrides: Partial<ErPrescriptionSearchRow> = {}): ErPrescriptionSearchRow {
  return {
    product_id: '7f0c1d2e-0000-4000-8000-00000000b009',
    issuer_id: 'patient-9',
    patient: { name: 'Demo Patient' },
    createdAt: '2026-11-20T08:00:00.000Z',
    medicines: [medicine('21', 'Diclofenac'), medicine('22', 'Loratadine')],
    ...overrides,
  };
}

export function issuedOrder(overrides: Partial<IssuedErOrder> = {}): IssuedErOrder {
  return {
    sys_id: '7f0c1d2e-0000-4000-8000-00000000c001',
    product_id: '7f0c1d2e-0000-4000-8000-00000000d001',
    patient: { name: 'Omar Ali' },
    offer: { createdAt: '2026-11-21T09:30:00.000Z', total_price: '91.75' },
    ...overrides,
  };
}

/**
 * A fake API holding a pharmacy's ER orders: an issue marks the medicines dispensed and drops an
 * order once none is left, as the server does; `handlers` replace any answer.
 */
export function erServer(options: { orders?: ErOrderListRow[]; search?: ErPrescriptionSearchRow[]; issued?: IssuedErOrder[]; handlers?: ApiHandlers } = {}) {
  let orders = options.orders ?? [erOrder()];
  const server = fakeApi({
    getErOrders: () => ok({ count: orders.length, data: orders }),
    searchErPrescriptions: ok({ count: (options.search ?? []).length, rows: options.search ?? [] }),
    getIssuedErOrders: ok({ count: (options.issued ?? []).length, rows: options.issued ?? [] }),
    createErOrder: ok({ sys_id: 'order-new' }),
    issueErPrescription: (call) => {
      const body = call.body as { order_id: string; medicines_ids: string[]; total_price: string };
      orders = orders
        .map((order) => (order.sys_id !== body.order_id ? order : { ...order, medicines: order.medicines.map((m) => (body.medicines_ids.includes(m.medicine_id) ? { ...m, is_dispensed: true } : m)) }))
        .filter((order) => order.medicines.some((m) => !m.is_dispensed));
      return ok({ order_id: body.order_id, medicines_ids: body.medicines_ids, remaining: 0, total_price: body.total_price, issued_at: '2026-11-22T10:00:00.000Z' });
    },
    createPdfLink: ok({ url: '/api/pdf-creator/pdf/x?token=t', expires_in: 60 }),
    ...options.handlers,
  });
  return server;
}
