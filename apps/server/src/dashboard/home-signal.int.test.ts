import type { Socket } from 'socket.io-client';
import { HOME_CHANGED_EVENT } from '@mk/contracts';
import { BOOK, bookingBody, bookingWorld, scheduledPhysician, type BookingWorld } from '../appointments/appointment-test-kit';
import { demoPharmacies, offerBody, patientLogin, placeOrder, prescriptionsOf } from '../orders/order-test-kit';
import { userId } from '../test/test-api';
import { socketClientsOf, type SocketClients } from '../test/socket-clients';
import { DEMO } from '../test/test-app';
import { anyPatient, HOME } from './home-test-kit';
import { HOME_SIGNAL_INTERVAL_MS } from './home-signal';

/*
 * `home_changed` on real sockets: after an accepted write (to ADMIN, coalesced to one a second),
 * to a clinic's PIC on a booking someone else made, and to the PICs of the pharmacies an order went
 * to. An event that did not come is shown by a later one to the same socket that did.
 */
let w: BookingWorld;
let clients: SocketClients;
let adminSocket: Socket;
const heardByAdmin: number[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next `event` on the socket; fails the test after `ms` rather than hanging. */
const next = (socket: Socket, event: string, ms = 5000) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve();
    });
  });

beforeAll(async () => {
  w = await bookingWorld();
  clients = await socketClientsOf(w.t);
  adminSocket = await clients.connected(w.admin);
  adminSocket.on(HOME_CHANGED_EVENT, () => heardByAdmin.push(Date.now()));
});
afterAll(async () => {
  clients?.close();
  await w?.t.close();
});

const newTag = (name: string) => w.api('POST', '/api/tags-write/tags', w.admin, { name });

describe('home_changed to ADMIN', () => {
  it('is not sent for a read or a sign-in, and is sent after an accepted write', async () => {
    expect((await w.api('GET', HOME, w.admin)).status).toBe(200);
    expect((await w.api('POST', '/api/administrator-read/login', undefined, { email: DEMO.admin, password: DEMO.password })).status).toBe(200);
    // A refused write changes nothing either.
    expect((await w.api('POST', '/api/tags-write/tags', w.admin, { name: '' })).status).toBe(400);
    // onResponse runs once the reply is out: give it a moment, then a marker through the same socket.
    await sleep(100);
    const marker = next(adminSocket, 'test_marker');
    w.t.app.realtime.emitToUser(await userId(w.t, DEMO.admin), 'test_marker', {});
    await marker;
    expect(heardByAdmin).toEqual([]);

    const heard = next(adminSocket, HOME_CHANGED_EVENT);
    expect((await newTag('Home Signal One')).status).toBe(201);
    await heard;
  });

  it('comes once for two writes made at once, and once more when the second is over', async () => {
    // Past the hold of the write before.
    await sleep(HOME_SIGNAL_INTERVAL_MS + 200);
    heardByAdmin.length = 0;
    const firstHeard = next(adminSocket, HOME_CHANGED_EVENT);
    const [first, second] = await Promise.all([newTag('Home Signal Two'), newTag('Home Signal Three')]);
    expect([first.status, second.status]).toEqual([201, 201]);
    await firstHeard;
    // Timed from the first event (the writes' own time varies with the machine's load).
    await sleep(HOME_SIGNAL_INTERVAL_MS - 300);
    expect(heardByAdmin).toHaveLength(1);
    // The write held back goes out as one more at the end of the second, and nothing after.
    await next(adminSocket, HOME_CHANGED_EVENT, 2000);
    await sleep(HOME_SIGNAL_INTERVAL_MS + 200);
    expect(heardByAdmin).toHaveLength(2);
    expect(heardByAdmin[1] - heardByAdmin[0]).toBeGreaterThanOrEqual(HOME_SIGNAL_INTERVAL_MS - 50);
  });
});

describe('home_changed to a PIC', () => {
  it("reaches a clinic's PIC when ADMIN books one of its physicians", async () => {
    const physicianId = await scheduledPhysician(w);
    const patientId = await anyPatient(w.t);
    const pic = await clients.connected(w.owner);
    const heard = next(pic, HOME_CHANGED_EVENT);
    // The clock reads 08:00 UTC on 2 March 2031; the physician opens at 09:00.
    const reply = await w.api('POST', BOOK, w.admin, bookingBody(physicianId, patientId, '2031-03-02 09:00'));
    expect(reply.status).toBe(201);
    await heard;
  });

  it('reaches the PICs of the pharmacies an order went to, and again when the patient answers their offer', async () => {
    const pharmacist = await w.t.login(DEMO.pharmacyPic);
    const pic = await clients.connected(pharmacist);
    const patient = await patientLogin(w.t);
    const [prescription] = await prescriptionsOf(w.t, patient.sys_id);
    const placed = next(pic, HOME_CHANGED_EVENT);
    const orderId = await placeOrder(w.api, patient.token, prescription);
    await placed;

    const { riyadh: [pharmacyId] } = await demoPharmacies(w.t);
    const offer = await w.api('POST', '/api/order-write/offer', pharmacist, offerBody(orderId, pharmacyId));
    expect(offer.status).toBe(201);
    // The offer is the PIC's own write: past its hold, the patient's answer alone tells them.
    await sleep(HOME_SIGNAL_INTERVAL_MS + 200);
    const answered = next(pic, HOME_CHANGED_EVENT);
    expect((await w.api('POST', `/api/patient-app/offers/${offer.body.payload.sys_id}/accept`, patient.token)).status).toBe(200);
    await answered;
  });
});
