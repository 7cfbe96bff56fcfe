import { Type, type Static } from '@sinclair/typebox';

/*
 * A physician's weekly schedule's replies (`appointment-management/...-operating-hour...` and the busy
 * times) as JSON Schema (TypeBox): the server's routes reply through these schemas and the types the
 * dashboard reads are derived from them, so the two cannot differ. The bodies and SLOT_STATES stay in
 * schedule.ts.
 */

/**
 * A stored slot as the operating-hour reads return it (`from`/`until` as HHMM): `GET
 * appointment-management/get-operating-hour/{physicianId}` and the reply of `set-operating-hour-v3`.
 * Centers and packages store the same rows.
 */
export const StoredSlotSchema = Type.Object({
  day: Type.Integer({ minimum: 0, maximum: 6, description: 'The weekday, 0 (Sunday) to 6' }),
  from: Type.String({ description: 'The start, HHMM' }),
  until: Type.String({ description: 'The last minute, HHMM (0900-0929 for a 30-minute slot)' }),
});
export type StoredSlot = Static<typeof StoredSlotSchema>;

/** A time the physician is already booked (`GET appointment-management/physician-appointments/{physicianId}`). */
export const BusyTimeSchema = Type.Object({
  from: Type.String({ description: "The appointment's start (ISO 8601 time)" }),
  until: Type.String({ description: 'The end of its slot (ISO 8601 time)' }),
});
export type BusyTime = Static<typeof BusyTimeSchema>;

/** What `DELETE appointment-management/reset-operating-hour/{physicianId}` answers: how many slots went. */
export const OperatingHoursResetSchema = Type.Object({ removed: Type.Integer({ minimum: 0, description: 'How many slots were removed' }) });
export type OperatingHoursReset = Static<typeof OperatingHoursResetSchema>;
