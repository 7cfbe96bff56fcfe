import { asc, eq, param, sql } from 'drizzle-orm';
import type { StoredSlot } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { physicianSlots } from '../db/schema';

/** A physician's stored slots, by day and start: [{ day, from, until }] in HHMM. */
export async function slotsOf(db: DbOrTx, physicianId: string): Promise<StoredSlot[]> {
  return db
    .select({ day: physicianSlots.day, from: physicianSlots.from, until: physicianSlots.until })
    .from(physicianSlots)
    .where(eq(physicianSlots.physician_id, physicianId))
    .orderBy(asc(physicianSlots.day), asc(physicianSlots.from), asc(physicianSlots.until));
}

export async function deleteSlotsOf(db: DbOrTx, physicianId: string): Promise<number> {
  const removed = await db.delete(physicianSlots).where(eq(physicianSlots.physician_id, physicianId)).returning({ id: physicianSlots.id });
  return removed.length;
}

/**
 * Inserts slot rows with one statement of four array parameters (`unnest`), whatever their number:
 * the seed writes thousands at once, and one bound parameter per value would be slow to plan.
 */
export async function insertSlots(db: DbOrTx, rows: (StoredSlot & { physician_id: string })[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof (typeof rows)[number]>(key: K) => param(rows.map((row) => row[key]));
  await db.execute(sql`
    INSERT INTO ${physicianSlots} ("physician_id", "day", "from", "until")
    SELECT * FROM unnest(${column('physician_id')}::uuid[], ${column('day')}::int[], ${column('from')}::varchar[], ${column('until')}::varchar[])`);
}
