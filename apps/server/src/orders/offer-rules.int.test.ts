import { count, eq } from 'drizzle-orm';
import { testClock } from '../appointments/appointment-test-kit';
import { offers } from '../db/schema';
import { demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { demoPharmacies, offerBody, orderMedicines, patientLogin, placeOrder, prescriptionsOf } from './order-test-kit';

/*
 * Issue 33: an offer keeps to what was prescribed, to numbers its columns can hold and to the
 * patient's decline, under hostile input and at once; every refusal stores nothing.
 */
const time = testClock();
const w = demoSuite({ clock: time.clock });
let patient: { token: string; sys_id: string };
let pic: string;
let riyadh: string[];
let prescriptions: string[];

beforeAll(async () => {
  patient = await patientLogin(w.t);
  pic = await w.t.login(DEMO.pharmacyPic);
  ({ riyadh } = await demoPharmacies(w.t));
  prescriptions = await prescriptionsOf(w.t, patient.sys_id);
});

const offerCount = async () => Number((await w.t.db.select({ value: count() }).from(offers))[0].value);
const send = (body: unknown) => w.api('POST', '/api/order-write/offer', pic, body);
const item = (changes: Record<string, unknown>) => ({ price: '10', quantity: '1', ...changes });

describe('an offer on a prescription', () => {
  it("stores the prescribed medicines under the prescription's names, and a substitute under its own", async () => {
    const orderId = await placeOrder(w.api, patient.token, prescriptions[1]);
    const [first, second] = orderMedicines(orderId);
    const reply = await send(
      offerBody(orderId, riyadh[0], {
        items: [item({ medicine_id: first.medicine_id, name: 'Oxycodone 80mg' }), item({ medicine_id: second.medicine_id, substitute: true, name: 'Generic Substitute' })],
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.payload.items).toEqual([
      { medicine_id: first.medicine_id, name: first.generic_name, price: '10.00', quantity: '1' },
      { medicine_id: second.medicine_id, substitute: true, name: 'Generic Substitute', price: '10.00', quantity: '1' },
    ]);
    const [stored] = await w.t.db.select({ items: offers.items }).from(offers).where(eq(offers.sys_id, reply.body.payload.sys_id));
    expect(stored.items.map((row) => row.name)).toEqual([first.generic_name, 'Generic Substitute']);
  });

  it('refuses what was not prescribed, bad ids, and numbers no column holds, naming the field and storing nothing', async () => {
    const orderId = await placeOrder(w.api, patient.token, prescriptions[0]);
    const otherOrder = await placeOrder(w.api, patient.token, prescriptions[2]);
    const [mine] = orderMedicines(orderId);
    const [foreign] = orderMedicines(otherOrder);
    const huge = Array.from({ length: 40 }, () => item({ medicine_id: mine.medicine_id, price: '999999.99', quantity: '999999' }));
    const before = await offerCount();
    const refusals: [string, unknown, string, string | undefined][] = [
      ['a free-text item', { items: [item({ name: 'Oxycodone 80mg' })] }, 'validation.offer.itemIncomplete', undefined],
      ['a substitute without its name', { items: [item({ medicine_id: mine.medicine_id, substitute: true })] }, 'validation.offer.itemIncomplete', 'items[0].name'],
      ["another prescription's medicine", { items: [item({ medicine_id: foreign.medicine_id })] }, 'offer.item_not_prescribed', undefined],
      ['an unknown medicine', { items: [item({ medicine_id: '99999999' })] }, 'offer.item_not_prescribed', undefined],
      ['markup as an item id', { items: [item({ medicine_id: mine.medicine_id, sys_id: '<img src=x onerror=alert(1)>' })] }, 'validation.offer.itemId', 'items[0].sys_id'],
      ['markup as a medicine id', { items: [item({ medicine_id: '<img src=x>' })] }, 'validation.offer.itemId', 'items[0].medicine_id'],
      ['a quantity of 999,999', { items: [item({ medicine_id: mine.medicine_id, quantity: '999999' })] }, 'validation.offer.quantityTooLarge', 'items[0].quantity'],
      ['a quantity of 1.5', { items: [item({ medicine_id: mine.medicine_id, quantity: 1.5 })] }, 'validation.number.notWhole', 'items[0].quantity'],
      ['a price of a million', { items: [item({ medicine_id: mine.medicine_id, price: '1000000' })] }, 'validation.number.tooLarge', 'items[0].price'],
      ['40 items at 999999.99 × 999999', { items: huge }, 'validation.offer.quantityTooLarge', 'items[0].quantity'],
      ['3,000,000,000 minutes', { time_to_deliver: 3000000000 }, 'validation.offer.deliveryTimeTooLong', 'time_to_deliver'],
      ['1e300 minutes', { time_to_deliver: 1e300 }, 'validation.offer.deliveryTimeTooLong', 'time_to_deliver'],
      ['0.4 minutes (stored as 0)', { time_to_deliver: 0.4 }, 'validation.number.notWhole', 'time_to_deliver'],
      ['a delivery price of 1e300', { delivery_price: 1e300 }, 'validation.number.tooLarge', 'delivery_price'],
    ];
    for (const [name, changes, code, field] of refusals) {
      const reply = await send(offerBody(orderId, riyadh[1], changes as Record<string, unknown>));
      expect([name, reply.status, reply.body.code]).toEqual([name, 400, code]);
      if (field) expect([name, reply.body.payload]).toEqual([name, { field }]);
    }
    expect(await offerCount()).toBe(before);
  });

  it('stores the largest offer the bounds allow: its total fits the column', async () => {
    const orderId = await placeOrder(w.api, patient.token, prescriptions[3]);
    const [medicine] = orderMedicines(orderId);
    const items = Array.from({ length: 100 }, () => item({ medicine_id: medicine.medicine_id, price: '999999.99', quantity: '1000' }));
    const reply = await send(offerBody(orderId, riyadh[0], { items, delivery_price: '999999.99', time_to_deliver: 1440, total_price: '100000998999.99' }));
    expect([reply.status, reply.body.payload?.total_price, reply.body.payload?.time_to_deliver]).toEqual([201, '100000998999.99', 1440]);
  });
});

describe('an offer on a photo (ATTACHMENT)', () => {
  it('keeps free-text items, with the same bounds, and refuses a medicine id (there is no prescription)', async () => {
    const placed = await w.api('POST', '/api/patient-app/orders', patient.token, { product_type: 'ATTACHMENT', image_url: 'https://example.com/rx.jpg', lat: '24.7136', lng: '46.6753' });
    const orderId = placed.body.payload.sys_id as string;
    expect((await send(offerBody(orderId, riyadh[0]))).status).toBe(201);
    const before = await offerCount();
    for (const [changes, code] of [
      [{ items: [item({ medicine_id: '1', name: 'Salbutamol' })] }, 'offer.item_not_prescribed'],
      [{ items: [item({ name: 'Panadol', quantity: '5000' })] }, 'validation.offer.quantityTooLarge'],
    ] as const) {
      const reply = await send(offerBody(orderId, riyadh[1], changes));
      expect([reply.status, reply.body.code]).toEqual([400, code]);
    }
    expect(await offerCount()).toBe(before);
  });
});

describe('after a decline, and at once', () => {
  it('refuses a new offer from a pharmacy whose offer the patient declined; another pharmacy may still offer', async () => {
    const orderId = await placeOrder(w.api, patient.token, prescriptions[4]);
    const declined = (await send(offerBody(orderId, riyadh[0]))).body.payload.sys_id as string;
    expect((await w.api('POST', `/api/patient-app/offers/${declined}/decline`, patient.token)).status).toBe(200);
    const before = await offerCount();
    const again = await send(offerBody(orderId, riyadh[0], { delivery_price: '0' }));
    expect([again.status, again.body.code]).toEqual([409, 'offer.declined_before']);
    expect(await offerCount()).toBe(before);
    expect((await send(offerBody(orderId, riyadh[1]))).status).toBe(201);
  });

  it('lets exactly one of ten offers sent at once by one pharmacy in', async () => {
    const orderId = await placeOrder(w.api, patient.token, prescriptions[5]);
    const replies = await Promise.all(Array.from({ length: 10 }, () => send(offerBody(orderId, riyadh[2]))));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body.code).toBe('offer.live_exists');
    expect(await w.t.db.select().from(offers).where(eq(offers.order_id, orderId))).toHaveLength(1);
  });
});
