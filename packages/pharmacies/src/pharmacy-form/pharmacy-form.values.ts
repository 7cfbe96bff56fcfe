import type { Pharmacy } from '@mk/contracts';
import { addressFields, blankValues, valuesFromRecord, type AddressPart } from '@mk/ui';

/** The fields of the pharmacy forms, in the order of their sections. */
export const PHARMACY_FIELDS = ['name', 'name_ar', 'pic_id', 'cr_number', 'phone', 'email', 'address', 'city', 'lat', 'lng'] as const;

export type PharmacyField = (typeof PHARMACY_FIELDS)[number];
export type PharmacyFormValues = Record<PharmacyField, string>;
export type SectionKey = 'general' | 'contact' | 'address';

/** The Address section's lines as shown: the whole address, then the city. */
export const PHARMACY_ADDRESS: readonly AddressPart<PharmacyFormValues>[] = ['address', 'city'];

/** The three sections, matching the profile's sheets (spec 2 section 2), and the fields each holds. */
export const PHARMACY_SECTIONS: ReadonlyArray<{ key: SectionKey; fields: readonly PharmacyField[] }> = [
  { key: 'general', fields: ['name', 'name_ar', 'pic_id', 'cr_number'] },
  { key: 'contact', fields: ['phone', 'email'] },
  { key: 'address', fields: addressFields(PHARMACY_ADDRESS) },
];

/** Register defaults: every field empty, the person in charge given (a PIC is their own). */
export function emptyPharmacyValues(picId = ''): PharmacyFormValues {
  return { ...blankValues(PHARMACY_FIELDS, []), pic_id: picId };
}

/** A stored pharmacy as form values: missing texts become '', coordinates text. */
export function valuesFromPharmacy(pharmacy: Partial<Pharmacy>): PharmacyFormValues {
  return valuesFromRecord(pharmacy, PHARMACY_FIELDS, [], emptyPharmacyValues());
}
