import type { AppointmentCreate, AppointmentType, WizardPhysician } from '@mk/contracts';

/**
 * The appointment types a physician offers, from the flags the wizard reads (spec 2 section 3):
 * walk-in, audio call, video call and chat (text).
 */
export function offeredTypes(physician: Partial<WizardPhysician> | undefined): AppointmentType[] {
  if (!physician) return [];
  const types: AppointmentType[] = [];
  if (physician.walkin_enabled) types.push('walkin');
  if (physician.audio_enabled) types.push('audio');
  if (physician.video_enabled) types.push('video');
  if (physician.text_enabled) types.push('chat');
  return types;
}

export interface BookingChoice {
  patientId: string;
  physicianId: string;
  type: AppointmentType;
  /** The slot's 'YYYY-MM-DD HH:MM' (UTC). */
  dateTime: string;
}

/**
 * Body of `create-appointment-v2` (spec 2 sections 3 and 4): booked from the back office, the
 * appointment is confirmed and paid at the clinic; payment and dialog ids are sent empty.
 */
export function appointmentPayload(choice: BookingChoice): AppointmentCreate {
  return {
    patient_id: choice.patientId,
    physician_id: choice.physicianId,
    type: choice.type,
    date_time: choice.dateTime,
    status: 'confirmed',
    payment_type: 'clinic_pay',
    payment_id: '',
    dialog_id: '',
  };
}
