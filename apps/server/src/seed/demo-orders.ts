import { and, asc, eq, inArray } from 'drizzle-orm';
import { OFFER_WINDOW_SECONDS, type DeliveryState } from '@mk/contracts';
import type { Tx } from '../db/database';
import {
  clinics,
  offers,
  orderRecipients,
  orders,
  patientCredentials,
  patients,
  pharmacies,
  physicians,
  prescriptionMedicines,
  prescriptions,
  type StoredOfferItem,
} from '../db/schema';
import { DEMO_CLINICS } from './demo-data';
import { DEMO_RIYADH_PHARMACIES, RIYADH_CENTRE } from './demo-pharmacies';

/** The patient app's demo patient (issue 12): signs in with this phone and the demo password. */
export const DEMO_APP_PATIENT = {
  name: 'سارة عبدالله القحطاني',
  phone: '0500000001',
  gender: 'Female' as const,
  /** Home, about 1 km from the centre of Riyadh, within reach of the demo pharmacies. */
  lat: 24.7186,
  lng: 46.6803,
};

/** Medicines with their English and Arabic generic names. */
const MEDICINES = [
  { generic_name: 'Paracetamol', generic_name_ar: 'باراسيتامول', strength_value: '500', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'One tablet every 6 hours after food' },
  { generic_name: 'Amoxicillin', generic_name_ar: 'أموكسيسيلين', strength_value: '250', strength_value_unit: 'mg', dosage_form: 'Capsule', note: 'Three times a day for 7 days' },
  { generic_name: 'Omeprazole', generic_name_ar: 'أوميبرازول', strength_value: '20', strength_value_unit: 'mg', dosage_form: 'Capsule', note: 'Before breakfast' },
  { generic_name: 'Cetirizine', generic_name_ar: 'سيتيريزين', strength_value: '10', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'At night' },
  { generic_name: 'Salbutamol', generic_name_ar: 'سالبيوتامول', strength_value: '100', strength_value_unit: 'mcg', dosage_form: 'Inhaler', note: 'Two puffs when needed' },
  { generic_name: 'Ibuprofen', generic_name_ar: 'إيبوبروفين', strength_value: '400', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Twice a day with food' },
];

/** The demo patient's prescriptions: which medicines, issued how many days before the seed. */
const PRESCRIPTIONS = [
  { daysAgo: 1, medicines: [0, 1] },
  { daysAgo: 3, medicines: [2, 3, 4] },
  { daysAgo: 10, medicines: [5] },
  { daysAgo: 20, medicines: [0, 3] },
  { daysAgo: 30, medicines: [1, 2] },
  { daysAgo: 45, medicines: [4, 5] },
];

/**
 * The demo orders: minutes before the seed, the prescription (or a photo) ordered, and the state
 * reached. Accepted ones won by the first Riyadh pharmacy (the PIC's default), one order still in
 * its offer window, one whose window ran out with no offer taken.
 */
const ORDERS: { minutesAgo: number; prescription?: number; state?: DeliveryState }[] = [
  { minutesAgo: 1, prescription: 0 },
  { minutesAgo: 30 },
  { minutesAgo: 60, prescription: 1, state: 'WAITING' },
  { minutesAgo: 120, prescription: 2, state: 'PREPARING' },
  { minutesAgo: 240, state: 'ON_WAY' },
  { minutesAgo: 60 * 24, prescription: 3, state: 'DELIVERED' },
  { minutesAgo: 60 * 48, prescription: 4, state: 'DELIVERED' },
];

const DEMO_IMAGE = 'https://example.com/demo/prescription-photo.jpg';
const minutes = (now: Date, count: number) => new Date(now.getTime() - count * 60_000);

function offerItems(medicineIndexes: number[]): { items: StoredOfferItem[]; total: number } {
  const items = medicineIndexes.map((index, n) => ({ name: MEDICINES[index].generic_name, price: (12.5 + 7 * index).toFixed(2), quantity: String(1 + (n % 2)) }));
  return { items, total: items.reduce((sum, item) => sum + Number(item.price) * Number(item.quantity), 0) };
}

/**
 * Seeds the patient app's demo patient with their sign-in, prescriptions from the first demo
 * clinic, and orders in every delivery state sent to the Riyadh demo pharmacies, with offers
 * (accepted, lost, declined). A few dozen rows: the seed stays fast.
 */
export async function insertDemoOrders(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const [patient] = await tx
    .insert(patients)
    .values({ name: DEMO_APP_PATIENT.name, phone: DEMO_APP_PATIENT.phone, gender: DEMO_APP_PATIENT.gender })
    .returning({ sys_id: patients.sys_id });
  await tx.insert(patientCredentials).values({ patient_id: patient.sys_id, password_hash: passwordHash });

  const [clinic] = await tx.select({ sys_id: clinics.sys_id }).from(clinics).where(eq(clinics.path, DEMO_CLINICS[0].path!)).limit(1);
  const [physician] = await tx.select({ sys_id: physicians.sys_id }).from(physicians).where(eq(physicians.clinic_id, clinic.sys_id)).orderBy(asc(physicians.name)).limit(1);
  const written = await tx
    .insert(prescriptions)
    .values(PRESCRIPTIONS.map(({ daysAgo }) => ({ patient_id: patient.sys_id, clinic_id: clinic.sys_id, physician_id: physician?.sys_id ?? null, createdAt: minutes(now, daysAgo * 24 * 60) })))
    .returning({ sys_id: prescriptions.sys_id });
  await tx.insert(prescriptionMedicines).values(
    PRESCRIPTIONS.flatMap(({ medicines }, n) => medicines.map((index) => ({ prescription_id: written[n].sys_id, ...MEDICINES[index] }))),
  );

  const riyadh = await tx
    .select({ sys_id: pharmacies.sys_id, name: pharmacies.name })
    .from(pharmacies)
    .where(inArray(pharmacies.name, DEMO_RIYADH_PHARMACIES.map((pharmacy) => pharmacy.name)));
  const pharmacyIds = DEMO_RIYADH_PHARMACIES.map((demo) => riyadh.find((row) => row.name === demo.name)!.sys_id);
  const [winner, runnerUp, decliner] = pharmacyIds;

  for (const spec of ORDERS) {
    const createdAt = minutes(now, spec.minutesAgo);
    const prescription = spec.prescription === undefined ? undefined : written[spec.prescription];
    const [order] = await tx
      .insert(orders)
      .values({
        patient_id: patient.sys_id,
        product_type: prescription ? 'PRESCRIPTION' : 'ATTACHMENT',
        product_id: prescription?.sys_id ?? null,
        image_url: prescription ? null : DEMO_IMAGE,
        lat: RIYADH_CENTRE.lat,
        lng: RIYADH_CENTRE.lng,
        delivery_state: spec.state ?? 'WAITING',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ sys_id: orders.sys_id });
    await tx.insert(orderRecipients).values(pharmacyIds.map((pharmacy_id) => ({ order_id: order.sys_id, pharmacy_id, order_created_at: createdAt })));
    if (!spec.state) continue;

    const { items, total } = offerItems(PRESCRIPTIONS[spec.prescription ?? 0].medicines);
    const offeredAt = new Date(createdAt.getTime() + (OFFER_WINDOW_SECONDS / 5) * 1000);
    const offer = (pharmacy_id: string, status: 'accepted' | 'lost' | 'declined', extra: number) => ({
      order_id: order.sys_id,
      pharmacy_id,
      items,
      delivery_price: (10 + extra).toFixed(2),
      time_to_deliver: 30 + extra,
      total_price: (total + 10 + extra).toFixed(2),
      status,
      createdAt: offeredAt,
      updatedAt: offeredAt,
    });
    const [accepted] = await tx
      .insert(offers)
      .values([offer(winner, 'accepted', 0), offer(runnerUp, 'lost', 5), offer(decliner, 'declined', 15)])
      .returning({ sys_id: offers.sys_id, pharmacy_id: offers.pharmacy_id });
    await tx.update(orders).set({ accepted_offer_id: accepted.sys_id, accepted_pharmacy_id: winner }).where(and(eq(orders.sys_id, order.sys_id)));
  }
}
