import { asc, eq } from 'drizzle-orm';
import type { StoredSlot } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { centerSlots } from '../db/schema';
import { insertSlotRows } from '../kit/slot-rows';

/** A center's stored slots by day and start: [{ day, from, until }] in HHmm. */
export function centerSlotsOf(db: DbOrTx, centerId: string): Promise<StoredSlot[]> {
  return db
    .select({ day: centerSlots.day, from: centerSlots.from, until: centerSlots.until })
    .from(centerSlots)
    .where(eq(centerSlots.center_id, centerId))
    .orderBy(asc(centerSlots.day), asc(centerSlots.from));
}

export async function deleteCenterSlots(db: DbOrTx, centerId: string): Promise<number> {
  const removed = await db.delete(centerSlots).where(eq(centerSlots.center_id, centerId)).returning({ id: centerSlots.id });
  return removed.length;
}

/** Inserts center slot rows in one statement, whatever their number (kit/slot-rows.ts). */
export async function insertCenterSlots(db: DbOrTx, rows: readonly (StoredSlot & { center_id: string })[]): Promise<void> {
  await insertSlotRows(
    db,
    centerSlots,
    centerSlots.center_id,
    rows.map(({ center_id, day, from, until }) => ({ owner: center_id, day, from, until })),
  );
}
