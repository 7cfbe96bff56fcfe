import { param, sql, type SQL } from 'drizzle-orm';
import type { HistoryEntry } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { isSysId } from '../http/id-param';

/*
 * A history names the records a change points at (its person in charge, its physician, its patient)
 * rather than showing their ids: one query per kind of reference on the page, a name for each id
 * found, the id itself for one that no longer exists.
 */
const NAMES_OF: Record<string, (ids: string[]) => SQL> = {
  pic_id: (ids) => sql`SELECT sys_id::text AS id, name FROM administrators WHERE sys_id = ANY(${param(ids)}::uuid[])`,
  physician_id: (ids) => sql`SELECT sys_id::text AS id, name FROM physicians WHERE sys_id = ANY(${param(ids)}::uuid[])`,
  patient_id: (ids) => sql`SELECT sys_id::text AS id, name FROM patients WHERE sys_id = ANY(${param(ids)}::uuid[])`,
  clinic_id: (ids) => sql`SELECT sys_id::text AS id, registered_clinic_name AS name FROM clinics WHERE sys_id = ANY(${param(ids)}::uuid[])`,
  center_id: (ids) => sql`SELECT sys_id::text AS id, center_name AS name FROM centers WHERE sys_id = ANY(${param(ids)}::uuid[])`,
  pharmacy_id: (ids) => sql`SELECT sys_id::text AS id, name FROM pharmacies WHERE sys_id = ANY(${param(ids)}::uuid[])`,
};

/** The entries with each reference's id replaced by the name of what it points at. */
export async function withReferenceNames(db: DbOrTx, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const wanted = new Map<string, Set<string>>();
  for (const change of entries.flatMap((entry) => entry.changes)) {
    if (!NAMES_OF[change.field]) continue;
    for (const value of [change.old, change.new]) if (isSysId(value)) (wanted.get(change.field) ?? wanted.set(change.field, new Set()).get(change.field)!).add(value.toLowerCase());
  }
  const names = new Map<string, Map<string, string>>();
  await Promise.all(
    [...wanted].map(async ([field, ids]) => {
      const result = await db.execute(NAMES_OF[field]([...ids]));
      // node-postgres and PGlite both answer { rows }.
      const rows = (result as unknown as { rows: { id: string; name: string }[] }).rows;
      names.set(field, new Map(rows.map((row) => [row.id, row.name])));
    }),
  );
  const named = (field: string, value: unknown) => (isSysId(value) ? (names.get(field)?.get(value.toLowerCase()) ?? value) : value);
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.map((change) => (NAMES_OF[change.field] ? { ...change, old: named(change.field, change.old), new: named(change.field, change.new) } : change)),
  }));
}
