import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { emergencyCalls, patients } from '../db/schema';

/** A pharmacy's accepted calls, latest call time first, with the patient's identity (index on pharmacy and time). */
export async function acceptedCallsOf(db: DbOrTx, pharmacyId: string, page: { limit: number; offset: number }) {
  const where = eq(emergencyCalls.pharmacy_id, pharmacyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        sys_id: emergencyCalls.sys_id,
        date_time: emergencyCalls.date_time,
        name: patients.name,
        country_id: patients.country_id,
        date_of_birth: patients.date_of_birth,
        national_id: patients.national_id,
      })
      .from(emergencyCalls)
      .innerJoin(patients, eq(patients.sys_id, emergencyCalls.patient_id))
      .where(where)
      .orderBy(desc(emergencyCalls.date_time), desc(emergencyCalls.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: sql<number>`count(*)` }).from(emergencyCalls).where(where),
  ]);
  return { count: Number(total.value), rows };
}
