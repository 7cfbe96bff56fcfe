import { eq, isNull } from 'drizzle-orm';
import { medicalServices, qrCodes } from '../db/schema';
import { emergencyPrescription, erOrderFor, issueBody, storedMedicines } from '../emergency/er-test-kit';
import { PATIENT_PHONE } from '../orders/order-test-kit';
import { billBody, billsOfCode, newQrCode, storedCode } from '../qr-codes/qr-test-kit';
import { ALL_DEMO_PATIENTS } from '../seed/seed';
import { demoSuite, OTHER_PIC } from '../test/test-api';
import { registered, setStatus, type Facility } from './facility-status-test-kit';

/*
 * What a facility that is not in service cannot do (issue 25): be listed in the patient app
 * (clinics, their physicians, packages, services), search or issue emergency prescriptions, make or
 * bill QR codes. Each refusal is 409 `facility.not_active` and changes nothing; ADMIN's approval
 * lifts it.
 */
const demo = demoSuite();
const { api, users } = demo;
let otherPic: string;

beforeAll(async () => {
  otherPic = await demo.t.login(OTHER_PIC);
});

const NOT_ACTIVE = { status: 409, body: { result: 'error', code: 'facility.not_active' } };
const STOPPED = [
  ['pending', { status: 'pending' }],
  ['suspended', { status: 'suspended', reason: 'Licence under review' }],
] as const;

describe('the patient app', () => {
  interface PublicPackage {
    sys_id: string;
    clinic_id: string;
    center_type: string;
  }
  /** A seeded clinic that the app lists, with bookable physicians and a listed package. */
  let clinicId: string;
  let packageId: string;
  /** A seeded center with a live service. */
  let centerId: string;
  let serviceId: string;

  const listedClinics = async () => (await api('GET', '/api/clinic-read/public?limit=100')).body.payload.rows.map((row: { sys_id: string }) => row.sys_id);
  const physiciansOf = (id: string) => api('GET', `/api/doctor-read/clinic/${id}`);
  const listedPackages = async () => (await api('GET', '/api/patient-app/packages?limit=100')).body.payload.rows.map((row: PublicPackage) => row.sys_id);
  const basket = async () => (await api('POST', '/api/medical-service-read/ids', undefined, { ids: [serviceId] })).body.payload.map((row: { sys_id: string }) => row.sys_id);

  beforeAll(async () => {
    const packages: PublicPackage[] = (await api('GET', '/api/patient-app/packages?limit=100')).body.payload.rows;
    for (const row of packages.filter((item) => item.center_type === 'CLINIC')) {
      const physicians = await physiciansOf(row.clinic_id);
      if (physicians.status === 200 && physicians.body.payload.length > 0) {
        [clinicId, packageId] = [row.clinic_id, row.sys_id];
        break;
      }
    }
    const [service] = await demo.t.db
      .select({ sys_id: medicalServices.sys_id, center_id: medicalServices.center_id })
      .from(medicalServices)
      .where(isNull(medicalServices.deleted_at))
      .limit(1);
    [centerId, serviceId] = [service.center_id, service.sys_id];
    // What the app lists while everything is in service.
    expect(await listedClinics()).toContain(clinicId);
    expect(await listedPackages()).toContain(packageId);
    expect(await basket()).toEqual([serviceId]);
  });

  it.each(STOPPED)('leaves out a %s clinic, its physicians and its packages, and lists them again once approved', async (_status, change) => {
    expect((await setStatus(api, 'clinic', users.admin, clinicId, change)).status).toBe(200);
    expect(await listedClinics()).not.toContain(clinicId);
    expect(await physiciansOf(clinicId)).toMatchObject({ status: 404, body: { code: 'clinic.not_found' } });
    expect(await listedPackages()).not.toContain(packageId);

    expect((await setStatus(api, 'clinic', users.admin, clinicId, { status: 'active' })).status).toBe(200);
    expect(await listedClinics()).toContain(clinicId);
    expect((await physiciansOf(clinicId)).body.payload.length).toBeGreaterThan(0);
    expect(await listedPackages()).toContain(packageId);
  });

  it.each(STOPPED)("leaves a %s center's services out of the basket, and puts them back once approved", async (_status, change) => {
    expect((await setStatus(api, 'center', users.admin, centerId, change)).status).toBe(200);
    expect(await basket()).toEqual([]);
    expect((await setStatus(api, 'center', users.admin, centerId, { status: 'active' })).status).toBe(200);
    expect(await basket()).toEqual([serviceId]);
  });
});

describe('emergency prescriptions and QR codes', () => {
  /** A pharmacy OTHER_PIC (who ran none) registers: pending. */
  let pharmacy: Facility;
  const patientId = ALL_DEMO_PATIENTS[0].sys_id;
  const search = (token: string) => api('GET', `/api/prescription-read/prescription-search?phone=${encodeURIComponent(PATIENT_PHONE)}`, token);
  const erOrder = (prescriptionId: string) =>
    api('POST', '/api/order-write/emergency-order', otherPic, { pharmacy_id: pharmacy.sys_id, patient_id: patientId, prescription_id: prescriptionId });

  beforeAll(async () => {
    expect((await search(otherPic)).status).toBe(403);
    pharmacy = await registered(api, 'pharmacy', otherPic, { name: 'Pending Gate Pharmacy' });
    expect(pharmacy.status).toBe('pending');
  });
  // Each test starts in service and stops the pharmacy itself.
  beforeEach(() => setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, { status: 'active' }));

  it.each(STOPPED)('refuses the phone search of a PIC whose only pharmacy is %s', async (_status, change) => {
    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, change);
    expect(await search(otherPic)).toMatchObject(NOT_ACTIVE);
    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, { status: 'active' });
    expect(await search(otherPic)).toMatchObject({ status: 200, body: { result: 'ok' } });
  });

  it.each(STOPPED)('refuses an ER order and an issue at a %s pharmacy, dispensing nothing', async (_status, change) => {
    const prescriptionId = await emergencyPrescription(demo.t, patientId, ['Amoxicillin 500mg', 'Ibuprofen 400mg']);
    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, change);
    expect(await erOrder(prescriptionId)).toMatchObject(NOT_ACTIVE);

    // An ER order made while in service, then the pharmacy stops: the issue is refused.
    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, { status: 'active' });
    const orderId = await erOrderFor(api, otherPic, pharmacy.sys_id, { issuer_id: patientId, product_id: prescriptionId });
    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, change);
    const medicines = await storedMedicines(demo.t, prescriptionId);
    const refused = await api('POST', '/api/order-write/total-price', otherPic, issueBody(orderId, pharmacy.sys_id, [medicines[0].id]));
    expect(refused).toMatchObject(NOT_ACTIVE);
    expect((await storedMedicines(demo.t, prescriptionId)).map((medicine) => medicine.is_dispensed)).toEqual([false, false]);

    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, { status: 'active' });
    const issued = await api('POST', '/api/order-write/total-price', otherPic, issueBody(orderId, pharmacy.sys_id, [medicines[0].id]));
    expect(issued.status).toBe(200);
  });

  it.each(STOPPED)('refuses to make or bill a QR code of a %s pharmacy, storing nothing', async (_status, change) => {
    const codesOf = () => demo.t.db.select().from(qrCodes).where(eq(qrCodes.pharmacy_id, pharmacy.sys_id));
    const code = await newQrCode(api, otherPic, pharmacy.sys_id);
    const codesBefore = (await codesOf()).length;

    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, change);
    expect(await api('POST', '/api/qrcode-write', otherPic, { pharmacy_id: pharmacy.sys_id })).toMatchObject(NOT_ACTIVE);
    expect((await codesOf()).length).toBe(codesBefore);
    expect(await api('POST', '/api/payment-service/create-qr-bill', otherPic, billBody(code.sys_id, pharmacy.sys_id))).toMatchObject(NOT_ACTIVE);
    expect((await storedCode(demo.t, code.sys_id)).status).toBe('NEW');
    expect(await billsOfCode(demo.t, code.sys_id)).toEqual([]);

    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, { status: 'active' });
    expect((await api('POST', '/api/payment-service/create-qr-bill', otherPic, billBody(code.sys_id, pharmacy.sys_id))).status).toBe(201);
  });

  it('still lets its PIC see and edit a pharmacy that waits for approval', async () => {
    const waiting = await registered(api, 'pharmacy', otherPic, { name: 'Another Waiting Pharmacy' });
    expect((await api('GET', `/api/pharmacy-read/${waiting.sys_id}`, otherPic)).body.payload).toMatchObject({ status: 'pending' });
    const edited = await api('PATCH', `/api/pharmacy-write/${waiting.sys_id}`, otherPic, { phone: '0551230999' });
    expect(edited).toMatchObject({ status: 200, body: { payload: { phone: '0551230999', status: 'pending' } } });
  });
});
