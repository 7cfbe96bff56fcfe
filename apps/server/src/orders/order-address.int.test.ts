import type { Geocoder } from '../geocoding/geocoder';
import { startGeocoderService, SERVICE_ADDRESS, type GeocoderTestService } from '../geocoding/geocoder-test-kit';
import { DEMO_RIYADH_PHARMACIES, RIYADH_CENTRE } from '../seed/demo-pharmacies';
import { demoSuite, type DemoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { demoPharmacies, offerBody, patientLogin, placeOrder, prescriptionsOf } from './order-test-kit';

/*
 * The address and map link of an order in the pharmacy's views (issue 12): from the offline lookup
 * of Saudi districts by default, from the GEOCODER_URL service when one is configured, and from the
 * offline lookup again when that service fails; the reply of a delivery step carries them too.
 */

interface Caller {
  patient: { token: string; sys_id: string };
  pic: string;
  riyadh: string[];
  prescriptions: string[];
}

async function callers(w: DemoSuite): Promise<Caller> {
  const patient = await patientLogin(w.t);
  return { patient, pic: await w.t.login(DEMO.pharmacyPic), riyadh: (await demoPharmacies(w.t)).riyadh, prescriptions: await prescriptionsOf(w.t, patient.sys_id) };
}

/** The order as the three pharmacy views show it: incoming list, one order, and (when accepted by `pharmacyId`) live orders. */
async function views(w: DemoSuite, c: Caller, orderId: string) {
  const incoming = await w.api('GET', '/api/order-read/', c.pic);
  const one = await w.api('GET', `/api/order-read/order/${orderId}`, c.pic);
  expect([incoming.status, one.status]).toEqual([200, 200]);
  return { card: incoming.body.payload.rows.find((row: { sys_id: string }) => row.sys_id === orderId), one: one.body.payload };
}

describe('without GEOCODER_URL (the offline lookup)', () => {
  const w = demoSuite();
  let c: Caller;
  beforeAll(async () => {
    c = await callers(w);
  });

  it('gives an order near the demo patient its Riyadh district, in English and Arabic, and a map link at its coordinates, in every view', async () => {
    const orderId = await placeOrder(w.api, c.patient.token, c.prescriptions[0], RIYADH_CENTRE);
    const expected = {
      address: 'Al Olaya, Riyadh, Saudi Arabia',
      address_ar: 'العليا، الرياض، المملكة العربية السعودية',
      map_link: 'https://www.google.com/maps/search/?api=1&query=24.7136,46.6753',
    };
    const { card, one } = await views(w, c, orderId);
    expect(card).toMatchObject(expected);
    expect(one).toMatchObject(expected);

    const offer = await w.api('POST', '/api/order-write/offer', c.pic, offerBody(orderId, c.riyadh[0]));
    const accepted = await w.api('POST', `/api/patient-app/offers/${offer.body.payload.sys_id}/accept`, c.patient.token);
    expect(accepted.status).toBe(200);
    const live = await w.api('GET', `/api/order-read/live-orders/${c.riyadh[0]}`, c.pic);
    expect(live.body.payload.rows.find((row: { sys_id: string }) => row.sys_id === orderId)).toMatchObject(expected);

    // A delivery step answers the order as Live Orders shows it, address and accepted offer included.
    const step = await w.api('PATCH', '/api/order-write/order-state', c.pic, { sys_id: orderId, delivery_state: 'PREPARING' });
    expect([step.status, step.body.payload]).toEqual([200, expect.objectContaining({ ...expected, delivery_state: 'PREPARING', offer: expect.objectContaining({ sys_id: offer.body.payload.sys_id }) })]);
  });
});

describe('with a geocoder given to the app (buildApp and the test app take one)', () => {
  const asked: [number, number][] = [];
  const geocoder: Geocoder = {
    async reverse(lat, lng) {
      asked.push([lat, lng]);
      return { address: `Test place at ${lat},${lng}`, city: 'Test city', district: 'Test district' };
    },
  };
  const w = demoSuite({ geocoder });
  let c: Caller;
  beforeAll(async () => {
    c = await callers(w);
  });

  it("answers that geocoder's address in every order view, the delivery step's reply included", async () => {
    const orderId = await placeOrder(w.api, c.patient.token, c.prescriptions[0], RIYADH_CENTRE);
    const expected = { address: 'Test place at 24.7136,46.6753' };
    const { card, one } = await views(w, c, orderId);
    expect([card, one]).toEqual([expect.objectContaining(expected), expect.objectContaining(expected)]);

    const offer = await w.api('POST', '/api/order-write/offer', c.pic, offerBody(orderId, c.riyadh[0]));
    await w.api('POST', `/api/patient-app/offers/${offer.body.payload.sys_id}/accept`, c.patient.token);
    const step = await w.api('PATCH', '/api/order-write/order-state', c.pic, { sys_id: orderId, delivery_state: 'ON_WAY' });
    expect([step.status, step.body.payload]).toEqual([200, expect.objectContaining({ ...expected, delivery_state: 'ON_WAY' })]);
    expect(asked).toContainEqual([24.7136, 46.6753]);
  });
});

describe('with GEOCODER_URL and MAP_LINK_TEMPLATE', () => {
  let service: GeocoderTestService;
  const env: Record<string, string> = { MAP_LINK_TEMPLATE: 'https://maps.example.com/?ll={lat},{lng}&z=16' };
  // Before the suite's app starts, which reads `env`.
  beforeAll(async () => {
    service = await startGeocoderService();
    env.GEOCODER_URL = service.url;
  });
  afterAll(() => service.close());
  const w = demoSuite({ env });
  let c: Caller;
  beforeAll(async () => {
    c = await callers(w);
  });

  it("answers the service's address for the order's coordinates, with the configured map link", async () => {
    const orderId = await placeOrder(w.api, c.patient.token, c.prescriptions[0], RIYADH_CENTRE);
    const { card, one } = await views(w, c, orderId);
    for (const view of [card, one]) {
      expect(view).toMatchObject({ address: SERVICE_ADDRESS, map_link: 'https://maps.example.com/?ll=24.7136,46.6753&z=16' });
      expect(view.address_ar).toBeUndefined();
    }
    expect(service.requests.map((request) => [request.url.searchParams.get('lat'), request.url.searchParams.get('lon')])).toContainEqual(['24.7136', '46.6753']);
  });

  it('falls back to the offline lookup when the service fails, and the order still reads', async () => {
    service.mode = 'error';
    const [{ lat, lng }] = DEMO_RIYADH_PHARMACIES;
    const orderId = await placeOrder(w.api, c.patient.token, c.prescriptions[1], { lat: lat!, lng: lng! });
    const asked = service.requests.length;
    const { one } = await views(w, c, orderId);
    expect(service.requests.length).toBeGreaterThan(asked);
    expect(one).toMatchObject({ address: expect.stringMatching(/^Al [A-Za-z ]+, Riyadh, Saudi Arabia$/), address_ar: expect.stringMatching(/، الرياض، /), map_link: `https://maps.example.com/?ll=${Number(lat)},${Number(lng)}&z=16` });
  });
});
