import { sql, type SQL } from 'drizzle-orm';
import type { HistoryEntityType } from '@mk/contracts';
import type { DbOrTx } from '../db/database';

/*
 * Whose record it is, for the History tab's rule "a PIC sees the history of their own records":
 * the person in charge of the clinic, pharmacy or center the record belongs to. Read from the
 * shared tables here (a query each), so the audit folder imports no other domain. Promo codes and
 * patients belong to no facility: their history is ADMIN's alone.
 */
const OWNER_OF: Partial<Record<HistoryEntityType, (id: string) => SQL>> = {
  clinic: (id) => sql`SELECT pic_id FROM clinics WHERE sys_id = ${id}`,
  pharmacy: (id) => sql`SELECT pic_id FROM pharmacies WHERE sys_id = ${id}`,
  center: (id) => sql`SELECT pic_id FROM centers WHERE sys_id = ${id}`,
  physician: (id) => sql`SELECT c.pic_id FROM physicians p JOIN clinics c ON c.sys_id = p.clinic_id WHERE p.sys_id = ${id}`,
  appointment: (id) => sql`SELECT c.pic_id FROM appointments a JOIN clinics c ON c.sys_id = a.clinic_id WHERE a.sys_id = ${id}`,
  medical_service: (id) => sql`SELECT c.pic_id FROM medical_services s JOIN centers c ON c.sys_id = s.center_id WHERE s.sys_id = ${id}`,
  // A package's facility is a clinic, a center or a pharmacy, by its center_type.
  package: (id) => sql`
    SELECT coalesce(c.pic_id, ce.pic_id, ph.pic_id) AS pic_id FROM packages p
    LEFT JOIN clinics c ON p.center_type = 'CLINIC' AND c.sys_id = p.clinic_id
    LEFT JOIN centers ce ON p.center_type IN ('LAB', 'RADIOLOGY') AND ce.sys_id = p.clinic_id
    LEFT JOIN pharmacies ph ON p.center_type = 'PHARMACY' AND ph.sys_id = p.clinic_id
    WHERE p.sys_id = ${id}`,
  // An order is the pharmacy's once its patient accepted that pharmacy's offer.
  order: (id) => sql`SELECT ph.pic_id FROM orders o JOIN pharmacies ph ON ph.sys_id = o.accepted_pharmacy_id WHERE o.sys_id = ${id}`,
};

/**
 * The person in charge of a record: their sys_id, null when it has none (or its kind belongs to no
 * facility), undefined when no such record exists.
 */
export async function recordOwner(db: DbOrTx, entityType: HistoryEntityType, id: string): Promise<string | null | undefined> {
  const query = OWNER_OF[entityType];
  if (!query) return null;
  const result = await db.execute(query(id));
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as unknown as { rows: { pic_id: string | null }[] }).rows;
  return row ? row.pic_id : undefined;
}
