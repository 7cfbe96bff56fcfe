import type { AppointmentStatus, AppointmentType, PaymentType } from './enums';

/** Body of `POST appointment-management/create-appointment-v2`. */
export interface AppointmentCreate {
  patient_id: string;
  physician_id: string;
  type: AppointmentType;
  /** 'YYYY-MM-DD HH:MM'. */
  date_time: string;
  status: AppointmentStatus;
  payment_type: PaymentType;
  /** Sent empty. */
  payment_id: string;
  /** Sent empty. */
  dialog_id: string;
}

/* The replies (Appointment, AppointmentHistoryItem, PatientHistoryPage, AppointmentTile) are derived from their schemas in appointment.schema.ts. */

/** Tile states of the monitor: 1 completed (past), 0 upcoming, 2 no-show. */
export const TILE_STATES = { upcoming: 0, completed: 1, noShow: 2 } as const;
export type TileState = (typeof TILE_STATES)[keyof typeof TILE_STATES];

/** Body of `POST appointment-management/confirmation`. */
export interface AppointmentConfirmation {
  appointment_id: string;
}
