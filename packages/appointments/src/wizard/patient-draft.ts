import type { Gender, PatientCreate } from '@mk/contracts';
import {
  birthDateToIsoTime,
  compactPhone,
  isSaudiMobile,
  normalizeSaudiMobile,
  patientSchema,
  toWesternDigits,
  validateSyncWith,
  type MessageDescriptor,
} from '@mk/validators';

/** The create-patient form's values; date_of_birth is the date field's 'YYYY-MM-DD'. */
export interface PatientDraft {
  name: string;
  phone: string;
  national_id: string;
  date_of_birth: string;
  gender?: Gender;
}

export type PatientErrors = Partial<Record<keyof PatientDraft, MessageDescriptor>>;

export const emptyPatientDraft = (phone = ''): PatientDraft => ({ name: '', phone, national_id: '', date_of_birth: '' });

/**
 * The shared patient rules (spec 2 section 5), first message of each failing field. Empty when the
 * patient can be registered.
 */
export function validatePatientDraft(draft: PatientDraft): PatientErrors {
  return validateSyncWith(patientSchema, draft) as PatientErrors;
}

/**
 * The phone as patients are stored and searched: a mobile as '0' plus its last 9 digits
 * ('+966 50 123 4567' -> '0501234567'), any other number with Western digits and no spaces.
 */
export function normalizePhone(phone: string): string {
  return isSaudiMobile(phone) ? normalizeSaudiMobile(phone) : compactPhone(phone.trim());
}

/** Body of `POST patient-write`: the date of birth as an ISO time, the clinic's name added (spec 2 section 3). */
export function patientPayload(draft: PatientDraft, clinicName?: string): PatientCreate {
  return {
    name: draft.name.trim(),
    phone: normalizePhone(draft.phone),
    national_id: toWesternDigits(draft.national_id.trim()),
    date_of_birth: birthDateToIsoTime(draft.date_of_birth),
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(clinicName ? { clinicName } : {}),
  };
}
