import { getTableColumns } from 'drizzle-orm';
import { physicians, type PhysicianRow } from '../db/schema';
import type { TagItem } from '../tags/tags.repository';

/** The clinic names every physician read carries (spec 1 section 3, `clinic`). */
export interface PhysicianClinic {
  registered_clinic_name: string;
  registered_clinic_name_arabic: string;
}

export type PhysicianView = Omit<PhysicianRow, 'password_hash' | 'deleted_at'> & { clinic: PhysicianClinic };
export type TaggedPhysicianView = PhysicianView & { tags: TagItem[] };

/**
 * The columns the API may return: every one but the password hash and the internal deleted_at,
 * chosen by omission from the table so a read query can never select the hash by accident.
 */
const { password_hash: _hash, deleted_at: _deleted, ...viewColumns } = getTableColumns(physicians);
export const PHYSICIAN_VIEW_COLUMNS = viewColumns;

export function physicianView(row: PhysicianRow | Omit<PhysicianRow, 'password_hash' | 'deleted_at'>, clinic: PhysicianClinic): PhysicianView {
  const { password_hash: _p, deleted_at: _d, ...view } = row as PhysicianRow;
  return { ...view, clinic };
}

/**
 * What the patient app may show of a physician (`doctor-read/clinic/{clinicId}`). Chosen column by
 * column, so a new column never leaks by accident: no password, national id, phone, email, date
 * of birth or SCFHS number.
 */
export const PUBLIC_PHYSICIAN_COLUMNS = {
  sys_id: physicians.sys_id,
  name: physicians.name,
  arabic_name: physicians.arabic_name,
  title: physicians.title,
  gender: physicians.gender,
  avatar: physicians.avatar,
  clinic_id: physicians.clinic_id,
  education: physicians.education,
  about: physicians.about,
  about_en: physicians.about_en,
  nationality: physicians.nationality,
  specialization: physicians.specialization,
  subspecialization: physicians.subspecialization,
  subspecialization_ar: physicians.subspecialization_ar,
  expertise: physicians.expertise,
  expertise_ar: physicians.expertise_ar,
  consultation_fees: physicians.consultation_fees,
  walkin_fees: physicians.walkin_fees,
  homecare_fees: physicians.homecare_fees,
  consultation_duration: physicians.consultation_duration,
  audio_enabled: physicians.audio_enabled,
  text_enabled: physicians.text_enabled,
  video_enabled: physicians.video_enabled,
  walkin_enabled: physicians.walkin_enabled,
  homecare_enabled: physicians.homecare_enabled,
  uc_enabled: physicians.uc_enabled,
  mr_enabled: physicians.mr_enabled,
  path: physicians.path,
};

export type PublicPhysician = { [K in keyof typeof PUBLIC_PHYSICIAN_COLUMNS]: PhysicianRow[K] };
