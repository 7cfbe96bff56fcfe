import { and, desc, eq, isNotNull, not, sql } from 'drizzle-orm';
import { signedIn } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { erOrders, patients, prescriptionMedicines } from '../db/schema';
import { pharmacyOfCaller } from '../emergency/er-orders.service';
import { riyadhDateTime, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import type { AuthUser } from '../fastify-augment';
import { PHARMACY_FILTER, pharmacyFilterOf } from '../exports/pharmacy-filter';

/** An issued ER order as `GET order-read/er-orders/previous/{pharmacyId}` gives it (IssuedErOrder). */
interface ExportedIssuedPrescription {
  sys_id: string;
  product_id: string;
  patient_name: string;
  issued_at: Date | null;
  total_price: string | null;
}

/**
 * Issued Prescriptions' columns (Order ID, Issued On, Total Price; spec 2 section 2), with what the
 * list's rows carry besides: the patient's name and the prescription (its PDF's id).
 */
const ISSUED_PRESCRIPTION_COLUMNS: ExportColumn<ExportedIssuedPrescription>[] = [
  { header: { en: 'Order ID', ar: 'رقم الطلب' }, value: (row) => row.sys_id },
  { header: { en: 'Patient Name', ar: 'اسم المريض' }, value: (row) => row.patient_name },
  { header: { en: 'Issued On', ar: 'تاريخ الصرف' }, value: (row) => riyadhDateTime(row.issued_at) },
  { header: { en: 'Total Price (SAR)', ar: 'السعر الإجمالي (ر.س)' }, value: (row) => Number(row.total_price ?? '0') },
  { header: { en: 'Prescription ID', ar: 'رقم الوصفة' }, value: (row) => row.product_id },
];

interface IssuedFilter {
  pharmacyId: string;
}

/** The prescription still has a medicine not dispensed (er-orders.repository's rule of an open ER order). */
const hasMedicineLeft = sql`exists (select 1 from ${prescriptionMedicines} where ${prescriptionMedicines.prescription_id} = ${erOrders.prescription_id} and ${prescriptionMedicines.is_dispensed} = false)`;

/**
 * One page of the ER orders the pharmacy issued that have nothing left to issue, last issued first,
 * the id breaking ties (issuedErOrders' rule and order, without its count). The pharmacy is checked
 * on every page as the list checks it (404 unknown, 403 another PIC's): the first page is read
 * before the reply starts.
 */
async function readIssued(db: DbOrTx, user: AuthUser, filter: IssuedFilter, window: { limit: number; offset: number }): Promise<ExportedIssuedPrescription[]> {
  const pharmacy = await pharmacyOfCaller(db, user, filter.pharmacyId);
  return db
    .select({ sys_id: erOrders.sys_id, product_id: erOrders.prescription_id, patient_name: patients.name, issued_at: erOrders.issued_at, total_price: erOrders.total_price })
    .from(erOrders)
    .innerJoin(patients, eq(patients.sys_id, erOrders.patient_id))
    .where(and(eq(erOrders.pharmacy_id, pharmacy.sys_id), isNotNull(erOrders.issued_at), not(hasMedicineLeft)))
    .orderBy(desc(erOrders.issued_at), desc(erOrders.sys_id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * `GET order-read/er-orders/previous/export?pharmacy_id=`: Issued Prescriptions of one pharmacy as a
 * file, for its PIC (ADMIN: any). The list names its pharmacy in the path
 * (`er-orders/previous/{pharmacyId}`); the export, a sibling path, takes it as `pharmacy_id`.
 */
export const issuedPrescriptionsExport: ExportRoute<ExportedIssuedPrescription, IssuedFilter> = {
  path: '/order-read/er-orders/previous/export',
  summary: "The pharmacy's issued ER prescriptions (nothing left to issue) as a CSV or XLSX file, last issued first, for its PIC (ADMIN: any); in the reader's language",
  access: signedIn({ ownership: 'pharmacy' }),
  filters: PHARMACY_FILTER,
  list: 'issued_prescriptions',
  title: { en: 'Issued Prescriptions', ar: 'الوصفات المصروفة' },
  columns: ISSUED_PRESCRIPTION_COLUMNS,
  filterOf: pharmacyFilterOf,
  read: readIssued,
};
