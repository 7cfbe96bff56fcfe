import { eq, inArray } from 'drizzle-orm';
import { pharmacies, prescriptions } from '../db/schema';
import { DEMO_APP_PATIENT } from '../seed/demo-orders';
import { DEMO_RIYADH_PHARMACIES, RIYADH_CENTRE } from '../seed/demo-pharmacies';
import { DEMO_PHARMACIES } from '../seed/demo-data';
import { apiOf, userId, type TestApi } from '../test/test-api';
import { DEMO, type TestApp } from '../test/test-app';

/** Test helpers of the order, offer and patient-app suites (not used by the server). */

export const PATIENT_PHONE = DEMO_APP_PATIENT.phone;

/** Signs the demo patient in to the patient app; gives the token and their sys_id. */
export async function patientLogin(t: TestApp, phone = PATIENT_PHONE, password: string = DEMO.password) {
  const response = await apiOf(t)('POST', '/api/patient-app/login', undefined, { phone, password });
  if (response.status !== 200) throw new Error(`patient login failed: ${JSON.stringify(response.body)}`);
  return response.body.payload as { token: string; sys_id: string; name: string };
}

export async function pharmacyIdsByName(t: TestApp, names: string[]): Promise<string[]> {
  const rows = await t.db.select({ sys_id: pharmacies.sys_id, name: pharmacies.name }).from(pharmacies).where(inArray(pharmacies.name, names));
  return names.map((name) => rows.find((row) => row.name === name)!.sys_id);
}

/** The demo pharmacy PIC's Riyadh pharmacies (near the demo patient), and a Jeddah one (far). */
export async function demoPharmacies(t: TestApp) {
  const riyadh = await pharmacyIdsByName(t, DEMO_RIYADH_PHARMACIES.map((pharmacy) => pharmacy.name!));
  const [jeddah] = await pharmacyIdsByName(t, [DEMO_PHARMACIES[0].name!]);
  return { riyadh, jeddah };
}

/** A pharmacy of another PIC (`email`) at `point`, written straight to the database. */
export async function otherPharmacy(t: TestApp, email: string, point = { lat: '24.7150', lng: '46.6700' }): Promise<string> {
  const [row] = await t.db
    .insert(pharmacies)
    .values({ name: `Other Pharmacy ${email}`, name_ar: 'صيدلية أخرى', city: 'RIYADH', address: 'Al Olaya', phone: '0551230000', cr_number: '1010999999', ...point, pic_id: await userId(t, email) })
    .returning({ sys_id: pharmacies.sys_id });
  return row.sys_id;
}

export async function prescriptionsOf(t: TestApp, patientId: string): Promise<string[]> {
  const rows = await t.db.select({ sys_id: prescriptions.sys_id }).from(prescriptions).where(eq(prescriptions.patient_id, patientId));
  return rows.map((row) => row.sys_id);
}

/** The prescribed medicines (ids and names) of each order placed by `placeOrder`, so `offerBody` can name them. */
const medicinesOfOrder = new Map<string, { medicine_id: string; generic_name: string }[]>();

/** The prescribed medicines of an order `placeOrder` placed (empty for any other). */
export const orderMedicines = (orderId: string) => medicinesOfOrder.get(orderId) ?? [];

/** Places an order of `prescriptionId` at the centre of Riyadh as the patient; gives its sys_id. */
export async function placeOrder(api: TestApi, patientToken: string, prescriptionId: string, point: { lat: number | string; lng: number | string } = RIYADH_CENTRE): Promise<string> {
  const reply = await api('POST', '/api/patient-app/orders', patientToken, { product_type: 'PRESCRIPTION', product_id: prescriptionId, ...point });
  if (reply.status !== 201) throw new Error(`order refused: ${JSON.stringify(reply.body)}`);
  const orderId = reply.body.payload.sys_id as string;
  const prescriptions = (await api('GET', '/api/patient-app/prescriptions', patientToken)).body.payload.rows as { sys_id: string; medicines: { medicine_id: string; generic_name: string }[] }[];
  medicinesOfOrder.set(orderId, prescriptions.find((row) => row.sys_id === prescriptionId)?.medicines ?? []);
  return orderId;
}

/**
 * A valid offer body: 2 × 12.50 + 1 × 3 + 10 delivery = 38.00. For an order `placeOrder` placed,
 * the items are its prescription's first medicines (the second item the second medicine, or the
 * first again); for any other (a photo's), free names.
 */
export const offerBody = (orderId: string, pharmacyId: string, changes: Record<string, unknown> = {}) => {
  const medicines = orderMedicines(orderId);
  const [first, second] = [medicines[0], medicines[1] ?? medicines[0]];
  return {
    order_id: orderId,
    pharmacy_id: pharmacyId,
    items: first
      ? [
          { medicine_id: first.medicine_id, price: '12.5', quantity: '2' },
          { medicine_id: second.medicine_id, price: '3', quantity: '1' },
        ]
      : [
          { name: 'Paracetamol 500mg', price: '12.5', quantity: '2' },
          { name: 'Vitamin C', price: '3', quantity: '1' },
        ],
    delivery_price: '10',
    time_to_deliver: '30',
    ...changes,
  };
};
