import type {
  AppointmentServiceType,
  AppointmentStatus,
  AppointmentType,
  PaymentType,
} from './enums';
import type { PrescriptionMedicine } from './prescription';

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
  /** Added by the server: the same id as appointmentId (create and status replies carry it too). */
  sys_id?: string;
  patientId?: string;
  physicianId?: string;
  /** Shown instead of physicianName / clinic when the locale is not English. */
  physicianArabicName?: string;
  clinicArabicName?: string;
}

/** A row of a patient's medical history. */
export interface AppointmentHistoryItem {
  id: string;
  type: AppointmentType;
  status: AppointmentStatus;
  date_time: string;
  physician?: { name: string; arabic_name?: string };
  patient?: { name: string };
  prescriptions?: { sys_id?: string; pre_meds?: ({ prescription_id: string } & Partial<PrescriptionMedicine>)[] }[];
  reports?: { diagnosis?: string; notes?: string }[];
  /** Added by the server: where the appointment took place. */
  clinicId?: string;
}

/**
 * Payload of `GET appointment-management/all-patient-history`: one page of rows (spec: count and
 * data), newest first, and the patient whose history it is (the page title is the patient name).
 */
export interface PatientHistoryPage {
  count: number;
  data: AppointmentHistoryItem[];
  patient: { sys_id: string; name: string };
}

/** Tile states of the monitor: 1 completed (past), 0 upcoming, 2 no-show. */
export const TILE_STATES = { upcoming: 0, completed: 1, noShow: 2 } as const;
export type TileState = (typeof TILE_STATES)[keyof typeof TILE_STATES];

/** One tile of the Appointment Monitor. */
export interface AppointmentTile {
  appointmentId: string;
  drName: string;
  /** 'HH:MM', 24-hour, UTC (appointment times are UTC). */
  time: string;
  state: TileState;
  /** Added by the server: the start as an ISO instant, the status and names for the tile's tooltip. */
  dateTime?: string;
  status?: AppointmentStatus;
  drArabicName?: string;
  patientName?: string;
}

/** Body of `POST appointment-management/confirmation`. */
export interface AppointmentConfirmation {
  appointment_id: string;
}
