import type { DbOrTx } from '../db/database';

/** A time the physician is already booked: the booking wizard greys these slots out (spec 2). */
export interface BusyTime {
  /** The appointment's start, ISO 8601. */
  from: string;
  until: string;
}

/**
 * `GET appointment-management/physician-appointments/{physicianId}`. Appointments do not exist
 * yet, so nobody is busy: always `[]`.
 * TODO(appointments issue): read the physician's upcoming, not cancelled appointments here; this
 * function is the only place that changes.
 */
export async function physicianBusyTimes(_db: DbOrTx, _physicianId: string): Promise<BusyTime[]> {
  return [];
}
