import type {
  AppointmentServiceType,
  AppointmentStatus,
  AppointmentType,
  PaymentType,
} from './enums';

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

/** An appointment as `GET monitoring/appointment-by-id/{id}` returns it. */
export interface Appointment {
  appointmentId: string;
  appointmentType: AppointmentType;
  serviceType: AppointmentServiceType;
  patientName: string;
  patientPhone: string;
  patientNationalId?: string;
  patientDateOfBirth?: string;
  physicianName?: string;
  physicianPhone?: string;
  clinic?: string;
  clinicId?: string;
  amount?: number | string;
  paymentType?: PaymentType;
  createdAt: string;
  dateTime: string;
  status: AppointmentStatus;
  isInsurance?: boolean;
  services?: { name: string; price: number | string }[];
}

/** A row of a patient's medical history. */
export interface AppointmentHistoryItem {
  id: string;
  type: AppointmentType;
  status: AppointmentStatus;
  date_time: string;
  physician?: { name: string; arabic_name?: string };
  patient?: { name: string };
  prescriptions?: { pre_meds?: { prescription_id: string }[] }[];
  reports?: { diagnosis?: string; notes?: string }[];
}

/** Tile states of the monitor: 1 completed (past), 0 upcoming, 2 no-show. */
export const TILE_STATES = { upcoming: 0, completed: 1, noShow: 2 } as const;
export type TileState = (typeof TILE_STATES)[keyof typeof TILE_STATES];

/** One tile of the Appointment Monitor. */
export interface AppointmentTile {
  appointmentId: string;
  drName: string;
  time: string;
  state: TileState;
}

/** Body of `POST appointment-management/confirmation`. */
export interface AppointmentConfirmation {
  appointment_id: string;
}
