import type { Gender, Specialization, Title } from './enums';
import type { Physician } from './physician.schema';

/**
 * The fields of a physician form (spec 1 section 3), as the writes take them. A physician as the API
 * returns it is `Physician` (physician.schema.ts).
 */
interface PhysicianFields {
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
}

/** Body of `POST doctor-write`; the password is sent on create only. */
export type PhysicianCreate = PhysicianFields & { password?: string };
/** Body of `PATCH doctor-write/{id}` (timestamps, id, sys_id and clinic are dropped). */
export type PhysicianUpdate = Partial<PhysicianFields>;

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
