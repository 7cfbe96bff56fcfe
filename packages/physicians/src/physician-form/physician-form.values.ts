import type { Physician } from '@mk/contracts';
import { blankValues, valuesFromRecord } from '@mk/ui';

/** The text fields of the physician forms (numbers are typed as text and converted on sending). */
export const PHYSICIAN_TEXT_FIELDS = [
  'name',
  'arabic_name',
  'title',
  'gender',
  'date_of_birth',
  'nationality',
  'national_id',
  'education',
  'about_en',
  'about',
  'avatar',
  'phone',
  'email',
  'password',
  'clinic_id',
  'medical_id',
  'specialization',
  'subspecialization',
  'subspecialization_ar',
  'expertise',
  'expertise_ar',
  'consultation_duration',
  'consultation_fees',
  'walkin_fees',
  'homecare_fees',
] as const;

/** The consultation kinds a physician offers; audio, text and video together are Online Consultation. */
export const SERVICE_FLAGS = ['walkin_enabled', 'audio_enabled', 'text_enabled', 'video_enabled', 'homecare_enabled', 'uc_enabled', 'mr_enabled'] as const;
export const PHYSICIAN_FLAG_FIELDS = ['app_access', ...SERVICE_FLAGS] as const;

export const FEE_FIELDS = ['consultation_fees', 'walkin_fees', 'homecare_fees'] as const;
/** Typed as text, sent as numbers. */
export const NUMBER_FIELDS = ['consultation_duration', ...FEE_FIELDS] as const;

export type PhysicianTextField = (typeof PHYSICIAN_TEXT_FIELDS)[number];
export type PhysicianFlagField = (typeof PHYSICIAN_FLAG_FIELDS)[number];
export type PhysicianFormValues = Record<PhysicianTextField, string> & Record<PhysicianFlagField, boolean>;
/** `services` is where the schema reports "no service chosen". */
export type PhysicianFormField = PhysicianTextField | PhysicianFlagField | 'services';

export type SectionKey = 'ginfo' | 'contact' | 'medical';

/** The three expandable sections (spec 1 section 2) and the fields each holds. */
export const PHYSICIAN_SECTIONS: ReadonlyArray<{ key: SectionKey; fields: readonly PhysicianFormField[] }> = [
  {
    key: 'ginfo',
    fields: ['avatar', 'name', 'arabic_name', 'title', 'gender', 'date_of_birth', 'nationality', 'national_id', 'education', 'about_en', 'about'],
  },
  { key: 'contact', fields: ['app_access', 'phone', 'email', 'password'] },
  {
    key: 'medical',
    fields: [
      'clinic_id',
      'medical_id',
      'specialization',
      'subspecialization',
      'subspecialization_ar',
      'expertise',
      'expertise_ar',
      'services',
      ...SERVICE_FLAGS,
      ...NUMBER_FIELDS,
    ],
  },
];

/** Register defaults (spec 1 section 3): app access on, no service yet, fees left to the server's 0. */
export function emptyPhysicianValues(clinicId = ''): PhysicianFormValues {
  return { ...blankValues(PHYSICIAN_TEXT_FIELDS, PHYSICIAN_FLAG_FIELDS), clinic_id: clinicId, app_access: true };
}

/** A stored physician as form values: missing texts become '', numbers text, a date-time its day. */
export function valuesFromPhysician(physician: Partial<Physician>): PhysicianFormValues {
  const values = valuesFromRecord(physician, PHYSICIAN_TEXT_FIELDS, PHYSICIAN_FLAG_FIELDS, emptyPhysicianValues());
  // The date input holds YYYY-MM-DD; a stored ISO time keeps its day.
  return { ...values, date_of_birth: values.date_of_birth.slice(0, 10) };
}
