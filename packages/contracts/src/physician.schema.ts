import { Type, type Static } from '@sinclair/typebox';
import { isoTime, orNull, sysId, text } from './schema-fields';
import { TagSearchItemSchema } from './tag.schema';

/*
 * The physicians API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas
 * and the types the dashboard reads are derived from them, so the two cannot differ. The fields are the
 * physician columns as stored (never the password hash): text a write may leave out is null, never missing.
 */

const fee = (description: string) => Type.Number({ description: `${description}, in SAR (halalas as decimals)` });

/** The names of a physician's clinic, which every physician read carries. */
export const PhysicianClinicSchema = Type.Object({ registered_clinic_name: Type.String(), registered_clinic_name_arabic: Type.String() });
export type PhysicianClinic = Static<typeof PhysicianClinicSchema>;

/** The physician's own columns, as the back office reads them. */
const physicianFields = {
  sys_id: sysId(),
  id: Type.Integer({ minimum: 1, description: 'The serial number, shown nowhere; physicians are addressed by sys_id' }),
  name: Type.String(),
  arabic_name: Type.String(),
  title: Type.String({ description: 'One of TITLES' }),
  gender: Type.String({ description: 'One of GENDERS' }),
  phone: text(),
  email: text(),
  avatar: text('The photo: a path of ours (`/api/media/files/...`) or a link; null shows a default'),
  medical_id: Type.String({ description: 'The SCFHS number' }),
  clinic_id: sysId("The sys_id of the physician's clinic"),
  education: text(),
  about: Type.String({ description: 'The Arabic bio' }),
  about_en: Type.String({ description: 'The English bio' }),
  nationality: text(),
  national_id: text(),
  date_of_birth: text('YYYY-MM-DD'),
  specialization: Type.String({ description: 'One of SPECIALIZATIONS' }),
  subspecialization: text(),
  subspecialization_ar: text(),
  expertise: text(),
  expertise_ar: text(),
  consultation_fees: fee('The online consultation fee'),
  walkin_fees: fee('The walk-in fee'),
  homecare_fees: fee('The home care fee'),
  consultation_duration: orNull(Type.Number(), 'Minutes; also the slot length of the schedule, capped at 60'),
  app_access: Type.Boolean({ description: 'Whether the physician signs in to the app' }),
  audio_enabled: Type.Boolean(),
  text_enabled: Type.Boolean(),
  video_enabled: Type.Boolean(),
  walkin_enabled: Type.Boolean(),
  homecare_enabled: Type.Boolean(),
  uc_enabled: Type.Boolean(),
  mr_enabled: Type.Boolean(),
  path: text('The public profile link suffix'),
  createdAt: isoTime('When the physician was registered'),
  updatedAt: isoTime('When the physician last changed'),
};

/** A physician as the API sends it (spec 1 section 3): the rows of `GET doctor-read/`, and the replies of `POST` and `PATCH doctor-write`. */
export const PhysicianSchema = Type.Object({ ...physicianFields, clinic: PhysicianClinicSchema });
export type Physician = Static<typeof PhysicianSchema>;

/** A physician with its active tags: the rows of `GET doctor-read/v2` and the reply of `GET doctor-read/{id}`. */
export const PhysicianWithTagsSchema = Type.Object({ ...PhysicianSchema.properties, tags: Type.Array(TagSearchItemSchema, { description: 'Its active tags' }) });
export type PhysicianWithTags = Static<typeof PhysicianWithTagsSchema>;

/**
 * What the patient app may show of a physician (`GET doctor-read/clinic/{clinicId}`, no login): no
 * phone, email, national id, date of birth or SCFHS number.
 */
export const PublicPhysicianSchema = Type.Object({
  sys_id: physicianFields.sys_id,
  name: physicianFields.name,
  arabic_name: physicianFields.arabic_name,
  title: physicianFields.title,
  gender: physicianFields.gender,
  avatar: physicianFields.avatar,
  clinic_id: physicianFields.clinic_id,
  education: physicianFields.education,
  about: physicianFields.about,
  about_en: physicianFields.about_en,
  nationality: physicianFields.nationality,
  specialization: physicianFields.specialization,
  subspecialization: physicianFields.subspecialization,
  subspecialization_ar: physicianFields.subspecialization_ar,
  expertise: physicianFields.expertise,
  expertise_ar: physicianFields.expertise_ar,
  consultation_fees: physicianFields.consultation_fees,
  walkin_fees: physicianFields.walkin_fees,
  homecare_fees: physicianFields.homecare_fees,
  consultation_duration: physicianFields.consultation_duration,
  audio_enabled: physicianFields.audio_enabled,
  text_enabled: physicianFields.text_enabled,
  video_enabled: physicianFields.video_enabled,
  walkin_enabled: physicianFields.walkin_enabled,
  homecare_enabled: physicianFields.homecare_enabled,
  uc_enabled: physicianFields.uc_enabled,
  mr_enabled: physicianFields.mr_enabled,
  path: physicianFields.path,
});
export type PublicPhysician = Static<typeof PublicPhysicianSchema>;

/** What `DELETE doctor-write/{id}` answers: the removed physician's id and name. */
export const DeletedPhysicianSchema = Type.Object({ sys_id: sysId(), name: Type.String() });
export type DeletedPhysician = Static<typeof DeletedPhysicianSchema>;
