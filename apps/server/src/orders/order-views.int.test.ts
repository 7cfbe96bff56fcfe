import { testClock } from '../appointments/appointment-test-kit';
import { demoSuite, OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { demoPharmacies, offerBody, otherPharmacy, patientLogin, placeOrder, prescriptionsOf } from './order-test-kit';

/*
 * What the order views tell a pharmacy about its own offer (issue 26, "order cards that tell the
 * truth"): `my_offer` on the incoming list and one order, and Live Orders without delivered ones.
 */
const time = testClock();
const w = demoSuite({ clock: time.clock });
let patient: { token: string; sys_id: string };
let pic: string;
let otherPic: string;
let riyadh: string[];
let myPrescriptions: string[];

beforeAll(async () => {
  patient = await patientLogin(w.t);
  [pic, otherPic] = await Promise.all([w.t.login(DEMO.pharmacyPic), w.t.login(OTHER_PIC)]);
  ({ riyadh } = await demoPharmacies(w.t));
  await otherPharmacy(w.t, OTHER_PIC);
  myPrescriptions = await prescriptionsOf(w.t, patient.sys_id);
});

type Row = { sys_id: string; my_offer?: unknown; delivery_state?: string };
const incomingCard = async (token: string, orderId: string, query = '') =>
  ((await w.api('GET', `/api/order-read/${query}`, token)).body.payload.rows as Row[]).find((row) => row.sys_id === orderId);
const oneOrder = async (token: string, orderId: string, query = '') => (await w.api('GET', `/api/order-read/order/${orderId}${query}`, token)).body.payload as Row;
const liveIds = async (pharmacyId: string) => ((await w.api('GET', `/api/order-read/live-orders/${pharmacyId}`, pic)).body.payload.rows as Row[]).map((row) => row.sys_id);

describe('my_offer in the order views', () => {
  it('is null before an offer, then names our offer with its total and status; another PIC still sees none', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[0]);
    expect((await incomingCard(pic, orderId))?.my_offer).toBeNull();

    const offer = (await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[0]))).body.payload;
    const expected = { sys_id: offer.sys_id, total_price: '38.00', status: 'live' };
    expect((await incomingCard(pic, orderId))?.my_offer).toEqual(expected);
    expect((await oneOrder(pic, orderId)).my_offer).toEqual(expected);
    expect((await incomingCard(otherPic, orderId))?.my_offer).toBeNull();
    // The pharmacy chosen: another of ours has not offered yet; the one that did has.
    expect((await incomingCard(pic, orderId, `?pharmacy_id=${riyadh[1]}`))?.my_offer).toBeNull();
    expect((await oneOrder(pic, orderId, `?pharmacy_id=${riyadh[0]}`)).my_offer).toEqual(expected);
  });

  it("says when the patient declined our offer", async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[1]);
    const offer = (await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[1]))).body.payload;
    await w.api('POST', `/api/patient-app/offers/${offer.sys_id}/decline`, patient.token);
    expect((await incomingCard(pic, orderId))?.my_offer).toEqual({ sys_id: offer.sys_id, total_price: '38.00', status: 'declined' });
  });
});

describe('Live Orders', () => {
  it('lists a won order with our accepted offer until it is delivered, and not after', async () => {
    const orderId = await placeOrder(w.api, patient.token, myPrescriptions[2]);
    const offer = (await w.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[2]))).body.payload;
    await w.api('POST', `/api/patient-app/offers/${offer.sys_id}/accept`, patient.token);
    const live = await w.api('GET', `/api/order-read/live-orders/${riyadh[2]}`, pic);
    expect(live.body.payload.rows.find((row: Row) => row.sys_id === orderId)).toMatchObject({ my_offer: { sys_id: offer.sys_id, status: 'accepted' } });

    const onWay = await w.api('PATCH', '/api/order-write/order-state', pic, { sys_id: orderId, delivery_state: 'ON_WAY' });
    expect(onWay.body.payload.my_offer).toMatchObject({ status: 'accepted' });
    expect(await liveIds(riyadh[2])).toContain(orderId);
    const before = live.body.payload.count as number;

    await w.api('PATCH', '/api/order-write/order-state', pic, { sys_id: orderId, delivery_state: 'DELIVERED' });
    const after = await w.api('GET', `/api/order-read/live-orders/${riyadh[2]}`, pic);
    expect(after.body.payload.rows.map((row: Row) => row.sys_id)).not.toContain(orderId);
    expect(after.body.payload.count).toBe(before - 1);
  });
});
