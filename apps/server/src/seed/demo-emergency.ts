import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { clinics, emergencyCalls, emergencyConsultations, erOrders, patients, pharmacies, physicians, prescriptionMedicines, prescriptions } from '../db/schema';
import { DEMO_CLINICS } from './demo-data';
import { DEMO_APP_PATIENT } from './demo-orders';

/** Medicines an emergency consultation prescribes, with their English and Arabic generic names. */
const ER_MEDICINES = [
  { generic_name: 'Diclofenac', generic_name_ar: 'ديكلوفيناك', strength_value: '50', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Twice a day after food for 3 days' },
  { generic_name: 'Ondansetron', generic_name_ar: 'أوندانسيترون', strength_value: '4', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'When nauseous, at most three a day' },
  { generic_name: 'Prednisolone', generic_name_ar: 'بريدنيزولون', strength_value: '20', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Once in the morning for 5 days' },
  { generic_name: 'Amoxicillin-Clavulanate', generic_name_ar: 'أموكسيسيلين مع حمض الكلافولانيك', strength_value: '625', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Three times a day for 7 days' },
  { generic_name: 'Loratadine', generic_name_ar: 'لوراتادين', strength_value: '10', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Once a day' },
  { generic_name: 'Metoclopramide', generic_name_ar: 'ميتوكلوبراميد', strength_value: '10', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Before meals when needed' },
  { generic_name: 'Paracetamol', generic_name_ar: 'باراسيتامول', strength_value: '500', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'One tablet every 6 hours when needed' },
  { generic_name: 'Ibuprofen', generic_name_ar: 'إيبوبروفين', strength_value: '400', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Three times a day with food' },
];

/**
 * The ER orders: the PIC's pharmacy (0 its first, the default of the ER pages; 1 its second), the
 * demo patient (index into the 2,000), the medicines, how many of them were issued, the price of that
 * issue, and how many hours before the seed the consultation was. All issued: in the issued list.
 */
const ER_ORDERS: { pharmacy: 0 | 1; patient: number; medicines: number[]; issued: number; price?: string; hoursAgo: number }[] = [
  { pharmacy: 0, patient: 11, medicines: [0, 1, 2], issued: 0, hoursAgo: 1 },
  { pharmacy: 0, patient: 12, medicines: [3, 4], issued: 1, price: '35.50', hoursAgo: 3 },
  { pharmacy: 0, patient: 13, medicines: [5], issued: 0, hoursAgo: 5 },
  { pharmacy: 0, patient: 14, medicines: [6, 7, 0], issued: 2, price: '48.00', hoursAgo: 8 },
  { pharmacy: 0, patient: 15, medicines: [1, 4], issued: 0, hoursAgo: 20 },
  { pharmacy: 0, patient: 16, medicines: [2, 6], issued: 0, hoursAgo: 30 },
  { pharmacy: 0, patient: 17, medicines: [0, 5], issued: 2, price: '62.00', hoursAgo: 48 },
  { pharmacy: 0, patient: 18, medicines: [3], issued: 1, price: '27.25', hoursAgo: 72 },
  { pharmacy: 0, patient: 19, medicines: [1, 2, 7], issued: 3, price: '91.75', hoursAgo: 96 },
  { pharmacy: 1, patient: 20, medicines: [4, 6], issued: 0, hoursAgo: 2 },
  { pharmacy: 1, patient: 21, medicines: [0, 3, 5], issued: 1, price: '19.00', hoursAgo: 26 },
  { pharmacy: 1, patient: 22, medicines: [7], issued: 1, price: '12.00', hoursAgo: 50 },
];

/** The demo app patient's emergency prescription: three medicines, none issued, no ER order yet (found by the phone search). */
const APP_PATIENT_MEDICINES = [0, 1, 4];

/** Accepted emergency calls: the pharmacy, the demo patient, hours from the seed (negative: past). */
const CALLS: { pharmacy: 0 | 1; patient: number; hours: number }[] = [
  // An accepted call happened already: the latest an hour before the seed (they were once 4 hours ahead).
  ...Array.from({ length: 12 }, (_, n) => ({ pharmacy: 0 as const, patient: 30 + n, hours: -1 - n * 7 })),
  ...Array.from({ length: 3 }, (_, n) => ({ pharmacy: 1 as const, patient: 50 + n, hours: -10 - n * 24 })),
];

const hours = (now: Date, count: number) => new Date(now.getTime() + count * 3_600_000);

/**
 * Seeds emergency consultations with their prescriptions (written by the first demo clinic's first
 * physician), the ER orders of the pharmacy PIC's first two pharmacies (by name, as their list shows
 * them), some partly and some fully issued, the demo app patient's open emergency prescription, and
 * accepted emergency calls. A few dozen rows, deterministic for a given `now`.
 */
export async function insertDemoEmergency(tx: Tx, pharmacyPicId: string, patientIds: string[], now: Date): Promise<void> {
  const picPharmacies = await tx
    .select({ sys_id: pharmacies.sys_id })
    .from(pharmacies)
    .where(eq(pharmacies.pic_id, pharmacyPicId))
    .orderBy(asc(pharmacies.name), asc(pharmacies.sys_id))
    .limit(2);
  const [clinic] = await tx.select({ sys_id: clinics.sys_id }).from(clinics).where(eq(clinics.path, DEMO_CLINICS[0].path!)).limit(1);
  const [physician] = await tx.select({ sys_id: physicians.sys_id }).from(physicians).where(eq(physicians.clinic_id, clinic.sys_id)).orderBy(asc(physicians.name)).limit(1);
  const [appPatient] = await tx.select({ sys_id: patients.sys_id }).from(patients).where(eq(patients.phone, DEMO_APP_PATIENT.phone)).limit(1);

  const consultations = [
    ...ER_ORDERS.map((order) => ({ patientId: patientIds[order.patient], medicines: order.medicines, hoursAgo: order.hoursAgo })),
    // Older than the patient's newest clinic prescription (demo-orders.ts), which the patient app lists first.
    { patientId: appPatient.sys_id, medicines: APP_PATIENT_MEDICINES, hoursAgo: 30 },
  ];
  const written = await tx
    .insert(prescriptions)
    .values(consultations.map(({ patientId, hoursAgo }) => ({ patient_id: patientId, clinic_id: clinic.sys_id, physician_id: physician?.sys_id ?? null, createdAt: hours(now, -hoursAgo) })))
    .returning({ sys_id: prescriptions.sys_id });
  await tx.insert(emergencyConsultations).values(consultations.map(({ patientId, hoursAgo }, n) => ({ patient_id: patientId, prescription_id: written[n].sys_id, createdAt: hours(now, -hoursAgo) })));
  await tx.insert(prescriptionMedicines).values(
    consultations.flatMap(({ medicines, hoursAgo }, n) =>
      medicines.map((index, position) => {
        const issued = position < (ER_ORDERS[n]?.issued ?? 0);
        return { prescription_id: written[n].sys_id, ...ER_MEDICINES[index], is_dispensed: issued, dispensed_at: issued ? hours(now, -hoursAgo + 1) : null };
      }),
    ),
  );

  await tx.insert(erOrders).values(
    ER_ORDERS.map((order, n) => {
      const createdAt = hours(now, -order.hoursAgo);
      return {
        prescription_id: written[n].sys_id,
        patient_id: patientIds[order.patient],
        pharmacy_id: picPharmacies[order.pharmacy].sys_id,
        total_price: order.issued > 0 ? order.price! : null,
        issued_at: order.issued > 0 ? hours(now, -order.hoursAgo + 1) : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await tx.insert(emergencyCalls).values(
    CALLS.map((call) => ({ patient_id: patientIds[call.patient], pharmacy_id: picPharmacies[call.pharmacy].sys_id, date_time: hours(now, call.hours), accepted_at: hours(now, call.hours - 1) })),
  );
}
