import type { Socket } from 'socket.io-client';
import type { NewOrderEvent, OrderCanceledEvent } from '@mk/contracts';
import { apiOf, OTHER_PIC, type TestApi } from '../test/test-api';
import { socketClientsOf, type SocketClients } from '../test/socket-clients';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { otherPharmacy, patientLogin, placeOrder, prescriptionsOf } from './order-test-kit';

/*
 * Issue 30: a canceled order's `order_canceled` reaches every pharmacy PIC whose socket heard its
 * `new_order` (the same rooms, through the same adapter), from the patient app and from ADMIN.
 */
let t: TestApp;
let api: TestApi;
let clients: SocketClients;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  clients = await socketClientsOf(t);
});
afterAll(async () => {
  clients?.close();
  await t.close();
});

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('order_canceled on the realtime gateway', () => {
  it('tells each pharmacy PIC that was sent the order, whoever cancels it', async () => {
    const patient = await patientLogin(t);
    const [picToken, otherToken, adminToken] = await Promise.all([t.login(DEMO.pharmacyPic), t.login(OTHER_PIC), t.login(DEMO.admin)]);
    await otherPharmacy(t, OTHER_PIC);
    const [pic, other] = await Promise.all([clients.connected(picToken), clients.connected(otherToken)]);
    const prescriptions = await prescriptionsOf(t, patient.sys_id);

    for (const [canceller, url] of [
      ['patient', (id: string) => [`/api/patient-app/orders/${id}/cancel`, patient.token]],
      ['admin', (id: string) => [`/api/order-write/order/${id}/cancel`, adminToken]],
    ] as const) {
      const heard = Promise.all([next<NewOrderEvent>(pic, 'new_order'), next<NewOrderEvent>(other, 'new_order')]);
      const orderId = await placeOrder(api, patient.token, prescriptions[canceller === 'patient' ? 0 : 1]);
      expect((await heard).map((event) => event.sys_id)).toEqual([orderId, orderId]);

      const canceled = Promise.all([next<OrderCanceledEvent>(pic, 'order_canceled'), next<OrderCanceledEvent>(other, 'order_canceled')]);
      const [path, token] = url(orderId);
      expect((await api('POST', path, token, { reason: 'Changed my mind' })).status).toBe(200);
      expect([canceller, await canceled]).toEqual([canceller, [{ sys_id: orderId }, { sys_id: orderId }]]);
    }
  });
});
