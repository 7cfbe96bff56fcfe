import { demoPharmacies, patientLogin } from '../orders/order-test-kit';
import { orderCancellations } from '../orders/orders.tables';
import { apiOf, type TestApi } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import {
  anyPatient,
  HOME,
  homeOf,
  insertAppointments,
  insertIssuedErOrder,
  insertOffers,
  insertOrder,
  insertPatient,
  insertPrescription,
  insertQrBill,
  livePhysician,
  riyadh,
} from './home-test-kit';

/*
 * ADMIN's Home on a day of its own: the app's clock reads 12:00 in Riyadh on 12 March 2031, years
 * after anything the demo seed placed, so every figure counts exactly the rows written here.
 */
const NOW = riyadh('2031-03-12 12:00');
const seconds = (n: number) => n * 1000;
const after = (time: Date, ms: number) => new Date(time.getTime() + ms);

let t: TestApp;
let api: TestApi;
let admin: string;
let now = NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  api = apiOf(t);
  admin = await t.login(DEMO.admin);
});
afterAll(() => t?.close());

describe('GET /api/dashboard-read/home as ADMIN', () => {
  it("answers today's appointments by status on the Riyadh calendar, and the no-show rates of the last 7 and 30 days", async () => {
    const patientId = await anyPatient(t);
    const { physicianId, clinicId } = await livePhysician(t);
    const at = (wallTime: string, status: string) => ({ physicianId, clinicId, patientId, startsAt: riyadh(wallTime), status });
    await insertAppointments(t, [
      // 00:30 on the 12th in Riyadh is still the 11th in UTC: today.
      at('2031-03-12 00:30', 'waiting'),
      // 23:30 on the 11th in Riyadh: yesterday, though it is the 11th at 20:30 in UTC too.
      at('2031-03-11 23:30', 'confirmed'),
      at('2031-03-12 07:00', 'patient_noshow'),
      at('2031-03-12 08:00', 'done'),
      at('2031-03-12 13:00', 'confirmed'),
      at('2031-03-12 14:00', 'confirmed'),
      at('2031-03-12 15:00', 'canceled'),
      // The last 7 days begin at midnight on the 6th.
      at('2031-03-06 00:00', 'done'),
      at('2031-03-07 10:00', 'patient_noshow'),
      at('2031-03-05 23:59', 'patient_noshow'),
      // The last 30 days begin at midnight on 11 February.
      at('2031-02-20 10:00', 'done'),
      at('2031-02-11 00:00', 'patient_noshow'),
      at('2031-02-10 23:00', 'done'),
    ]);

    const home = await homeOf(api, admin);
    expect(home).toMatchObject({ day: '2031-03-12', generated_at: NOW.toISOString(), clinics: null, pharmacies: null, centers: null });
    expect(home.admin!.appointments_today).toEqual([
      { status: 'confirmed', count: 2 },
      { status: 'waiting', count: 1 },
      { status: 'progressing', count: 0 },
      { status: 'done', count: 1 },
      { status: 'canceled', count: 1 },
      { status: 'pending', count: 0 },
      { status: 'patient_noshow', count: 1 },
    ]);
    // 7 days: done on the 6th and today, no-shows on the 7th and today. 30 days: those, and 20 and 11 February's.
    expect(home.admin!.no_show_rate_7d).toBe(2 / 4);
    expect(home.admin!.no_show_rate_30d).toBeCloseTo(4 / 7, 10);
  });

  it('answers the orders waiting for a first offer, the median first offer of the day and the offers made today by outcome', async () => {
    const patientId = await anyPatient(t);
    const { riyadh: [pharmacyA, pharmacyB] } = await demoPharmacies(t);
    // In its window with no offer: waiting. In its window with an offer, or past its five minutes: not.
    const waiting = await insertOrder(t, { patientId, createdAt: after(NOW, -seconds(60)) });
    const offered = await insertOrder(t, { patientId, createdAt: after(NOW, -seconds(120)) });
    await insertOrder(t, { patientId, createdAt: after(NOW, -seconds(600)) });
    // Canceled by its patient inside its window (issue 30): not waiting.
    const canceled = await insertOrder(t, { patientId, createdAt: after(NOW, -seconds(90)) });
    await t.db.insert(orderCancellations).values({ order_id: canceled, canceled_at: after(NOW, -seconds(30)), cancel_reason: 'Found it elsewhere', canceled_by: patientId, canceled_by_role: 'PATIENT' });
    // Earlier today: first offers after 30 and 45 seconds (and 90 for `offered`): the median is 45.
    const early = await insertOrder(t, { patientId, createdAt: riyadh('2031-03-12 05:00') });
    const later = await insertOrder(t, { patientId, createdAt: riyadh('2031-03-12 06:00') });
    // Yesterday at 23:30 in Riyadh: neither its order nor its offer is today's.
    const yesterday = await insertOrder(t, { patientId, createdAt: riyadh('2031-03-11 23:30') });
    await insertOffers(t, [
      { orderId: offered, pharmacyId: pharmacyA, createdAt: after(NOW, -seconds(30)), status: 'live' },
      { orderId: early, pharmacyId: pharmacyA, createdAt: after(riyadh('2031-03-12 05:00'), seconds(30)), status: 'accepted' },
      { orderId: early, pharmacyId: pharmacyB, createdAt: after(riyadh('2031-03-12 05:00'), seconds(60)), status: 'lost' },
      { orderId: later, pharmacyId: pharmacyB, createdAt: after(riyadh('2031-03-12 06:00'), seconds(45)), status: 'declined' },
      { orderId: later, pharmacyId: pharmacyA, createdAt: after(riyadh('2031-03-12 06:00'), seconds(50)), status: 'lost' },
      { orderId: yesterday, pharmacyId: pharmacyA, createdAt: after(riyadh('2031-03-11 23:30'), seconds(20)), status: 'accepted' },
    ]);

    const { admin: figures } = await homeOf(api, admin);
    expect(waiting).toBeDefined();
    expect(figures!.orders_waiting_first_offer).toBe(1);
    expect(figures!.median_first_offer_seconds_today).toBe(45);
    expect(figures!.offers_today).toEqual({ accepted: 1, declined: 1, expired: 2 });
  });

  it("answers today's issued emergency prescriptions, QR bills with their total, the week's new patients and the facilities waiting", async () => {
    const patientId = await anyPatient(t);
    const { riyadh: [pharmacyA, pharmacyB] } = await demoPharmacies(t);
    const [shared, single, old] = [await insertPrescription(t, patientId), await insertPrescription(t, patientId), await insertPrescription(t, patientId)];
    // One prescription issued by two pharmacies counts once.
    await insertIssuedErOrder(t, { prescriptionId: shared, patientId, pharmacyId: pharmacyA, issuedAt: riyadh('2031-03-12 09:00') });
    await insertIssuedErOrder(t, { prescriptionId: shared, patientId, pharmacyId: pharmacyB, issuedAt: riyadh('2031-03-12 10:00') });
    await insertIssuedErOrder(t, { prescriptionId: single, patientId, pharmacyId: pharmacyA, issuedAt: riyadh('2031-03-12 00:05') });
    await insertIssuedErOrder(t, { prescriptionId: old, patientId, pharmacyId: pharmacyA, issuedAt: riyadh('2031-03-11 23:55') });
    await insertQrBill(t, { pharmacyId: pharmacyA, amount: '100.00', tax: '15.00', createdAt: riyadh('2031-03-12 08:00') });
    await insertQrBill(t, { pharmacyId: pharmacyB, amount: '50.00', tax: '7.50', createdAt: riyadh('2031-03-12 00:00') });
    await insertQrBill(t, { pharmacyId: pharmacyB, amount: '80.00', tax: '12.00', createdAt: riyadh('2031-03-11 23:59') });
    for (const day of ['2031-03-12 11:00', '2031-03-06 00:00', '2031-03-08 16:00', '2031-03-05 23:59']) await insertPatient(t, riyadh(day));

    const { admin: figures } = await homeOf(api, admin);
    expect(figures!.er_prescriptions_today).toBe(2);
    expect(figures!.qr_bills_today).toEqual({ count: 2, total_with_vat: '172.50' });
    expect(figures!.new_patients_week).toBe(3);
    // The count the approval queue's own route gives.
    const pending = await api('GET', '/api/administrator-read/pending-facilities', admin);
    expect(figures!.facilities_pending).toEqual(pending.body.payload);
  });

  it('gives ratios and a median of null on a day with nothing to count', async () => {
    now = riyadh('2040-01-01 12:00');
    try {
      const { admin: figures } = await homeOf(api, admin);
      expect(figures).toMatchObject({
        no_show_rate_7d: null,
        no_show_rate_30d: null,
        median_first_offer_seconds_today: null,
        orders_waiting_first_offer: 0,
        offers_today: { accepted: 0, declined: 0, expired: 0 },
        qr_bills_today: { count: 0, total_with_vat: '0.00' },
      });
    } finally {
      now = NOW;
    }
  });
});

describe('who may read a Home', () => {
  it('refuses a caller without a token, and a patient-app token', async () => {
    expect((await api('GET', HOME)).status).toBe(401);
    const patient = await patientLogin(t);
    expect((await api('GET', HOME, patient.token)).status).toBe(401);
  });
});
