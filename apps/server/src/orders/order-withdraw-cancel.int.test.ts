import { eq, ne } from 'drizzle-orm';
import { testClock } from '../appointments/appointment-test-kit';
import { offers, orders, prescriptions } from '../db/schema';
import { auditOf, demoSuite, OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { demoPharmacies, offerBody, otherPharmacy, patientLogin, placeOrder, prescriptionsOf } from './order-test-kit';
import { orderCancellations } from './orders.tables';

/*
 * Issue 30 on a real database: a pharmacy withdraws its unanswered offer within the window, and the
 * patient (or ADMIN) cancels an order not delivered yet. The clock is the test's.
 */
const time = testClock();
const w = demoSuite({ clock: time.clock });
let patient: { token: string; sys_id: string };
let pic: string;
let otherPic: string;
let riyadh: string[];
let othersPharmacy: string;
let myPrescriptions: string[];

beforeAll(async () => {
  patient = await patientLogin(w.t);
  [pic, otherPic] = await Promise.all([w.t.login(DEMO.pharmacyPic), w.t.login(OTHER_PIC)]);
  ({ riyadh } = await demoPharmacies(w.t));
  othersPharmacy = await otherPharmacy(w.t, OTHER_PIC);
  myPrescriptions = await prescriptionsOf(w.t, patient.sys_id);
});

const later = (seconds: number) => time.set(new Date(time.clock().getTime() + seconds * 1000));
const offerOn = async (orderId: string, token: string, pharmacyId: string) => {
  const reply = await w.api('POST', '/api/order-write/offer', token, offerBody(orderId, pharmacyId));
  expect(reply.status).toBe(201);
  return reply.body.payload.sys_id as string;
};
const patientOffers = async (orderId: string) =>
  ((await w.api('GET', `/api/patient-app/orders/${orderId}/offers`, patient.token)).body.payload.rows as { sys_id: string }[]).map((row) => row.sys_id);
const withdraw = (offerId: string, token = pic) => w.api('DELETE', `/api/order-write/offer/${offerId}`, token);
const statusOf = async (offerId: string) => (await w.t.db.select({ status: offers.status }).from(offers).where(eq(offers.sys_id, offerId)))[0].status;

describe('withdrawing an offer (DELETE order-write/offer/{offerId})', () => {
  it("withdraws the pharmacy's own live offer: it leaves the patient's list, is audited, and the pharmacy may offer again", async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[0]);
    const [mine, theirs] = [await offerOn(orderId, pic, riyadh[0]), await offerOn(orderId, otherPic, othersPharmacy)];
    expect((await patientOffers(orderId)).sort()).toEqual([mine, theirs].sort());

    const reply = await withdraw(mine);
    expect([reply.status, reply.body.result, reply.body.payload.status, reply.body.payload.sys_id]).toEqual([200, 'ok', 'withdrawn', mine]);
    expect(await statusOf(mine)).toBe('withdrawn');
    expect(await patientOffers(orderId)).toEqual([theirs]);
    expect(await auditOf(w.t, 'offer_withdrawn', mine)).toHaveLength(1);
    // The pharmacy's card no longer names it: Send Offer again.
    const card = await w.api('GET', `/api/order-read/order/${orderId}`, pic);
    expect(card.body.payload.my_offer).toBeNull();
    // Withdrawn twice: no longer live.
    const again = await withdraw(mine);
    expect([again.status, again.body.code]).toEqual([409, 'offer.not_live']);
    // The pharmacy may send a corrected offer within the window.
    await offerOn(orderId, pic, riyadh[0]);
  });

  it('lets ADMIN withdraw any live offer', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[1]);
    const offerId = await offerOn(orderId, pic, riyadh[0]);
    expect((await withdraw(offerId, w.users.admin)).status).toBe(200);
  });

  it('refuses an answered offer (409 offer.not_live), and stores nothing', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[2]);
    const [accepted, lost] = [await offerOn(orderId, pic, riyadh[0]), await offerOn(orderId, pic, riyadh[1])];
    expect((await w.api('POST', `/api/patient-app/offers/${accepted}/accept`, patient.token)).status).toBe(200);
    for (const [offerId, status] of [
      [accepted, 'accepted'],
      [lost, 'lost'],
    ]) {
      const reply = await withdraw(offerId);
      expect([reply.status, reply.body.code]).toEqual([409, 'offer.not_live']);
      expect(await statusOf(offerId)).toBe(status);
    }
  });

  it("refuses once the order's five-minute window has passed (409 offer.window_closed)", async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[3]);
    const offerId = await offerOn(orderId, pic, riyadh[0]);
    later(301);
    const reply = await withdraw(offerId);
    expect([reply.status, reply.body.code]).toEqual([409, 'offer.window_closed']);
    expect(await statusOf(offerId)).toBe('live');
  });

  it("refuses another pharmacy's offer (403, audited as access_denied) and an unknown one (404)", async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[4]);
    const offerId = await offerOn(orderId, pic, riyadh[0]);
    const reply = await withdraw(offerId, otherPic);
    expect(reply.status).toBe(403);
    expect(await auditOf(w.t, 'access_denied', offerId)).toHaveLength(1);
    expect(await statusOf(offerId)).toBe('live');
    const unknown = await withdraw('00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'offer.not_found']);
  });
});

describe('canceling an order', () => {
  const NO_REASON = Symbol('no reason');
  const cancel = (orderId: string, reason: unknown = 'Bought it elsewhere', token = patient.token) =>
    w.api('POST', `/api/patient-app/orders/${orderId}/cancel`, token, reason === NO_REASON ? {} : { reason });
  const incomingIds = async (token = pic) => ((await w.api('GET', '/api/order-read/', token)).body.payload.rows as { sys_id: string }[]).map((row) => row.sys_id);
  const liveIds = async (pharmacyId: string) =>
    ((await w.api('GET', `/api/order-read/live-orders/${pharmacyId}?limit=100`, pic)).body.payload.rows as { sys_id: string }[]).map((row) => row.sys_id);

  it('lets the patient cancel with a trimmed reason: stored, audited, and gone from the incoming list', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[5]);
    expect(await incomingIds()).toContain(orderId);
    const reply = await cancel(orderId, '   Bought it elsewhere  ');
    expect([reply.status, reply.body.payload]).toEqual([200, { sys_id: orderId, state: 'CANCELED', canceled_at: time.clock().toISOString(), cancel_reason: 'Bought it elsewhere' }]);
    const [stored] = await w.t.db.select().from(orderCancellations).where(eq(orderCancellations.order_id, orderId));
    expect(stored).toMatchObject({ cancel_reason: 'Bought it elsewhere', canceled_by: patient.sys_id, canceled_by_role: 'PATIENT' });
    expect(await auditOf(w.t, 'order_canceled', orderId)).toHaveLength(1);
    expect(await incomingIds()).not.toContain(orderId);
    // Canceled twice: refused; an offer on it: refused.
    expect([(await cancel(orderId)).status, (await cancel(orderId)).body.code]).toEqual([409, 'order.canceled']);
    const offer = await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[0]));
    expect([offer.status, offer.body.code]).toEqual([409, 'order.canceled']);
  });

  it('takes a won order out of Live Orders, and refuses to accept or move a canceled one', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[0]);
    const [won, other] = [await offerOn(orderId, pic, riyadh[0]), await offerOn(orderId, otherPic, othersPharmacy)];
    expect((await w.api('POST', `/api/patient-app/offers/${won}/accept`, patient.token)).status).toBe(200);
    expect(await liveIds(riyadh[0])).toContain(orderId);
    expect((await cancel(orderId)).status).toBe(200);
    expect(await liveIds(riyadh[0])).not.toContain(orderId);
    const move = await w.api('PATCH', '/api/order-write/order-state', pic, { sys_id: orderId, delivery_state: 'PREPARING' });
    expect([move.status, move.body.code]).toEqual([409, 'order.canceled']);
    expect(other).toBeDefined();
  });

  it('refuses a delivered order (409 order.delivered) and stores nothing', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[1]);
    const won = await offerOn(orderId, pic, riyadh[0]);
    await w.api('POST', `/api/patient-app/offers/${won}/accept`, patient.token);
    expect((await w.api('PATCH', '/api/order-write/order-state', pic, { sys_id: orderId, delivery_state: 'DELIVERED' })).status).toBe(200);
    const reply = await cancel(orderId);
    expect([reply.status, reply.body.code]).toEqual([409, 'order.delivered']);
    expect(await w.t.db.select().from(orderCancellations).where(eq(orderCancellations.order_id, orderId))).toHaveLength(0);
  });

  it("answers another patient's order as not found (404), as the patient app's other order routes do", async () => {
    const [someoneElses] = await w.t.db.select({ sys_id: prescriptions.sys_id, patient_id: prescriptions.patient_id }).from(prescriptions).where(ne(prescriptions.patient_id, patient.sys_id)).limit(1);
    const [theirOrder] = await w.t.db
      .insert(orders)
      .values({ patient_id: someoneElses.patient_id, product_type: 'PRESCRIPTION', product_id: someoneElses.sys_id, lat: 24.7, lng: 46.7 })
      .returning({ sys_id: orders.sys_id });
    const reply = await cancel(theirOrder.sys_id);
    expect([reply.status, reply.body.code]).toEqual([404, 'order.not_found']);
    expect(await w.t.db.select().from(orderCancellations).where(eq(orderCancellations.order_id, theirOrder.sys_id))).toHaveLength(0);
  });

  it('requires a reason of 3 to 500 characters (after trimming)', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[2]);
    for (const reason of [NO_REASON, '', '  ab  ', 'x'.repeat(501), 42, null, ['why']]) {
      const reply = await cancel(orderId, reason);
      expect([String(reason), reply.status, reply.body.code]).toEqual([String(reason), 400, 'order.cancel_reason_invalid']);
    }
    // Control characters are refused by the server's body check before the service (400).
    expect((await cancel(orderId, 'bad\u0000text')).status).toBe(400);
    expect((await cancel(orderId, 'x'.repeat(500))).status).toBe(200);
  });

  it('lets ADMIN cancel from the back office (POST order-write/order/{id}/cancel), and no one else', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[3]);
    const url = `/api/order-write/order/${orderId}/cancel`;
    expect((await w.api('POST', url, pic, { reason: 'Duplicate order' })).status).toBe(403);
    expect((await w.api('POST', url, patient.token, { reason: 'Duplicate order' })).status).toBe(401);
    expect((await w.api('POST', url, w.users.admin, { reason: 'no' })).body.code).toBe('order.cancel_reason_invalid');
    const reply = await w.api('POST', url, w.users.admin, { reason: 'Duplicate order' });
    expect([reply.status, reply.body.payload.state]).toEqual([200, 'CANCELED']);
    const [stored] = await w.t.db.select().from(orderCancellations).where(eq(orderCancellations.order_id, orderId));
    expect(stored).toMatchObject({ canceled_by: w.users.adminId, canceled_by_role: 'ADMIN' });
    expect((await w.api('POST', url, w.users.admin, { reason: 'Duplicate order' })).body.code).toBe('order.canceled');
  });
});
