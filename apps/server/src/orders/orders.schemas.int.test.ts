import { testClock } from '../appointments/appointment-test-kit';
import { demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { demoPharmacies, offerBody, patientLogin, placeOrder, prescriptionsOf } from './order-test-kit';

// Offer items are stored as JSON: an item that carries more than the offer form sends (an older
// client's, or a key a later change adds) is read back whole. The reply schema keeps the extra out.
jest.mock('./orders.repository', () => {
  const actual = jest.requireActual('./orders.repository');
  return {
    ...actual,
    insertOffer: async (...args: unknown[]) => {
      const row = await actual.insertOffer(...args);
      return { ...row, created_by: 'someone', items: row.items.map((item: object) => ({ ...item, cost_price: 'not for clients' })) };
    },
  };
});

const time = testClock();
const suite = demoSuite({ clock: time.clock });

it('leaves the fields the offer reply schema does not declare out of the reply', async () => {
  const patient = await patientLogin(suite.t);
  const [pic, { riyadh }, [prescriptionId]] = await Promise.all([suite.t.login(DEMO.pharmacyPic), demoPharmacies(suite.t), prescriptionsOf(suite.t, patient.sys_id)]);
  const orderId = await placeOrder(suite.api, patient.token, prescriptionId);
  const reply = await suite.api('POST', '/api/order-write/offer', pic, offerBody(orderId, riyadh[0]));
  expect(reply.status).toBe(201);
  expect(reply.body.payload).not.toHaveProperty('created_by');
  for (const item of reply.body.payload.items) expect(Object.keys(item).sort()).toEqual(['medicine_id', 'name', 'price', 'quantity']);
  expect(JSON.stringify(reply.body)).not.toContain('not for clients');
});
