import { getTableColumns } from 'drizzle-orm';
import type { Physician, PhysicianClinic, PhysicianWithTags } from '@mk/contracts';
import { physicians, type PhysicianRow } from '../db/schema';

export type { PhysicianClinic } from '@mk/contracts';
export type PhysicianView = Physician;
export type TaggedPhysicianView = PhysicianWithTags;

/**
 * The columns the API may return: every one but the password hash and the internal deleted_at,
 * chosen by omission from the table so a read query can never select the hash by accident.
 */
const { password_hash: _hash, deleted_at: _deleted, ...viewColumns } = getTableColumns(physicians);
export const PHYSICIAN_VIEW_COLUMNS = viewColumns;

/**
 * A physician as the API returns it: its columns but the hash and deleted_at, the times as ISO 8601
 * text, and its clinic's names only (whatever else the caller read of the clinic).
 */
export function physicianView(row: PhysicianRow | Omit<PhysicianRow, 'password_hash' | 'deleted_at'>, clinic: PhysicianClinic): PhysicianView {
  const { password_hash: _p, deleted_at: _d, createdAt, updatedAt, ...view } = row as PhysicianRow;
  const { registered_clinic_name, registered_clinic_name_arabic } = clinic;
  return { ...view, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(), clinic: { registered_clinic_name, registered_clinic_name_arabic } };
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
