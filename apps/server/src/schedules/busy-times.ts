import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { physicianSlotMinutes } from '@mk/scheduling';
import type { DbOrTx } from '../db/database';
import { appointments, physicians } from '../db/schema';

/** A time the physician is already booked: the booking wizard greys these slots out (spec 2). */
export interface BusyTime {
  /** The appointment's start, ISO 8601. */
  from: string;
  until: string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * `GET appointment-management/physician-appointments/{physicianId}`: the physician's upcoming
 * appointments that are not cancelled, each from its start until the end of its slot (the
 * physician's slot length), by time. One still running counts as busy until its slot ends.
 */
export async function physicianBusyTimes(db: DbOrTx, physicianId: string, now: Date = new Date()): Promise<BusyTime[]> {
  const [physician] = await db
    .select({ consultation_duration: physicians.consultation_duration })
    .from(physicians)
    .where(eq(physicians.sys_id, physicianId))
    .limit(1);
  if (!physician) return [];
  const slotMs = physicianSlotMinutes(physician.consultation_duration) * 60_000;
  // A slot is at most an hour long: anything that started earlier than that has ended.
  const rows = await db
    .select({ starts_at: appointments.starts_at })
    .from(appointments)
    .where(and(eq(appointments.physician_id, physicianId), ne(appointments.status, 'canceled'), gt(appointments.starts_at, new Date(now.getTime() - HOUR_MS))))
    .orderBy(asc(appointments.starts_at));
  return rows
    .map((row) => ({ start: row.starts_at.getTime(), end: row.starts_at.getTime() + slotMs }))
    .filter((busy) => busy.end > now.getTime())
    .map((busy) => ({ from: new Date(busy.start).toISOString(), until: new Date(busy.end).toISOString() }));
}
