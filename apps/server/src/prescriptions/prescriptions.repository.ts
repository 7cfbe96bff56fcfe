import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Prescription, PrescriptionMedicine } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { appointments, clinics, patients, physicians, prescriptionMedicines, prescriptions, type PrescriptionMedicineRow } from '../db/schema';

/** A prescription with the names the PDF, the order dialog and the patient app show, and who may see it. */
export interface PrescriptionRecord extends Prescription {
  /** The issuing clinic's person in charge (they may read it; never sent). */
  clinic_pic_id: string | null;
}

const clinic = alias(clinics, 'prescription_clinic');

/*
 * A prescription written in an appointment (the medical history's) names no clinic of its own:
 * its clinic is the appointment's, so the PDF's Clinic line and the clinic's PIC find it there.
 */
const clinicId = sql<string | null>`coalesce(${prescriptions.clinic_id}, ${appointments.clinic_id})`;

const header = {
  sys_id: prescriptions.sys_id,
  patient_id: prescriptions.patient_id,
  clinic_id: clinicId,
  createdAt: prescriptions.createdAt,
  patient_name: patients.name,
  clinic_name: clinic.registered_clinic_name,
  clinic_name_ar: clinic.registered_clinic_name_arabic,
  clinic_pic_id: clinic.pic_id,
  physician_name: physicians.name,
  physician_name_ar: physicians.arabic_name,
};

const medicineView = (row: PrescriptionMedicineRow): PrescriptionMedicine => ({
  medicine_id: String(row.id),
  generic_name: row.generic_name,
  generic_name_ar: row.generic_name_ar,
  strength_value: row.strength_value ?? undefined,
  strength_value_unit: row.strength_value_unit ?? undefined,
  dosage_form: row.dosage_form ?? undefined,
  note: row.note ?? undefined,
  is_dispensed: row.is_dispensed,
});

interface HeaderRow {
  sys_id: string;
  patient_id: string;
  clinic_id: string | null;
  createdAt: Date;
  patient_name: string;
  clinic_name: string | null;
  clinic_name_ar: string | null;
  clinic_pic_id: string | null;
  physician_name: string | null;
  physician_name_ar: string | null;
}

async function withMedicines(db: DbOrTx, rows: HeaderRow[]): Promise<PrescriptionRecord[]> {
  if (rows.length === 0) return [];
  const medicines = await db
    .select()
    .from(prescriptionMedicines)
    .where(inArray(prescriptionMedicines.prescription_id, rows.map((row) => row.sys_id)))
    .orderBy(asc(prescriptionMedicines.id));
  return rows.map(({ createdAt, clinic_name, clinic_name_ar, physician_name, physician_name_ar, ...row }) => ({
    ...row,
    clinic_name: clinic_name ?? '',
    physician_name: physician_name ?? '',
    ...(clinic_name_ar?.trim() && { clinic_name_ar }),
    ...(physician_name_ar?.trim() && { physician_name_ar }),
    issued_at: createdAt.toISOString(),
    medicines: medicines.filter((medicine) => medicine.prescription_id === row.sys_id).map(medicineView),
  }));
}

function selectPrescriptions(db: DbOrTx) {
  return db
    .select(header)
    .from(prescriptions)
    .innerJoin(patients, eq(patients.sys_id, prescriptions.patient_id))
    .leftJoin(appointments, eq(appointments.sys_id, prescriptions.appointment_id))
    .leftJoin(clinic, eq(clinic.sys_id, clinicId))
    .leftJoin(physicians, eq(physicians.sys_id, prescriptions.physician_id));
}

export async function findPrescription(db: DbOrTx, sysId: string): Promise<PrescriptionRecord | undefined> {
  const [record] = await withMedicines(db, await selectPrescriptions(db).where(eq(prescriptions.sys_id, sysId)).limit(1));
  return record;
}

/** A patient's prescriptions, newest first (the index on patient and time serves it). */
export async function patientPrescriptions(db: DbOrTx, patientId: string, limit: number): Promise<PrescriptionRecord[]> {
  const rows = await selectPrescriptions(db)
    .where(eq(prescriptions.patient_id, patientId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.sys_id))
    .limit(limit);
  return withMedicines(db, rows);
}
