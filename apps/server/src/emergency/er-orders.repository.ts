import { and, asc, desc, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { ErMedicine } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { emergencyConsultations, erOrders, patients, pharmacies, prescriptionMedicines, prescriptions, type ErOrderRow } from '../db/schema';

/*
 * Emergency prescriptions and their ER orders. "Open" means the prescription still has a medicine
 * not dispensed: an ER order is in its pharmacy's ER list while open, and among its issued ones
 * once closed (if that pharmacy issued any of it).
 */

/** The prescription of `prescriptionId` has a medicine not yet dispensed (a correlated EXISTS). */
const hasMedicineLeft = (prescriptionId: typeof erOrders.prescription_id | typeof emergencyConsultations.prescription_id) =>
  sql`exists (select 1 from ${prescriptionMedicines} where ${prescriptionMedicines.prescription_id} = ${prescriptionId} and ${prescriptionMedicines.is_dispensed} = false)`;

export interface EmergencyPrescriptionRef {
  prescription_id: string;
  patient_id: string;
}

/** The emergency consultation behind a prescription, if it is an emergency one. */
export async function findEmergencyPrescription(db: DbOrTx, prescriptionId: string): Promise<EmergencyPrescriptionRef | undefined> {
  const [row] = await db
    .select({ prescription_id: emergencyConsultations.prescription_id, patient_id: emergencyConsultations.patient_id })
    .from(emergencyConsultations)
    .where(eq(emergencyConsultations.prescription_id, prescriptionId))
    .limit(1);
  return row;
}

/** The medicines of these prescriptions, by prescription, in the order written. */
export async function medicinesOf(db: DbOrTx, prescriptionIds: string[]): Promise<Map<string, ErMedicine[]>> {
  const byPrescription = new Map<string, ErMedicine[]>(prescriptionIds.map((id) => [id, []]));
  if (prescriptionIds.length === 0) return byPrescription;
  const rows = await db
    .select()
    .from(prescriptionMedicines)
    .where(inArray(prescriptionMedicines.prescription_id, prescriptionIds))
    .orderBy(asc(prescriptionMedicines.id));
  for (const row of rows) {
    byPrescription.get(row.prescription_id)!.push({ medicine_id: String(row.id), generic_name: row.generic_name, generic_name_ar: row.generic_name_ar, is_dispensed: row.is_dispensed });
  }
  return byPrescription;
}

export async function findErOrder(db: DbOrTx, sysId: string): Promise<ErOrderRow | undefined> {
  const [row] = await db.select().from(erOrders).where(eq(erOrders.sys_id, sysId)).limit(1);
  return row;
}

/** The ER order of this pharmacy for this prescription, creating it when there is none (one per pair, held by a unique index). */
export async function findOrCreateErOrder(db: DbOrTx, values: { prescription_id: string; patient_id: string; pharmacy_id: string; created_by: string; createdAt: Date }): Promise<{ order: ErOrderRow; created: boolean }> {
  const [inserted] = await db
    .insert(erOrders)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing({ target: [erOrders.prescription_id, erOrders.pharmacy_id] })
    .returning();
  if (inserted) return { order: inserted, created: true };
  const [existing] = await db
    .select()
    .from(erOrders)
    .where(and(eq(erOrders.prescription_id, values.prescription_id), eq(erOrders.pharmacy_id, values.pharmacy_id)))
    .limit(1);
  return { order: existing, created: false };
}

const listRow = { sys_id: erOrders.sys_id, product_id: erOrders.prescription_id, patient_name: patients.name, createdAt: erOrders.createdAt, total_price: erOrders.total_price, issued_at: erOrders.issued_at };
type ListRow = { sys_id: string; product_id: string; patient_name: string; createdAt: Date; total_price: string | null; issued_at: Date | null };

async function pageOf(db: DbOrTx, where: ReturnType<typeof and>, order: ReturnType<typeof desc>[], page: { limit: number; offset: number }): Promise<{ count: number; rows: ListRow[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(listRow)
      .from(erOrders)
      .innerJoin(patients, eq(patients.sys_id, erOrders.patient_id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: sql<number>`count(*)` }).from(erOrders).where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** A pharmacy's ER orders with medicines still to issue, newest first. */
export function openErOrders(db: DbOrTx, pharmacyId: string, page: { limit: number; offset: number }) {
  return pageOf(db, and(eq(erOrders.pharmacy_id, pharmacyId), hasMedicineLeft(erOrders.prescription_id)), [desc(erOrders.createdAt), desc(erOrders.sys_id)], page);
}

/** A pharmacy's ER orders it issued medicines of and that have nothing left to issue, last issued first. */
export function issuedErOrders(db: DbOrTx, pharmacyId: string, page: { limit: number; offset: number }) {
  return pageOf(
    db,
    and(eq(erOrders.pharmacy_id, pharmacyId), isNotNull(erOrders.issued_at), not(hasMedicineLeft(erOrders.prescription_id))),
    [desc(erOrders.issued_at), desc(erOrders.sys_id)],
    page,
  );
}

/** The open emergency prescriptions of the patient with this (normalised) phone, newest first. */
export async function openEmergencyPrescriptionsOfPhone(db: DbOrTx, phone: string, page: { limit: number; offset: number }) {
  const where = and(eq(patients.phone, phone), hasMedicineLeft(emergencyConsultations.prescription_id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ product_id: emergencyConsultations.prescription_id, issuer_id: patients.sys_id, patient_name: patients.name, createdAt: prescriptions.createdAt })
      .from(patients)
      .innerJoin(emergencyConsultations, eq(emergencyConsultations.patient_id, patients.sys_id))
      .innerJoin(prescriptions, eq(prescriptions.sys_id, emergencyConsultations.prescription_id))
      .where(where)
      .orderBy(desc(emergencyConsultations.createdAt), desc(emergencyConsultations.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: sql<number>`count(*)` })
      .from(patients)
      .innerJoin(emergencyConsultations, eq(emergencyConsultations.patient_id, patients.sys_id))
      .where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** Whether this person runs a pharmacy with an ER order of the prescription. */
export async function erOrderOfPic(db: DbOrTx, prescriptionId: string, picId: string): Promise<boolean> {
  const rows = await db
    .select({ sys_id: erOrders.sys_id })
    .from(erOrders)
    .innerJoin(pharmacies, eq(pharmacies.sys_id, erOrders.pharmacy_id))
    .where(and(eq(erOrders.prescription_id, prescriptionId), eq(pharmacies.pic_id, picId)))
    .limit(1);
  return rows.length > 0;
}

/** How many medicines of the prescription are still to issue. */
export async function medicinesLeft(db: DbOrTx, prescriptionId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)` })
    .from(prescriptionMedicines)
    .where(and(eq(prescriptionMedicines.prescription_id, prescriptionId), eq(prescriptionMedicines.is_dispensed, false)));
  return Number(row.value);
}

/** Locks the prescription row until the transaction ends: issues of one prescription run one after another. */
export async function lockPrescription(db: DbOrTx, prescriptionId: string): Promise<void> {
  await db.select({ sys_id: prescriptions.sys_id }).from(prescriptions).where(eq(prescriptions.sys_id, prescriptionId)).for('update');
}

export async function prescriptionMedicineRows(db: DbOrTx, prescriptionId: string) {
  return db.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.prescription_id, prescriptionId)).orderBy(asc(prescriptionMedicines.id));
}

/**
 * Marks these medicines of the prescription dispensed, each only if it is not yet: gives the ids it
 * marked. Fewer ids than asked means another issue got there first (the caller rolls back).
 */
export async function dispense(db: DbOrTx, prescriptionId: string, medicineIds: number[], now: Date): Promise<number[]> {
  const rows = await db
    .update(prescriptionMedicines)
    .set({ is_dispensed: true, dispensed_at: now })
    .where(and(eq(prescriptionMedicines.prescription_id, prescriptionId), inArray(prescriptionMedicines.id, medicineIds), eq(prescriptionMedicines.is_dispensed, false)))
    .returning({ id: prescriptionMedicines.id });
  return rows.map((row) => row.id);
}

/** Adds one issue's price to the order's total and records its time; gives the new total. */
export async function addIssue(db: DbOrTx, orderId: string, price: string, now: Date): Promise<string> {
  const [row] = await db
    .update(erOrders)
    .set({ total_price: sql`coalesce(${erOrders.total_price}, 0) + ${price}::numeric`, issued_at: now, updatedAt: now })
    .where(eq(erOrders.sys_id, orderId))
    .returning({ total_price: erOrders.total_price });
  return row.total_price!;
}
