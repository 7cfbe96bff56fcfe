import type { Gender, Specialization, Title } from './enums';

/** A physician as the API returns it (spec 1 section 3). */
export interface Physician {
  sys_id: string;
  name: string;
  arabic_name: string;
  title: Title;
  gender: Gender;
  phone?: string;
  email?: string;
  /** A default logo is shown when empty. */
  avatar?: string;
  /** SCFHS number. */
  medical_id: string;
  clinic_id: string;
  clinic?: { registered_clinic_name: string; registered_clinic_name_arabic: string };
  education?: string;
  /** The Arabic bio. */
  about: string;
  about_en: string;
  nationality?: string;
  national_id?: string;
  /** ISO date. */
  date_of_birth?: string;
  specialization: Specialization;
  subspecialization?: string;
  subspecialization_ar?: string;
  expertise?: string;
  expertise_ar?: string;
  consultation_fees?: number;
  walkin_fees?: number;
  homecare_fees?: number;
  /** Minutes. Also the slot length of the physician's schedule, capped at 60. */
  consultation_duration?: number;
  app_access: boolean;
  audio_enabled: boolean;
  text_enabled: boolean;
  video_enabled: boolean;
  walkin_enabled: boolean;
  homecare_enabled: boolean;
  uc_enabled: boolean;
  mr_enabled: boolean;
  /** Public profile link suffix. */
  path?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** Body of `POST doctor-write`; the password is sent on create only. */
export type PhysicianCreate = Omit<Physician, 'sys_id' | 'clinic' | 'createdAt' | 'updatedAt'> & { password?: string };
/** Body of `PATCH doctor-write/{id}` (timestamps, id, sys_id and clinic are dropped). */
export type PhysicianUpdate = Partial<Omit<Physician, 'sys_id' | 'clinic' | 'createdAt' | 'updatedAt'>>;

export const PHYSICIAN_DEFAULTS = {
  consultation_fees: 0,
  walkin_fees: 0,
  homecare_fees: 0,
  app_access: true,
} as const;

/** Query of `GET doctor-read/v2`; `tags` is a comma list of tag ids. */
export interface PhysicianListQuery {
  name?: string;
  page?: number;
  limit?: number;
  city?: string;
  consultationType?: string;
  specialization?: Specialization;
  tags?: string;
  clinic?: string;
}

/** The physician fields the appointment wizard reads (spec 2 section 3). */
export type WizardPhysician = Pick<
  Physician,
  'sys_id' | 'name' | 'arabic_name' | 'audio_enabled' | 'text_enabled' | 'video_enabled' | 'walkin_enabled'
>;
