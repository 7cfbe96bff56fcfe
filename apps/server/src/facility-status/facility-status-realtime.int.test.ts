import type { Socket } from 'socket.io-client';
import type { NewOrderEvent } from '@mk/contracts';
import { offerBody, patientLogin, placeOrder, prescriptionsOf } from '../orders/order-test-kit';
import { apiOf, OTHER_PIC, userId, type TestApi } from '../test/test-api';
import { socketClientsOf, type SocketClients } from '../test/socket-clients';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { registered, setStatus, type Facility } from './facility-status-test-kit';
import { RECOVERY_MARK_EVENT } from '../realtime/realtime';

/*
 * Issue 25's socket test: a pharmacy a PIC registers near a new order gets no `new_order` (and may
 * not offer) until an ADMIN approves it, gets the next order after, and none once suspended. A
 * `new_order` that did not come is shown by a later event to the same socket that did: events on
 * one socket arrive in the order they were sent.
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

const connected = (token: string): Promise<Socket> => clients.connected(token);

/** The next `event` on the socket; fails the test after `ms` rather than hanging. */
const next = <T>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

describe('new_order and a pharmacy waiting for approval', () => {
  it('reaches a PIC-registered pharmacy near the order only once ADMIN approves it, and not once suspended', async () => {
    const [admin, picToken, pharmacistToken, picId] = await Promise.all([t.login(DEMO.admin), t.login(OTHER_PIC), t.login(DEMO.pharmacyPic), userId(t, OTHER_PIC)]);
    const patient = await patientLogin(t);
    const [prescription] = await prescriptionsOf(t, patient.sys_id);
    // Near the order's point (the centre of Riyadh), as the demo pharmacies are.
    const pharmacy: Facility = await registered(api, 'pharmacy', picToken, { name: 'Olaya Waiting Pharmacy', lat: '24.7150', lng: '46.6700' });
    expect(pharmacy.status).toBe('pending');

    const [pic, pharmacist] = await Promise.all([connected(picToken), connected(pharmacistToken)]);
    const heard: { event: string; data: unknown }[] = [];
    // Everything but the connection's own first event (the offset connection state recovery starts from).
    pic.onAny((event: string, data: unknown) => event !== RECOVERY_MARK_EVENT && heard.push({ event, data }));

    /** Places an order and waits until the PIC's socket has had everything sent to it for it. */
    async function orderSeenBy(marker: string): Promise<string> {
      const demoPharmacyHears = next<NewOrderEvent>(pharmacist, 'new_order');
      const orderId = await placeOrder(api, patient.token, prescription);
      // The order did go out: an active pharmacy in reach heard of it.
      expect((await demoPharmacyHears).sys_id).toBe(orderId);
      const markerHeard = next(pic, 'test_marker');
      t.app.realtime.emitToUser(picId, 'test_marker', { marker });
      await markerHeard;
      return orderId;
    }

    // Pending: no new_order, and no offer on the order.
    const first = await orderSeenBy('after the first order');
    expect(heard.map((item) => item.event)).toEqual(['test_marker']);
    expect(await api('POST', '/api/order-write/offer', picToken, offerBody(first, pharmacy.sys_id))).toMatchObject({ status: 409, body: { code: 'facility.not_active' } });

    // Approved: the next order reaches it.
    expect((await setStatus(api, 'pharmacy', admin, pharmacy.sys_id, { status: 'active' })).status).toBe(200);
    const picHears = next<NewOrderEvent>(pic, 'new_order');
    const second = await placeOrder(api, patient.token, prescription);
    expect(await picHears).toEqual({ sys_id: second, pharmacy_ids: [pharmacy.sys_id] });
    expect(heard.filter((item) => item.event === 'new_order').map((item) => (item.data as NewOrderEvent).sys_id)).toEqual([second]);

    // Suspended: orders stop again, and the order it already had can no longer be offered on.
    expect((await setStatus(api, 'pharmacy', admin, pharmacy.sys_id, { status: 'suspended', reason: 'Complaint under review' })).status).toBe(200);
    await orderSeenBy('after the third order');
    expect(heard.filter((item) => item.event === 'new_order').map((item) => (item.data as NewOrderEvent).sys_id)).toEqual([second]);
    expect(await api('POST', '/api/order-write/offer', picToken, offerBody(second, pharmacy.sys_id))).toMatchObject({ status: 409, body: { code: 'facility.not_active' } });
  });
});
