import { asc, eq, inArray } from 'drizzle-orm';
import { emergencyConsultations, erOrders, pharmacies, prescriptionMedicines, prescriptions } from '../db/schema';
import { userId, type TestApi } from '../test/test-api';
import { DEMO, type TestApp } from '../test/test-app';

/** Test helpers of the ER prescription and emergency call suites (not used by the server). */

/** The demo pharmacy PIC's pharmacies in their list's order (by name): the first is the ER pages' default. */
export async function picPharmacies(t: TestApp): Promise<string[]> {
  const rows = await t.db
    .select({ sys_id: pharmacies.sys_id })
    .from(pharmacies)
    .where(eq(pharmacies.pic_id, await userId(t, DEMO.pharmacyPic)))
    .orderBy(asc(pharmacies.name), asc(pharmacies.sys_id));
  return rows.map((row) => row.sys_id);
}

export interface Medicine {
  id: number;
  generic_name: string;
  is_dispensed: boolean;
  dispensed_at: Date | null;
}

/** The medicines of a prescription as stored, in the order written. */
export async function storedMedicines(t: TestApp, prescriptionId: string): Promise<Medicine[]> {
  return t.db
    .select({ id: prescriptionMedicines.id, generic_name: prescriptionMedicines.generic_name, is_dispensed: prescriptionMedicines.is_dispensed, dispensed_at: prescriptionMedicines.dispensed_at })
    .from(prescriptionMedicines)
    .where(eq(prescriptionMedicines.prescription_id, prescriptionId))
    .orderBy(asc(prescriptionMedicines.id));
}

export async function storedErOrders(t: TestApp, ids: string[]) {
  return t.db.select().from(erOrders).where(inArray(erOrders.sys_id, ids));
}

export const issueBody = (orderId: string, pharmacyId: string, medicineIds: (number | string)[], price: string | number = '30') => ({
  order_id: orderId,
  pharmacy_id: pharmacyId,
  total_price: price,
  medicines_ids: medicineIds.map(String),
});

/** Creates (or finds) the ER order of `pharmacyId` for a search row; gives its sys_id. */
export async function erOrderFor(api: TestApi, token: string, pharmacyId: string, row: { issuer_id: string; product_id: string }): Promise<string> {
  const reply = await api('POST', '/api/order-write/emergency-order', token, { pharmacy_id: pharmacyId, patient_id: row.issuer_id, prescription_id: row.product_id });
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`ER order refused: ${JSON.stringify(reply.body)}`);
  return reply.body.payload.sys_id as string;
}

/** An emergency prescription of `patientId` with these medicines, none dispensed, written straight to the database. */
export async function emergencyPrescription(t: TestApp, patientId: string, names: string[]): Promise<string> {
  const [prescription] = await t.db.insert(prescriptions).values({ patient_id: patientId }).returning({ sys_id: prescriptions.sys_id });
  await t.db.insert(emergencyConsultations).values({ patient_id: patientId, prescription_id: prescription.sys_id });
  await t.db.insert(prescriptionMedicines).values(names.map((generic_name) => ({ prescription_id: prescription.sys_id, generic_name })));
  return prescription.sys_id;
}
