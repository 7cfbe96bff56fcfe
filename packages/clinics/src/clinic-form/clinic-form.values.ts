import { CLINIC_FLAG_DEFAULTS, type Clinic } from '@mk/contracts';
import { addressFields, BANK_FIELDS, blankValues, CONTACT_FIELDS, valuesFromRecord, type AddressPart } from '@mk/ui';

/** The text fields of the General Information section, in their order. */
const GENERAL_TEXT_FIELDS = [
  'registered_clinic_name',
  'registered_clinic_name_arabic',
  'pic_id',
  'specialization',
  'clinic_bio_en',
  'clinic_bio',
  'SCFHS_license_number',
] as const;

/** The text fields of the clinic forms, in the order of their sections. */
export const CLINIC_TEXT_FIELDS = [
  ...GENERAL_TEXT_FIELDS,
  ...CONTACT_FIELDS,
  'address',
  'street',
  'city',
  'zip',
  'country',
  'lat',
  'lng',
  ...BANK_FIELDS,
  'avatar',
] as const;

export const CLINIC_FLAG_FIELDS = ['walkin_enabled', 'homecare_enabled', 'same_day_booking', 'enable_online_pay', 'enable_clinic_pay'] as const;

export type ClinicTextField = (typeof CLINIC_TEXT_FIELDS)[number];
export type ClinicFlagField = (typeof CLINIC_FLAG_FIELDS)[number];
export type ClinicFormValues = Record<ClinicTextField, string> & Record<ClinicFlagField, boolean>;
export type ClinicFormField = ClinicTextField | ClinicFlagField;

export type SectionKey = 'ginfo' | 'contact' | 'address' | 'bank';

/** The Address section's lines as shown (spec 1 section 2): district (the `address` field), street, city, zip, country. */
export const CLINIC_ADDRESS: readonly AddressPart<ClinicFormValues>[] = ['district', 'street', 'city', 'zip', 'country'];

/** The four expandable sections, numbered 0 to 3 (spec 1 section 2), and the fields each holds. */
export const CLINIC_SECTIONS: ReadonlyArray<{ key: SectionKey; fields: readonly ClinicFormField[] }> = [
  { key: 'ginfo', fields: [...GENERAL_TEXT_FIELDS, ...CLINIC_FLAG_FIELDS] },
  { key: 'contact', fields: CONTACT_FIELDS },
  { key: 'address', fields: addressFields(CLINIC_ADDRESS) },
  { key: 'bank', fields: BANK_FIELDS },
];

/** Register defaults (spec 1 section 3): text empty, online pay on, the other flags off. */
export function emptyClinicValues(picId = ''): ClinicFormValues {
  return { ...blankValues(CLINIC_TEXT_FIELDS, CLINIC_FLAG_FIELDS), pic_id: picId, ...CLINIC_FLAG_DEFAULTS };
}

/** A stored clinic as form values: missing texts become '' and missing flags false. */
export function valuesFromClinic(clinic: Partial<Clinic>): ClinicFormValues {
  return valuesFromRecord(clinic, CLINIC_TEXT_FIELDS, CLINIC_FLAG_FIELDS, emptyClinicValues());
}
