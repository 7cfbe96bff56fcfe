import { asc, eq } from 'drizzle-orm';
import type { StoredSlot } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { physicianSlots } from '../db/schema';
import { insertSlotRows } from '../kit/slot-rows';

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

/** Inserts a physician's slot rows in one statement, whatever their number (kit/slot-rows.ts). */
export async function insertSlots(db: DbOrTx, rows: (StoredSlot & { physician_id: string })[]): Promise<void> {
  await insertSlotRows(
    db,
    physicianSlots,
    physicianSlots.physician_id,
    rows.map(({ physician_id, day, from, until }) => ({ owner: physician_id, day, from, until })),
  );
}
