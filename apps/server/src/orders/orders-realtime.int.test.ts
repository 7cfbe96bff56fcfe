import type { Socket } from 'socket.io-client';
import { offerActionsEvent, type NewOrderEvent, type OfferActionEvent } from '@mk/contracts';
import { apiOf, OTHER_PIC, type TestApi } from '../test/test-api';
import { socketClientsOf, type SocketClients } from '../test/socket-clients';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { demoPharmacies, offerBody, otherPharmacy, patientLogin, placeOrder, prescriptionsOf } from './order-test-kit';
import { RECOVERY_MARK_EVENT } from '../realtime/realtime';

/*
 * The order events on the realtime gateway, received by socket.io clients of a listening server:
 * `new_order` to the people in charge of the receiving pharmacies, `offer_actions_{offerId}` to the
 * offering pharmacy when its offer is accepted, declined or lost. Each test waits for the event.
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

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('order events on the realtime gateway', () => {
  it("admits a patient-app token to its own patient's room only: no new_order, no back-office broadcast, its own notifications", async () => {
    const patient = await patientLogin(t);
    const patientSocket = await connected(patient.token);
    const picSocket = await connected(await t.login(DEMO.pharmacyPic));
    const heard: string[] = [];
    // Everything but the connection's own first event (the offset connection state recovery starts from).
    patientSocket.onAny((event: string) => event !== RECOVERY_MARK_EVENT && heard.push(event));

    const picHears = next<NewOrderEvent>(picSocket, 'new_order');
    await placeOrder(api, patient.token, (await prescriptionsOf(t, patient.sys_id))[0]);
    await picHears;
    t.app.realtime.emit('maintenance', { at: 'now' });
    const notice = next<{ title: string }>(patientSocket, 'notification');
    t.app.realtime.emitToPatient(patient.sys_id, 'notification', { title: 'Your order is on its way' });
    // Events on one socket arrive in order: once the notification is here, nothing else was sent to it.
    expect(await notice).toEqual({ title: 'Your order is on its way' });
    expect(heard).toEqual(['notification']);
  });

  it('refuses a token that is neither a back-office nor a patient-app one', async () => {
    await expect(connected('not-a-token')).rejects.toThrow('unauthorized');
  });

  it('sends new_order to each receiving pharmacy PIC, then the offer outcomes to each offering pharmacy', async () => {
    const patient = await patientLogin(t);
    const [picToken, otherToken] = await Promise.all([t.login(DEMO.pharmacyPic), t.login(OTHER_PIC)]);
    const { riyadh } = await demoPharmacies(t);
    const othersPharmacy = await otherPharmacy(t, OTHER_PIC);
    const [pic, other] = await Promise.all([connected(picToken), connected(otherToken)]);

    const picHears = next<NewOrderEvent>(pic, 'new_order');
    const otherHears = next<NewOrderEvent>(other, 'new_order');
    const orderId = await placeOrder(api, patient.token, (await prescriptionsOf(t, patient.sys_id))[0]);
    const [toPic, toOther] = await Promise.all([picHears, otherHears]);
    expect(toPic.sys_id).toBe(orderId);
    expect([...toPic.pharmacy_ids].sort()).toEqual([...riyadh].sort());
    expect(toOther).toEqual({ sys_id: orderId, pharmacy_ids: [othersPharmacy] });

    const offerOf = async (token: string, pharmacyId: string) =>
      (await api('POST', '/api/order-write/offer', token, offerBody(orderId, pharmacyId))).body.payload.sys_id as string;
    const [winning, declined, losing] = [await offerOf(picToken, riyadh[0]), await offerOf(picToken, riyadh[1]), await offerOf(otherToken, othersPharmacy)];

    const declinedHeard = next<OfferActionEvent>(pic, offerActionsEvent(declined));
    await api('POST', `/api/patient-app/offers/${declined}/decline`, patient.token);
    expect(await declinedHeard).toEqual({ offer_id: declined, order_id: orderId, action: 'declined' });

    const acceptedHeard = next<OfferActionEvent>(pic, offerActionsEvent(winning));
    const lostHeard = next<OfferActionEvent>(other, offerActionsEvent(losing));
    await api('POST', `/api/patient-app/offers/${winning}/accept`, patient.token);
    expect(await acceptedHeard).toEqual({ offer_id: winning, order_id: orderId, action: 'accepted' });
    expect(await lostHeard).toEqual({ offer_id: losing, order_id: orderId, action: 'lost' });
  });
});
