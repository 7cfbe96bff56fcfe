import { and, asc, eq, isNull } from 'drizzle-orm';
import { centers, medicalServices, packages, pharmacies } from '../db/schema';
import { clinicBody } from '../clinics/clinic-test-kit';
import { otherPharmacy } from '../orders/order-test-kit';
import { clinicsOf, physicianBody } from '../physicians/physician-test-kit';
import { apiOf, created, OTHER_PIC, userId, type TestApi } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import {
  anyPatient,
  homeOf,
  insertAppointments,
  insertIssuedErOrder,
  insertOffers,
  insertOrder,
  insertPrescription,
  livePhysician,
  riyadh,
} from './home-test-kit';

/*
 * A PIC's Home: only what they run. The clock reads 12:00 in Riyadh (09:00 UTC) on Wednesday
 * 12 March 2031, years after anything the demo seed placed.
 */
const NOW = riyadh('2031-03-12 12:00');
const after = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);

let t: TestApp;
let api: TestApi;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  api = apiOf(t);
});
afterAll(() => t?.close());

async function signedIn(email: string) {
  const [token, id] = await Promise.all([t.login(email), userId(t, email)]);
  return { token, id };
}

describe("a clinic PIC's Home", () => {
  it('counts only their live clinics: today by Riyadh hour and status, and the no-shows of the last 7 days', async () => {
    const pic = await signedIn(DEMO.clinicPic);
    const other = await signedIn(OTHER_PIC);
    const patientId = await anyPatient(t);
    const ours = await livePhysician(t, pic.id);
    const theirs = await livePhysician(t, other.id);
    const at = (where: typeof ours, wallTime: string, status: string) => ({ ...where, patientId, startsAt: riyadh(wallTime), status });
    await insertAppointments(t, [
      at(ours, '2031-03-12 00:30', 'waiting'),
      at(ours, '2031-03-12 09:10', 'confirmed'),
      at(ours, '2031-03-12 09:40', 'confirmed'),
      at(ours, '2031-03-11 23:30', 'confirmed'),
      at(theirs, '2031-03-12 09:10', 'confirmed'),
      at(ours, '2031-03-06 00:00', 'patient_noshow'),
      at(ours, '2031-03-10 10:00', 'patient_noshow'),
      at(ours, '2031-03-05 23:59', 'patient_noshow'),
      at(theirs, '2031-03-10 10:00', 'patient_noshow'),
    ]);
    // Registered, then removed (to the Trash): no longer theirs to watch.
    const removed = await created<{ sys_id: string }>(api, '/api/clinic-write', pic.token, clinicBody({ registered_clinic_name: 'Home Removed Clinic', path: 'home-removed-clinic' }));
    expect((await api('DELETE', `/api/clinic-write/${removed.sys_id}`, pic.token)).status).toBe(200);

    const home = await homeOf(api, pic.token);
    expect(home).toMatchObject({ day: '2031-03-12', admin: null, pharmacies: null, centers: null });
    expect(home.clinics!.clinics.map((clinic) => clinic.sys_id)).toEqual(await clinicsOf(t, pic.id));
    expect(home.clinics!.clinics.map((clinic) => clinic.sys_id)).not.toContain(removed.sys_id);
    const clinic = home.clinics!.clinics.find((row) => row.sys_id === ours.clinicId)!;
    expect(clinic.today_by_hour).toEqual([
      { hour: 0, status: 'waiting', count: 1 },
      { hour: 9, status: 'confirmed', count: 2 },
    ]);
    expect(home.clinics!.no_shows_week).toBe(2);
  });

  it("gives each physician of their clinics the next slot booking would offer, soonest first, within 14 days", async () => {
    const pic = await signedIn(DEMO.clinicPic);
    const [clinicId] = await clinicsOf(t, pic.id);
    const newPhysician = (name: string, email: string, medicalId: string) =>
      created<{ sys_id: string }>(api, '/api/doctor-write', pic.token, physicianBody(clinicId, { name, email, medical_id: medicalId, consultation_duration: 60 }));
    const booked = await newPhysician('Home Booked Physician', 'home.booked@example.com', '20998801');
    const unscheduled = await newPhysician('Home Unscheduled Physician', 'home.unscheduled@example.com', '20998802');
    const removed = await newPhysician('Home Removed Physician', 'home.removed@example.com', '20998803');
    // 09:00-10:59 UTC every day, in hour-long slots; now is 09:00 UTC, so today's 09:00 slot still counts.
    const hours = await api('POST', '/api/appointment-management/set-operating-hour-v3', pic.token, { physician_id: booked.sys_id, periods: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '0900', until: '1100' }] });
    expect(hours.status).toBe(200);
    expect((await api('DELETE', `/api/doctor-write/${removed.sys_id}`, pic.token)).status).toBe(200);
    const patientId = await anyPatient(t);
    const slot = (time: string, status: string) => ({ physicianId: booked.sys_id, clinicId, patientId, startsAt: new Date(time), status });
    // Today's two slots are taken; tomorrow's first is free (a cancelled booking does not take it).
    await insertAppointments(t, [slot('2031-03-12T09:00:00Z', 'confirmed'), slot('2031-03-12T10:00:00Z', 'pending'), slot('2031-03-13T09:00:00Z', 'canceled')]);

    const { clinics: figures } = await homeOf(api, pic.token);
    const nextFree = figures!.next_free;
    expect(nextFree.find((row) => row.sys_id === booked.sys_id)).toEqual({
      sys_id: booked.sys_id,
      name: 'Home Booked Physician',
      name_ar: expect.any(String),
      clinic_id: clinicId,
      at: '2031-03-13T09:00:00.000Z',
    });
    expect(nextFree.find((row) => row.sys_id === unscheduled.sys_id)?.at).toBeNull();
    expect(nextFree.map((row) => row.sys_id)).not.toContain(removed.sys_id);
    const ownClinics = await clinicsOf(t, pic.id);
    expect(nextFree.every((row) => ownClinics.includes(row.clinic_id))).toBe(true);
    // Soonest first, those with none in the window last.
    const times = nextFree.map((row) => row.at ?? '9999');
    expect(times).toEqual([...times].sort());
    expect(nextFree.every((row) => row.at === null || (row.at >= NOW.toISOString() && Date.parse(row.at) < NOW.getTime() + 14 * 86_400_000))).toBe(true);
  });
});

describe("a pharmacy PIC's Home", () => {
  it('lists the orders waiting for their offer, counts their won orders by state and what was accepted and issued today', async () => {
    const pic = await signedIn(DEMO.pharmacyPic);
    const own = await t.db
      .select({ sys_id: pharmacies.sys_id })
      .from(pharmacies)
      .where(and(eq(pharmacies.pic_id, pic.id), isNull(pharmacies.deleted_at)))
      .orderBy(asc(pharmacies.name), asc(pharmacies.sys_id));
    const [first, second] = own.map((row) => row.sys_id);
    const elsewhere = await otherPharmacy(t, OTHER_PIC);
    const patientId = await anyPatient(t);
    const before = await homeOf(api, pic.token);

    // Waiting: inside the window, not won, not offered on by that pharmacy.
    const sentToBoth = await insertOrder(t, { patientId, createdAt: after(NOW, -60), sentTo: [first, second, elsewhere] });
    const sentToFirst = await insertOrder(t, { patientId, createdAt: after(NOW, -90), sentTo: [first] });
    await insertOrder(t, { patientId, createdAt: after(NOW, -360), sentTo: [first] });
    await insertOrder(t, { patientId, createdAt: after(NOW, -30), sentTo: [first], wonBy: { pharmacyId: elsewhere, state: 'WAITING', updatedAt: NOW } });
    await insertOffers(t, [{ orderId: sentToBoth, pharmacyId: second, createdAt: after(NOW, -20), status: 'live' }]);

    // Won orders: two being prepared, one on its way, one delivered today and one yesterday.
    const won = (state: 'PREPARING' | 'ON_WAY' | 'DELIVERED', updatedAt: Date) => insertOrder(t, { patientId, createdAt: riyadh('2031-03-11 20:00'), wonBy: { pharmacyId: first, state, updatedAt } });
    for (const [state, when] of [['PREPARING', NOW], ['PREPARING', NOW], ['ON_WAY', NOW], ['DELIVERED', riyadh('2031-03-12 00:10')], ['DELIVERED', riyadh('2031-03-11 23:50')]] as const) await won(state, when);

    // Accepted today (by the time of the acceptance): 100.50 + 20.25; yesterday's and another PIC's do not count.
    const offered = await insertOrder(t, { patientId, createdAt: riyadh('2031-03-11 23:58'), sentTo: [first, second, elsewhere] });
    await insertOffers(t, [
      { orderId: offered, pharmacyId: first, createdAt: riyadh('2031-03-11 23:59'), status: 'accepted', total: '100.50', updatedAt: riyadh('2031-03-12 00:01') },
      { orderId: offered, pharmacyId: second, createdAt: riyadh('2031-03-11 23:59'), status: 'accepted', total: '20.25', updatedAt: riyadh('2031-03-12 11:00') },
      { orderId: offered, pharmacyId: elsewhere, createdAt: riyadh('2031-03-12 10:00'), status: 'accepted', total: '7.00', updatedAt: riyadh('2031-03-12 10:30') },
    ]);
    const yesterdays = await insertOrder(t, { patientId, createdAt: riyadh('2031-03-11 22:00'), sentTo: [first] });
    await insertOffers(t, [{ orderId: yesterdays, pharmacyId: first, createdAt: riyadh('2031-03-11 22:01'), status: 'accepted', total: '50.00', updatedAt: riyadh('2031-03-11 23:59') }]);

    // Issued today: one prescription by both of theirs (once), one yesterday, one by another PIC's pharmacy.
    const [today, yesterday, theirs] = [await insertPrescription(t, patientId), await insertPrescription(t, patientId), await insertPrescription(t, patientId)];
    await insertIssuedErOrder(t, { prescriptionId: today, patientId, pharmacyId: first, issuedAt: riyadh('2031-03-12 08:00') });
    await insertIssuedErOrder(t, { prescriptionId: today, patientId, pharmacyId: second, issuedAt: riyadh('2031-03-12 09:00') });
    await insertIssuedErOrder(t, { prescriptionId: yesterday, patientId, pharmacyId: first, issuedAt: riyadh('2031-03-11 23:00') });
    await insertIssuedErOrder(t, { prescriptionId: theirs, patientId, pharmacyId: elsewhere, issuedAt: riyadh('2031-03-12 08:00') });

    const home = await homeOf(api, pic.token);
    expect(home).toMatchObject({ admin: null, clinics: null, centers: null });
    const figures = home.pharmacies!;
    expect(figures.pharmacies.map((pharmacy) => pharmacy.sys_id)).toEqual(own.map((row) => row.sys_id));
    // Soonest to close first: the older order's window ends first.
    expect(figures.waiting).toEqual([
      { order_id: sentToFirst, pharmacy_id: first, closes_at: after(NOW, 300 - 90).toISOString() },
      { order_id: sentToBoth, pharmacy_id: first, closes_at: after(NOW, 300 - 60).toISOString() },
    ]);
    const countOf = (figuresOf: typeof figures, state: string) => figuresOf.live_by_state.find((row) => row.state === state)!.count;
    expect(figures.live_by_state.map((row) => row.state)).toEqual(['WAITING', 'PREPARING', 'ON_WAY', 'DELIVERED']);
    expect(['WAITING', 'PREPARING', 'ON_WAY', 'DELIVERED'].map((state) => countOf(figures, state) - countOf(before.pharmacies!, state))).toEqual([0, 2, 1, 1]);
    expect(figures.accepted_today).toEqual({ count: 2, total: '120.75' });
    expect(figures.er_prescriptions_today).toBe(1);
  });
});

describe("a center PIC's Home", () => {
  it('says which weekdays each of their centers has hours on, its live services and their live packages', async () => {
    const pic = await signedIn(DEMO.centerPic);
    const own = await t.db
      .select({ sys_id: centers.sys_id })
      .from(centers)
      .where(and(eq(centers.pic_id, pic.id), isNull(centers.deleted_at)))
      .orderBy(asc(centers.center_name), asc(centers.sys_id));
    const [first, second] = own.map((row) => row.sys_id);
    const before = await homeOf(api, pic.token);

    // Sunday and Wednesday for the first center; none for the second.
    expect((await api('POST', '/api/medical-service-write/center-operating-hour', pic.token, { center_id: first, periods: [{ days: [3, 0], from: '08:00', until: '10:00' }] })).status).toBe(200);
    expect((await api('DELETE', `/api/medical-service-write/reset-operating-hour/${second}`, pic.token)).status).toBe(200);
    // One live service and one removed; one live package and one removed.
    const service = { name: 'Home Test', name_ar: 'اختبار', price: 100, type: 'LAB' as const, center_id: first };
    await t.db.insert(medicalServices).values([service, { ...service, deleted_at: NOW }]);
    const pack = {
      title: 'Home Package',
      description: 'A package',
      clinic_id: first,
      center_type: 'LAB' as const,
      promo_img: '/api/media/files/home.png',
      price_before: 200,
      price_after: 150,
      discount: 25,
      start_date: '2031-03-01',
      end_date: '2031-04-01',
      package_type: 'LAB',
    };
    await t.db.insert(packages).values([pack, { ...pack, deleted_at: NOW }]);

    const home = await homeOf(api, pic.token);
    expect(home).toMatchObject({ admin: null, clinics: null, pharmacies: null });
    const figures = home.centers!;
    expect(figures.centers.map((center) => center.sys_id)).toEqual(own.map((row) => row.sys_id));
    const centerOf = (sysId: string, of = figures) => of.centers.find((center) => center.sys_id === sysId)!;
    expect(centerOf(first).hours_set).toEqual([true, false, false, true, false, false, false]);
    expect(centerOf(second).hours_set).toEqual([false, false, false, false, false, false, false]);
    expect(centerOf(first).services).toBe(centerOf(first, before.centers!).services + 1);
    expect(figures.packages_live).toBe(before.centers!.packages_live + 1);
  });
});
