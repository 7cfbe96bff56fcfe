import type { Appointment, AppointmentServiceType, AppointmentStatus, AppointmentType, PaymentType } from '@mk/contracts';
import { appointments, clinics, patients, physicians } from '../db/schema';

/** What one appointment read joins: the appointment, its patient, physician and clinic. */
export const APPOINTMENT_READ_COLUMNS = {
  sys_id: appointments.sys_id,
  type: appointments.type,
  service_type: appointments.service_type,
  starts_at: appointments.starts_at,
  status: appointments.status,
  payment_type: appointments.payment_type,
  amount: appointments.amount,
  is_insurance: appointments.is_insurance,
  createdAt: appointments.createdAt,
  clinic_id: appointments.clinic_id,
  physician_id: appointments.physician_id,
  patient_id: appointments.patient_id,
  patient_name: patients.name,
  patient_phone: patients.phone,
  patient_national_id: patients.national_id,
  patient_date_of_birth: patients.date_of_birth,
  physician_name: physicians.name,
  physician_arabic_name: physicians.arabic_name,
  physician_phone: physicians.phone,
  clinic_name: clinics.registered_clinic_name,
  clinic_name_arabic: clinics.registered_clinic_name_arabic,
  pic_id: clinics.pic_id,
};

export interface AppointmentRead {
  sys_id: string;
  type: string;
  service_type: string;
  starts_at: Date;
  status: string;
  payment_type: string;
  amount: number;
  is_insurance: boolean;
  createdAt: Date;
  clinic_id: string;
  physician_id: string;
  patient_id: string;
  patient_name: string;
  patient_phone: string;
  patient_national_id: string | null;
  patient_date_of_birth: string | null;
  physician_name: string;
  physician_arabic_name: string;
  physician_phone: string | null;
  clinic_name: string;
  clinic_name_arabic: string;
  /** The clinic's person in charge, for the ownership rule (not returned). */
  pic_id: string | null;
}

/**
 * The appointment read model of spec 2 section 3 (`monitoring/appointment-by-id`), plus the ids
 * and Arabic names the dashboard needs to link and to show names in Arabic. Times are ISO in UTC.
 * A consultation has no services; package, lab and radiology bookings (other issues) list theirs.
 */
export function appointmentView(row: AppointmentRead): Appointment & { sys_id: string } {
  return {
    sys_id: row.sys_id,
    appointmentId: row.sys_id,
    appointmentType: row.type as AppointmentType,
    serviceType: row.service_type as AppointmentServiceType,
    patientId: row.patient_id,
    patientName: row.patient_name,
    patientPhone: row.patient_phone,
    patientNationalId: row.patient_national_id ?? undefined,
    patientDateOfBirth: row.patient_date_of_birth ?? undefined,
    physicianId: row.physician_id,
    physicianName: row.physician_name,
    physicianArabicName: row.physician_arabic_name,
    physicianPhone: row.physician_phone ?? undefined,
    clinic: row.clinic_name,
    clinicArabicName: row.clinic_name_arabic,
    clinicId: row.clinic_id,
    amount: Number(row.amount),
    paymentType: row.payment_type as PaymentType,
    createdAt: row.createdAt.toISOString(),
    dateTime: row.starts_at.toISOString(),
    status: row.status as AppointmentStatus,
    isInsurance: row.is_insurance,
    services: [],
  };
}
