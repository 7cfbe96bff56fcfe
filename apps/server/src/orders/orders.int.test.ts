import { count, eq, ne } from 'drizzle-orm';
import { testClock } from '../appointments/appointment-test-kit';
import { auditLog, offers, orderRecipients, orders, prescriptions } from '../db/schema';
import { demoSuite, OTHER_PIC, userId } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { demoPharmacies, offerBody, otherPharmacy, patientLogin, PATIENT_PHONE, placeOrder, prescriptionsOf } from './order-test-kit';

/*
 * Orders, offers and the patient app on a real database (issue 12): every call, role and rule, with
 * the clock set by the test (the offer window is checked against it, never waited for).
 */
const time = testClock();
const w = demoSuite({ clock: time.clock });
let patient: { token: string; sys_id: string };
let pic: string;
let otherPic: string;
let riyadh: string[];
let jeddah: string;
let othersPharmacy: string;
let myPrescriptions: string[];

beforeAll(async () => {
  patient = await patientLogin(w.t);
  [pic, otherPic] = await Promise.all([w.t.login(DEMO.pharmacyPic), w.t.login(OTHER_PIC)]);
  ({ riyadh, jeddah } = await demoPharmacies(w.t));
  othersPharmacy = await otherPharmacy(w.t, OTHER_PIC);
  myPrescriptions = await prescriptionsOf(w.t, patient.sys_id);
});

const countOf = async (table: typeof orders | typeof offers) => Number((await w.t.db.select({ value: count() }).from(table))[0].value);
const later = (seconds: number) => time.set(new Date(time.clock().getTime() + seconds * 1000));

describe('patient-app sign-in and tokens', () => {
  it('signs the demo patient in by phone and password, and refuses a wrong password with its code', async () => {
    expect(patient).toMatchObject({ sys_id: expect.any(String), token: expect.any(String) });
    const wrong = await w.api('POST', '/api/patient-app/login', undefined, { phone: PATIENT_PHONE, password: 'Wrong@12345' });
    expect([wrong.status, wrong.body.result, wrong.body.code]).toEqual([401, 'error', 'auth.invalid_phone_credentials']);
    // Not a Saudi mobile: refused before the brake counts it or the trail records it.
    const audited = (await w.t.db.select({ value: count() }).from(auditLog))[0].value;
    const notPhone = await w.api('POST', '/api/patient-app/login', undefined, { phone: 'Abcdef Ghijkl', password: 'Wrong@12345' });
    expect([notPhone.status, notPhone.body.code]).toEqual([400, 'validation.phone.invalid']);
    expect((await w.t.db.select({ value: count() }).from(auditLog))[0].value).toBe(audited);
  });

  it('refuses a patient token on back-office routes and a back-office token on patient-app routes', async () => {
    for (const url of ['/api/order-read/', `/api/prescription-read/id/${myPrescriptions[0]}`, '/api/clinic-read/']) {
      const reply = await w.api('GET', url, patient.token);
      expect([url, reply.status, reply.body.code]).toEqual([url, 401, 'auth.wrong_token_kind']);
    }
    for (const token of [pic, w.users.admin]) {
      const reply = await w.api('GET', '/api/patient-app/prescriptions', token);
      expect([reply.status, reply.body.code]).toEqual([401, 'auth.wrong_token_kind']);
    }
  });

  it('holds patient logins back with the back office brake: the sixth wrong password on a phone waits', async () => {
    const attempt = () => w.api('POST', '/api/patient-app/login', undefined, { phone: '0500000999', password: 'Wrong@12345' });
    for (let n = 0; n < 5; n++) expect((await attempt()).status).toBe(401);
    const held = await attempt();
    expect([held.status, held.body.code]).toEqual([429, 'auth.too_many_attempts']);
  });
});

describe('the patient app', () => {
  it("lists the patient's own prescriptions with their medicines, in English and Arabic", async () => {
    const reply = await w.api('GET', '/api/patient-app/prescriptions', patient.token);
    expect(reply.status).toBe(200);
    expect(reply.body.payload.rows.map((row: { sys_id: string }) => row.sys_id).sort()).toEqual([...myPrescriptions].sort());
    expect(reply.body.payload.rows[0]).toMatchObject({ patient_name: 'سارة عبدالله القحطاني', clinic_name: expect.any(String) });
    expect(reply.body.payload.rows[0].medicines[0]).toMatchObject({ generic_name: 'Paracetamol', generic_name_ar: 'باراسيتامول', is_dispensed: false });
  });

  it('sends an order to the pharmacies within the configured distance only, and announces it in the incoming list', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[0]);
    const recipients = await w.t.db.select({ pharmacy_id: orderRecipients.pharmacy_id }).from(orderRecipients).where(eq(orderRecipients.order_id, orderId));
    expect(recipients.map((row) => row.pharmacy_id).sort()).toEqual([...riyadh, othersPharmacy].sort());

    const incoming = await w.api('GET', '/api/order-read/', pic);
    const card = incoming.body.payload.rows.find((row: { sys_id: string }) => row.sys_id === orderId);
    expect(card).toMatchObject({ product_type: 'PRESCRIPTION', product_id: myPrescriptions[0], delivery_state: 'WAITING', seconds_left: 300, patient: { phone: PATIENT_PHONE } });
    expect(card.pharmacy_ids.sort()).toEqual([...riyadh].sort());
    // The other PIC sees it for their own pharmacy only.
    const theirs = await w.api('GET', '/api/order-read/', otherPic);
    expect(theirs.body.payload.rows.find((row: { sys_id: string }) => row.sys_id === orderId).pharmacy_ids).toEqual([othersPharmacy]);
  });

  it('takes a photo order, and refuses bad products and places out of reach with nothing stored', async () => {
    const photo = await w.api('POST', '/api/patient-app/orders', patient.token, { product_type: 'ATTACHMENT', image_url: 'https://example.com/rx.jpg', lat: '24.7136', lng: '46.6753' });
    expect(photo.status).toBe(201);
    const before = await countOf(orders);
    const refusals: [unknown, number, string][] = [
      [{ product_type: 'PRESCRIPTION', product_id: '00000000-0000-4000-8000-000000000001', lat: 24.7, lng: 46.7 }, 404, 'prescription.not_found'],
      [{ product_type: 'PRESCRIPTION', lat: 24.7, lng: 46.7 }, 400, 'order.product_invalid'],
      [{ product_type: 'ATTACHMENT', image_url: 'javascript:alert(1)', lat: 24.7, lng: 46.7 }, 400, 'order.product_invalid'],
      [{ product_type: 'PRESCRIPTION', product_id: myPrescriptions[0], lat: 95, lng: 46.7 }, 400, 'order.coordinates_invalid'],
      // Jeddah: the Riyadh pharmacies are about 850 km away.
      [{ product_type: 'PRESCRIPTION', product_id: myPrescriptions[0], lat: 21.2, lng: 39.9 }, 400, 'order.no_pharmacy_nearby'],
    ];
    for (const [body, status, code] of refusals) {
      const reply = await w.api('POST', '/api/patient-app/orders', patient.token, body);
      expect([body, reply.status, reply.body.code]).toEqual([body, status, code]);
    }
    expect(await countOf(orders)).toBe(before);
  });

  it("refuses another patient's prescription and order as not found", async () => {
    const [someoneElses] = await w.t.db.select({ sys_id: prescriptions.sys_id, patient_id: prescriptions.patient_id }).from(prescriptions).where(ne(prescriptions.patient_id, patient.sys_id)).limit(1);
    const order = await w.api('POST', '/api/patient-app/orders', patient.token, { product_type: 'PRESCRIPTION', product_id: someoneElses.sys_id, lat: 24.7136, lng: 46.6753 });
    expect([order.status, order.body.code]).toEqual([404, 'prescription.not_found']);
    const [theirOrder] = await w.t.db
      .insert(orders)
      .values({ patient_id: someoneElses.patient_id, product_type: 'PRESCRIPTION', product_id: someoneElses.sys_id, lat: 24.7, lng: 46.7 })
      .returning({ sys_id: orders.sys_id });
    const reply = await w.api('GET', `/api/patient-app/orders/${theirOrder.sys_id}/offers`, patient.token);
    expect([reply.status, reply.body.code]).toEqual([404, 'order.not_found']);
  });
});

describe('offers', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await placeOrder(w.api, patient.token, myPrescriptions[1]);
  });

  it('takes an offer from a pharmacy the order went to, with the total computed by the server', async () => {
    const reply = await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[0]));
    expect(reply.status).toBe(201);
    expect(reply.body.payload).toMatchObject({ order_id: orderId, pharmacy_id: riyadh[0], total_price: '38.00', delivery_price: '10.00', time_to_deliver: 30, status: 'live' });
  });

  it('refuses a forged total, and stores nothing', async () => {
    const before = await countOf(offers);
    const reply = await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[1], { total_price: '1' }));
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([400, 'offer.total_mismatch', expect.stringContaining('38.00')]);
    expect(await countOf(offers)).toBe(before);
    // The right total, given, is taken.
    expect((await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[1], { total_price: '38' }))).status).toBe(201);
  });

  it('refuses every broken rule with its own code, storing nothing', async () => {
    const before = await countOf(offers);
    const refusals: [string, string, unknown, number, string][] = [
      ['a second live offer of one pharmacy', pic, offerBody(orderId, riyadh[0]), 409, 'offer.live_exists'],
      ['a pharmacy the order was not sent to', pic, offerBody(orderId, jeddah), 403, 'order.not_sent_to_pharmacy'],
      ['a pharmacy the caller does not run', otherPic, offerBody(orderId, riyadh[2]), 403, 'auth.forbidden'],
      ['no medicine', pic, offerBody(orderId, riyadh[2], { items: [] }), 400, 'validation.offer.noMedicine'],
      ['an item without a quantity', pic, offerBody(orderId, riyadh[2], { items: [{ name: 'Panadol', price: '2', quantity: '0' }] }), 400, 'validation.offer.itemIncomplete'],
      ['no delivery time', pic, offerBody(orderId, riyadh[2], { time_to_deliver: '0' }), 400, 'validation.offer.deliveryTime'],
      ['an unknown order', pic, offerBody('00000000-0000-4000-8000-000000000003', riyadh[2]), 404, 'order.not_found'],
    ];
    for (const [name, token, body, status, code] of refusals) {
      const reply = await w.api('POST', '/api/order-write/offer', token, body);
      expect([name, reply.status, reply.body.code]).toEqual([name, status, code]);
    }
    expect(await countOf(offers)).toBe(before);
  });

  it('lets exactly one of two offers sent at once by one pharmacy in', async () => {
    const raced = await placeOrder(w.api, patient.token, myPrescriptions[0]);
    const replies = await Promise.all([1, 2].map(() => w.api('POST', '/api/order-write/offer', pic, offerBody(raced, riyadh[2]))));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await w.t.db.select().from(offers).where(eq(offers.order_id, raced))).toHaveLength(1);
  });

  it('takes an offer at the last second of the window and refuses one a second after it closed', async () => {
    const start = time.clock();
    const late = await placeOrder(w.api, patient.token, myPrescriptions[2]);
    time.set(new Date(start.getTime() + 300_000));
    expect((await w.api('POST', '/api/order-write/offer', pic, offerBody(late, riyadh[0]))).status).toBe(201);
    later(1);
    const reply = await w.api('POST', '/api/order-write/offer', pic, offerBody(late, riyadh[1]));
    expect([reply.status, reply.body.code]).toEqual([409, 'order.window_closed']);
    // The closed order has left the incoming list.
    const incoming = await w.api('GET', '/api/order-read/', pic);
    expect(incoming.body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).not.toContain(late);
  });
});

describe('accepting an offer and the delivery', () => {
  let orderId: string;
  let winning: string;
  let losing: string;
  beforeAll(async () => {
    orderId = await placeOrder(w.api, patient.token, myPrescriptions[3]);
    winning = (await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[0]))).body.payload.sys_id;
    later(1); // Offers are listed in the order they came (the clock stands still otherwise).
    losing = (await w.api('POST', '/api/order-write/offer', otherPic, offerBody(orderId, othersPharmacy, { delivery_price: '5' }))).body.payload.sys_id;
  });

  it('lists the offers of the patient\'s order, and not of anyone else\'s', async () => {
    const reply = await w.api('GET', `/api/patient-app/orders/${orderId}/offers`, patient.token);
    expect(reply.body.payload.rows.map((row: { sys_id: string; pharmacy_id: string; total_price: string }) => [row.pharmacy_id, row.total_price])).toEqual([
      [riyadh[0], '38.00'],
      [othersPharmacy, '33.00'],
    ]);
  });

  it('a step before any offer is accepted is refused to everyone', async () => {
    const reply = await w.api('PATCH', '/api/order-write/order-state', pic, { sys_id: orderId, delivery_state: 'PREPARING' });
    expect([reply.status, reply.body.code]).toEqual([403, 'order.state_not_your_offer']);
  });

  it('accepts one offer: the others lose, the order moves to the winner, and no second acceptance', async () => {
    const accepted = await w.api('POST', `/api/patient-app/offers/${winning}/accept`, patient.token);
    expect([accepted.status, accepted.body.payload.status]).toEqual([200, 'accepted']);
    const [order] = await w.t.db.select().from(orders).where(eq(orders.sys_id, orderId));
    expect(order).toMatchObject({ accepted_offer_id: winning, accepted_pharmacy_id: riyadh[0], delivery_state: 'WAITING' });
    const again = await w.api('POST', `/api/patient-app/offers/${losing}/accept`, patient.token);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'offer.not_live', 'This offer is no longer open: it was lost']);
    const offersNow = await w.api('GET', `/api/patient-app/orders/${orderId}/offers`, patient.token);
    expect(offersNow.body.payload.rows.map((row: { status: string }) => row.status)).toEqual(['accepted', 'lost']);
  });

  it('moves the delivery only forward, a later step directly, only by the winning pharmacy', async () => {
    const step = (token: string, delivery_state: string) => w.api('PATCH', '/api/order-write/order-state', token, { sys_id: orderId, delivery_state });
    const wrongPharmacy = await step(otherPic, 'PREPARING');
    expect([wrongPharmacy.status, wrongPharmacy.body.code]).toEqual([403, 'order.state_not_your_offer']);
    const skip = await step(pic, 'ON_WAY');
    expect([skip.status, skip.body.payload.delivery_state]).toEqual([200, 'ON_WAY']);
    const backwards = await step(pic, 'PREPARING');
    expect([backwards.status, backwards.body.code]).toEqual([409, 'order.state_backwards']);
    const unknown = await step(pic, 'LOST');
    expect([unknown.status, unknown.body.code]).toEqual([400, 'order.state_invalid']);
    expect((await step(pic, 'DELIVERED')).body.payload.delivery_state).toBe('DELIVERED');
    const [order] = await w.t.db.select({ delivery_state: orders.delivery_state }).from(orders).where(eq(orders.sys_id, orderId));
    expect(order.delivery_state).toBe('DELIVERED');
  });

  it("leaves the delivered order out of the winner's live orders, and refuses another PIC that pharmacy's list", async () => {
    // (A won order is listed with its offer until delivered: order-views.int.test.ts.)
    const live = await w.api('GET', `/api/order-read/live-orders/${riyadh[0]}`, pic);
    expect(live.body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).not.toContain(orderId);
    const others = await w.api('GET', `/api/order-read/live-orders/${riyadh[0]}`, otherPic);
    expect([others.status, others.body.code]).toEqual([403, 'auth.forbidden']);
    const one = await w.api('GET', `/api/order-read/order/${orderId}`, otherPic);
    expect(one.body.payload).toMatchObject({ sys_id: orderId, pharmacy_ids: [othersPharmacy], accepted_pharmacy_id: riyadh[0] });
  });

  it('accepts only one of two offers accepted at once', async () => {
    const raced = await placeOrder(w.api, patient.token, myPrescriptions[0]);
    const ids = [
      (await w.api('POST', '/api/order-write/offer', pic, offerBody(raced, riyadh[1]))).body.payload.sys_id,
      (await w.api('POST', '/api/order-write/offer', otherPic, offerBody(raced, othersPharmacy))).body.payload.sys_id,
    ];
    const replies = await Promise.all(ids.map((id) => w.api('POST', `/api/patient-app/offers/${id}/accept`, patient.token)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const statuses = await w.t.db.select({ status: offers.status }).from(offers).where(eq(offers.order_id, raced));
    expect(statuses.map((row) => row.status).sort()).toEqual(['accepted', 'lost']);
  });

  it('a declined offer is closed and cannot be accepted after', async () => {
    const next = await placeOrder(w.api, patient.token, myPrescriptions[4]);
    const offer = (await w.api('POST', '/api/order-write/offer', pic, offerBody(next, riyadh[1]))).body.payload.sys_id;
    expect((await w.api('POST', `/api/patient-app/offers/${offer}/decline`, patient.token)).body.payload.status).toBe('declined');
    const accept = await w.api('POST', `/api/patient-app/offers/${offer}/accept`, patient.token);
    expect([accept.status, accept.body.code]).toEqual([409, 'offer.not_live']);
  });
});

describe('orders and prescriptions read by the back office', () => {
  it('shows an order only to the people in charge of a pharmacy it went to, and ADMIN', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[5]);
    const centerPic = await w.t.login(DEMO.centerPic);
    expect((await w.api('GET', `/api/order-read/order/${orderId}`, pic)).status).toBe(200);
    expect((await w.api('GET', `/api/order-read/order/${orderId}`, w.users.admin)).status).toBe(200);
    const refused = await w.api('GET', `/api/order-read/order/${orderId}`, centerPic);
    expect([refused.status, refused.body.code]).toEqual([403, 'auth.forbidden']);
    const missing = await w.api('GET', '/api/order-read/order/00000000-0000-4000-8000-000000000004', pic);
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([404, 'order.not_found', 'Error: this order not found']);
  });

  it('reads a prescription for a pharmacy it was ordered from, its clinic, and ADMIN, with one audit record per read', async () => {
    const id = myPrescriptions[0];
    const read = await w.api('GET', `/api/prescription-read/id/${id}`, pic);
    expect(read.status).toBe(200);
    expect(read.body.payload).toMatchObject({ sys_id: id, patient_name: 'سارة عبدالله القحطاني', medicines: [{ generic_name: 'Paracetamol' }, { generic_name: 'Amoxicillin' }] });
    expect(read.body.payload).not.toHaveProperty('clinic_pic_id');
    expect((await w.api('GET', `/api/prescription-read/id/${id}`, await w.t.login(DEMO.clinicPic))).status).toBe(200);
    expect((await w.api('GET', `/api/prescription-read/id/${id}`, w.users.admin)).status).toBe(200);
    const centerPic = await w.api('GET', `/api/prescription-read/id/${id}`, await w.t.login(DEMO.centerPic));
    expect([centerPic.status, centerPic.body.code]).toEqual([403, 'auth.forbidden']);
    const reads = await w.t.db.select().from(auditLog).where(eq(auditLog.entity_id, id));
    expect(reads.filter((row) => row.action === 'read')).toHaveLength(3);
    expect(reads.filter((row) => row.action === 'access_denied').map((row) => row.actor_id)).toEqual([await userId(w.t, DEMO.centerPic)]);
  });
});
