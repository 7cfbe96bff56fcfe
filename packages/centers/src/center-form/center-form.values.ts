import { CENTER_FLAG_DEFAULTS, type Center } from '@mk/contracts';
import { addressFields, BANK_FIELDS, blankValues, CONTACT_FIELDS, valuesFromRecord, type AddressPart } from '@mk/ui';

/** The text fields of the General section, in their order. */
const GENERAL_TEXT_FIELDS = [
  'center_name',
  'center_name_arabic',
  'pic_id',
  'center_type',
  'specialization',
  'specialization_arabic',
  'SCFHS_license_number',
  'center_bio',
  'center_bio_ar',
] as const;

/** The text fields of the center forms, in the order of their sections. */
export const CENTER_TEXT_FIELDS = [
  ...GENERAL_TEXT_FIELDS,
  ...CONTACT_FIELDS,
  'address',
  'street',
  'city',
  'lat',
  'lng',
  ...BANK_FIELDS,
  'avatar',
] as const;

export const CENTER_FLAG_FIELDS = ['homecare_enabled', 'center_pay', 'online_pay'] as const;

export type CenterTextField = (typeof CENTER_TEXT_FIELDS)[number];
export type CenterFlagField = (typeof CENTER_FLAG_FIELDS)[number];
export type CenterFormValues = Record<CenterTextField, string> & Record<CenterFlagField, boolean>;
export type CenterFormField = CenterTextField | CenterFlagField;

export type SectionKey = 'general' | 'contact' | 'address' | 'bank';

/** The Address section's lines as shown: the city first, then the district (the `address` field) and the street. */
export const CENTER_ADDRESS: readonly AddressPart<CenterFormValues>[] = ['city', 'district', 'street'];

/** The four expandable sections (spec 3 section 2) and the fields each holds; the logo sits above them. */
export const CENTER_SECTIONS: ReadonlyArray<{ key: SectionKey; fields: readonly CenterFormField[] }> = [
  { key: 'general', fields: [...GENERAL_TEXT_FIELDS, ...CENTER_FLAG_FIELDS] },
  { key: 'contact', fields: CONTACT_FIELDS },
  { key: 'address', fields: addressFields(CENTER_ADDRESS) },
  { key: 'bank', fields: BANK_FIELDS },
];

/** Register defaults (spec 3 section 3): text empty, home care off, center pay off, online pay on. */
export function emptyCenterValues(picId = ''): CenterFormValues {
  return { ...blankValues(CENTER_TEXT_FIELDS, CENTER_FLAG_FIELDS), pic_id: picId, ...CENTER_FLAG_DEFAULTS };
}

/** A stored center as form values: missing texts become '' and missing flags false. */
export function valuesFromCenter(center: Partial<Center>): CenterFormValues {
  return valuesFromRecord(center, CENTER_TEXT_FIELDS, CENTER_FLAG_FIELDS, emptyCenterValues());
}
