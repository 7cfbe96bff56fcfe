// Test helpers of the Orders pages: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { OrderView, Prescription, SessionUser } from '@mk/contracts';
import { domainTestKit, fakeApi, ok, testAdmin, testPic, type ApiHandlers } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { ordersModule } from '../orders.module';

export const admin = testAdmin;

export const OLAYA = { sys_id: '9a1b2c3d-0000-4000-8000-00000000000a', name: 'Al Olaya Pharmacy', name_ar: 'صيدلية العليا' };
export const MALAZ = { sys_id: '9a1b2c3d-0000-4000-8000-00000000000b', name: 'Al Malaz Pharmacy', name_ar: 'صيدلية الملز' };

/** A pharmacy PIC with one pharmacy, and one with two. */
export const onePharmacyPic: SessionUser = { ...testPic([]), name: 'Pharmacy Manager', pharmacies: [OLAYA] };
export const twoPharmacyPic: SessionUser = { ...onePharmacyPic, pharmacies: [OLAYA, MALAZ] };

export const { text, renderPage: renderOrdersPage } = domainTestKit(ordersModule, { en, ar }, validationMessages);

export const ORDER_ID = '5e1f2a3b-0000-4000-8000-0000000000c1';
export const PRESCRIPTION_ID = '7c1d2e3f-0000-4000-8000-0000000000d1';

export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    sys_id: ORDER_ID,
    product_type: 'PRESCRIPTION',
    product_id: PRESCRIPTION_ID,
    image_url: null,
    lat: 24.69,
    lng: 46.685,
    createdAt: '2024-05-06T11:00:00.000Z',
    delivery_state: 'WAITING',
    patient: { name: 'Huda Saleh', phone: '0500000001' },
    seconds_left: 300,
    pharmacy_ids: [OLAYA.sys_id],
    accepted_pharmacy_id: null,
    address: 'Al Olaya, Riyadh',
    address_ar: 'العليا، الرياض',
    map_link: 'https://www.openstreetmap.org/?mlat=24.69&mlon=46.685',
    ...overrides,
  };
}

/** An order this pharmacy won, with the accepted offer. */
export function makeLiveOrder(overrides: Partial<OrderView> = {}): OrderView {
  return makeOrder({
    seconds_left: 0,
    accepted_pharmacy_id: OLAYA.sys_id,
    offer: { sys_id: 'of-1', total_price: '44.00', time_to_deliver: 30, createdAt: '2024-05-06T11:02:00.000Z' },
    ...overrides,
  });
}

export const PRESCRIPTION: Prescription = {
  sys_id: PRESCRIPTION_ID,
  patient_id: '3e4f5a6b-0000-4000-8000-0000000000a1',
  clinic_id: '3e4f5a6b-0000-4000-8000-0000000000c1',
  patient_name: 'Huda Saleh',
  clinic_name: 'Noor Clinic',
  physician_name: 'Sara Ali',
  issued_at: '2024-05-06T10:00:00.000Z',
  medicines: [
    { medicine_id: '11', generic_name: 'Paracetamol', generic_name_ar: 'باراسيتامول', strength_value: '500', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'After meals', is_dispensed: false },
    { medicine_id: '12', generic_name: 'Amoxicillin', generic_name_ar: null, strength_value: '250', strength_value_unit: 'mg', dosage_form: 'Capsule', is_dispensed: false },
  ],
};

/**
 * A fake API for the Orders pages: incoming and live orders, one order, its prescription; a test
 * adds or replaces handlers (the offer, the delivery state, the PDF link) with `handlers`.
 */
export function ordersServer(options: { incoming?: OrderView[]; live?: OrderView[]; order?: OrderView; handlers?: ApiHandlers } = {}) {
  const live = options.live ?? [];
  return fakeApi({
    getIncomingOrders: ok({ count: options.incoming?.length ?? 0, rows: options.incoming ?? [] }),
    getLiveOrders: (call) => {
      const { page = 1, limit = 10 } = call.args as { page?: number; limit?: number };
      return ok({ count: live.length, rows: live.slice((page - 1) * limit, page * limit) });
    },
    getOrder: ok(options.order ?? makeOrder()),
    getPrescription: ok(PRESCRIPTION),
    ...options.handlers,
  });
}
