/**
 * Each field of a physician as the API names it, with the label its form gives it (the History tab's
 * field names). The form offers audio, text and video together as one 'Online Consultation' box, so
 * those three take the profile's labels, which name each. The password never reaches the trail.
 */
const FIELD = (key: string) => `physicians.form.fields.${key}`;
const SHEET = (key: string) => `physicians.profile.fields.${key}`;

export const PHYSICIAN_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: FIELD('name'),
  arabic_name: FIELD('arabicName'),
  title: FIELD('title'),
  gender: FIELD('gender'),
  date_of_birth: FIELD('dateOfBirth'),
  nationality: FIELD('nationality'),
  national_id: FIELD('nationalId'),
  education: FIELD('education'),
  about_en: FIELD('aboutEn'),
  about: FIELD('about'),
  app_access: FIELD('appAccess'),
  phone: FIELD('phone'),
  email: FIELD('email'),
  clinic_id: FIELD('clinic'),
  medical_id: FIELD('medicalId'),
  specialization: FIELD('specialization'),
  subspecialization: FIELD('subspecialization'),
  subspecialization_ar: FIELD('subspecializationAr'),
  expertise: FIELD('expertise'),
  expertise_ar: FIELD('expertiseAr'),
  walkin_enabled: FIELD('walkin'),
  audio_enabled: SHEET('audio'),
  text_enabled: SHEET('text'),
  video_enabled: SHEET('video'),
  homecare_enabled: FIELD('homecare'),
  uc_enabled: FIELD('uc'),
  mr_enabled: FIELD('mr'),
  consultation_duration: FIELD('duration'),
  consultation_fees: FIELD('consultationFees'),
  walkin_fees: FIELD('walkinFees'),
  homecare_fees: FIELD('homecareFees'),
  avatar: 'physicians.form.avatar',
};
