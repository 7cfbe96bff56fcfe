import { eq } from 'drizzle-orm';
import { testClock } from '../appointments/appointment-test-kit';
import { orders } from '../db/schema';
import { describeOnPglite, pgliteOf, statementsOf, unkeyedScans } from '../db/plan-check-kit';
import { auditOf, demoSuite, OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { historyPage } from './order-history.repository';
import { demoPharmacies, offerBody, otherPharmacy, patientLogin, PATIENT_PHONE, placeOrder, prescriptionsOf } from './order-test-kit';

/*
 * Issue 30: `GET order-read/history` on a real database. ADMIN reads every order and offer; a
 * pharmacy PIC the orders their pharmacies offered on, with their own offers only.
 */
const time = testClock();
const w = demoSuite({ clock: time.clock });
let patient: { token: string; sys_id: string };
let pic: string;
let otherPic: string;
let riyadh: string[];
let othersPharmacy: string;
/** Three orders: delivered (won by the demo pharmacy), canceled (offered on by both PICs), and one only the other PIC offered on. */
let delivered: string;
let canceled: string;
let othersOnly: string;
let offersOf: Record<string, { mine?: string; theirs?: string }>;

type Row = { sys_id: string; state: string; offers: { sys_id: string; pharmacy_id: string; pharmacy_name: string; status: string }[]; accepted_pharmacy: unknown; accepted_total: string | null; first_offer_at: string | null; accepted_at: string | null; delivered_at: string | null; cancel_reason: string | null; patient: { phone: string } };
const history = async (token: string, query = '') => {
  const reply = await w.api('GET', `/api/order-read/history${query}`, token);
  return reply as { status: number; body: { code?: string; payload: { count: number; rows: Row[] } } };
};
const ids = (rows: Row[]) => rows.map((row) => row.sys_id);

beforeAll(async () => {
  patient = await patientLogin(w.t);
  [pic, otherPic] = await Promise.all([w.t.login(DEMO.pharmacyPic), w.t.login(OTHER_PIC)]);
  ({ riyadh } = await demoPharmacies(w.t));
  othersPharmacy = await otherPharmacy(w.t, OTHER_PIC);
  const prescriptions = await prescriptionsOf(w.t, patient.sys_id);
  const offer = async (orderId: string, token: string, pharmacyId: string) => (await w.api('POST', '/api/order-write/offer', token, offerBody(orderId, pharmacyId))).body.payload.sys_id as string;

  time.set('2031-03-02T08:00:00Z'); // 11:00 in Riyadh, 2 March
  delivered = await placeOrder(w.api, patient.token, prescriptions[0]);
  const won = await offer(delivered, pic, riyadh[0]);
  const lost = await offer(delivered, otherPic, othersPharmacy);
  await w.api('POST', `/api/patient-app/offers/${won}/accept`, patient.token);
  await w.api('PATCH', '/api/order-write/order-state', pic, { sys_id: delivered, delivery_state: 'DELIVERED' });

  time.set('2031-03-03T22:30:00Z'); // 01:30 in Riyadh, 4 March (still 3 March in UTC)
  canceled = await placeOrder(w.api, patient.token, prescriptions[1]);
  const mineOnCanceled = await offer(canceled, pic, riyadh[1]);
  const theirsOnCanceled = await offer(canceled, otherPic, othersPharmacy);
  await w.api('POST', `/api/patient-app/orders/${canceled}/cancel`, patient.token, { reason: 'Found it at home' });

  time.set('2031-03-05T08:00:00Z');
  othersOnly = await placeOrder(w.api, patient.token, prescriptions[2]);
  const theirsOnly = await offer(othersOnly, otherPic, othersPharmacy);
  offersOf = { [delivered]: { mine: won, theirs: lost }, [canceled]: { mine: mineOnCanceled, theirs: theirsOnCanceled }, [othersOnly]: { theirs: theirsOnly } };
});

describe('GET order-read/history', () => {
  it('gives ADMIN every order, newest first, with all offers, the winner, the times and the state', async () => {
    const reply = await history(w.users.admin, '?limit=100');
    expect(reply.status).toBe(200);
    const rows = reply.body.payload.rows;
    const ours = rows.filter((row) => [delivered, canceled, othersOnly].includes(row.sys_id));
    expect(ids(ours)).toEqual([othersOnly, canceled, delivered]);
    const [third, second, first] = ours;
    expect(first).toMatchObject({ state: 'DELIVERED', accepted_pharmacy: { sys_id: riyadh[0], name: expect.any(String) }, accepted_total: '38.00', first_offer_at: '2031-03-02T08:00:00.000Z', accepted_at: '2031-03-02T08:00:00.000Z', delivered_at: '2031-03-02T08:00:00.000Z', patient: { phone: PATIENT_PHONE } });
    expect(new Map(first.offers.map((offer) => [offer.sys_id, offer.status]))).toEqual(
      new Map([
        [offersOf[delivered].mine, 'accepted'],
        [offersOf[delivered].theirs, 'lost'],
      ]),
    );
    expect(second).toMatchObject({ state: 'CANCELED', cancel_reason: 'Found it at home', accepted_pharmacy: null, accepted_total: null, delivered_at: null });
    expect(third.offers.map((offer) => offer.pharmacy_name)).toEqual([`Other Pharmacy ${OTHER_PIC}`]);
    expect(reply.body.payload.count).toBe(rows.length);
    expect(await auditOf(w.t, 'read')).not.toHaveLength(0);
  });

  it("gives a PIC only the orders their pharmacies offered on, with only their own offers and wins", async () => {
    const mine = (await history(pic, '?limit=100')).body.payload.rows.filter((row) => [delivered, canceled, othersOnly].includes(row.sys_id));
    expect(ids(mine)).toEqual([canceled, delivered]);
    expect(mine.map((row) => row.offers.map((offer) => offer.sys_id))).toEqual([[offersOf[canceled].mine], [offersOf[delivered].mine]]);
    const theirs = await history(otherPic, '?limit=100');
    expect(ids(theirs.body.payload.rows)).toEqual([othersOnly, canceled, delivered]);
    const lostOne = theirs.body.payload.rows[2];
    // The other PIC lost: the winner and its total are not theirs to see; their own lost offer is.
    expect([lostOne.accepted_pharmacy, lostOne.accepted_total, lostOne.offers.map((offer) => offer.status)]).toEqual([null, null, ['lost']]);
  });

  it('narrows by days (Riyadh calendar), state, search and pharmacy', async () => {
    const other = (query: string) => history(otherPic, query);
    expect(ids((await other('?from=2031-03-04&until=2031-03-04')).body.payload.rows)).toEqual([canceled]);
    expect(ids((await other('?from=2031-03-03')).body.payload.rows)).toEqual([othersOnly, canceled]);
    expect(ids((await other('?until=2031-03-03')).body.payload.rows)).toEqual([delivered]);
    expect(ids((await other('?state=CANCELED')).body.payload.rows)).toEqual([canceled]);
    expect(ids((await other('?state=DELIVERED')).body.payload.rows)).toEqual([delivered]);
    expect(ids((await other('?state=WAITING')).body.payload.rows)).toEqual([othersOnly]);
    expect(ids((await other(`?search=${canceled.slice(0, 13)}`)).body.payload.rows)).toEqual([canceled]);
    expect(ids((await other(`?search=${canceled.toUpperCase()}`)).body.payload.rows)).toEqual([canceled]);
    expect(ids((await other(`?search=${encodeURIComponent('+966' + PATIENT_PHONE.slice(1))}`)).body.payload.rows)).toEqual([othersOnly, canceled, delivered]);
    expect(ids((await other('?search=0599999999')).body.payload.rows)).toEqual([]);
    expect(ids((await history(w.users.admin, `?pharmacy_id=${riyadh[1]}&limit=100`)).body.payload.rows)).toContain(canceled);
    expect(ids((await history(w.users.admin, `?pharmacy_id=${riyadh[1]}&limit=100`)).body.payload.rows)).not.toContain(delivered);
    expect(ids((await history(pic, `?pharmacy_id=${riyadh[0]}&limit=100`)).body.payload.rows)).toContain(delivered);
    for (const [query, code] of [
      ['?state=LOST', 'request.invalid'],
      ['?from=2031-02-30', 'query.day_invalid'],
      ['?search=%3Cscript%3E', 'order.history_search_invalid'],
      ['?limit=0', 'query.not_positive'],
    ]) {
      const reply = await other(query);
      expect([query, reply.status, reply.body.code]).toEqual([query, 400, code]);
    }
  });

  it('pages: count is the whole, limit defaults to 10 and stops at 100', async () => {
    const first = await history(otherPic, '?limit=2');
    const second = await history(otherPic, '?limit=2&page=2');
    expect([first.body.payload.count, ids(first.body.payload.rows), ids(second.body.payload.rows)]).toEqual([3, [othersOnly, canceled], [delivered]]);
    expect((await history(w.users.admin)).body.payload.rows.length).toBeLessThanOrEqual(10);
    expect((await history(w.users.admin, '?limit=500')).status).toBe(200);
  });

  it("refuses a PIC another PIC's pharmacy (403, audited) and an unknown one (404)", async () => {
    const reply = await history(pic, `?pharmacy_id=${othersPharmacy}`);
    expect(reply.status).toBe(403);
    expect(await auditOf(w.t, 'access_denied', othersPharmacy)).not.toHaveLength(0);
    expect((await history(pic, '?pharmacy_id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await history(pic, '?pharmacy_id=nope')).status).toBe(404);
  });

  it('keeps the delivered time when the row changes no more', async () => {
    const [row] = await w.t.db.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.sys_id, delivered));
    expect(row.updatedAt.toISOString()).toBe('2031-03-02T08:00:00.000Z');
  });
});

describeOnPglite('the history reads orders and offers through indexes', () => {
  const CHECKED = ['orders', 'offers', 'order_cancellations', 'patients'];
  it.each([
    ["a PIC's pharmacies", () => ({ pharmacyIds: [riyadh[0], riyadh[1]] })],
    ['a PIC, one day and a state', () => ({ pharmacyIds: [riyadh[0]], from: new Date('2031-03-01T21:00:00Z'), until: new Date('2031-03-02T21:00:00Z'), state: 'CANCELED' as const })],
    ['ADMIN, a range of days', () => ({ from: new Date('2031-03-01T21:00:00Z'), until: new Date('2031-03-02T21:00:00Z') })],
    ['ADMIN, an id prefix or a phone', () => ({ idRange: { low: '00000000-0000-0000-0000-000000000000', high: '0fffffff-ffff-ffff-ffff-ffffffffffff' }, phone: PATIENT_PHONE })],
  ])('%s', async (_name, filter) => {
    const client = pgliteOf(w.t.db);
    const statements = await statementsOf(client, (db) => historyPage(db, filter(), { limit: 10, offset: 0 }));
    for (const statement of statements) {
      const unkeyed = await unkeyedScans(client, statement, { tables: CHECKED, pagesInIndexOrder: true });
      expect({ sql: statement.sql, unkeyed }).toEqual({ sql: statement.sql, unkeyed: [] });
    }
  });
});
