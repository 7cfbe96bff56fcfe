import type { Weekday } from './enums';

/** Slot display states. `selected` exists only in the booking UI. */
export const SLOT_STATES = ['available', 'busy', 'gone'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/**
 * An operating period: the same hours on one or more weekdays (0 is Sunday).
 * The editor holds `from`/`until` as HH:MM; payloads carry HHMM (spec 1) or HH:MM (spec 3).
 */
export interface OperatingPeriod {
  days: Weekday[] | number[];
  from: string;
  until: string;
}

/* StoredSlot, the operating-hour reads' reply, is derived from its schema in schedule.schema.ts. */

/** Body of `POST appointment-management/set-operating-hour-v3`. */
export interface PhysicianSchedulePayload {
  physician_id: string;
  periods: OperatingPeriod[];
}

/** Body of `POST medical-service-write/center-operating-hour`. */
export interface CenterSchedulePayload {
  center_id: string;
  periods: OperatingPeriod[];
}

/** Body of `POST promotion-write/update-timeslots`. */
export interface PackageSchedulePayload {
  package_id: string;
  periods: OperatingPeriod[];
}

/** A slot of the preview and of the booking day (spec 1 section 3). */
export interface TimeSlot {
  label: string;
  type: SlotState;
  date: string;
}
