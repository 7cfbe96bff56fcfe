import type { PharmacyWrite } from '@mk/contracts';
import { pharmacySchema } from '@mk/validators';
import type { PharmacyFormValues } from './pharmacy-form.values';

/** The schema has checked the values (the city is one of CITIES). */
type Payload = Partial<PharmacyWrite>;

/** The values as the shared schema reads them: trimmed, Western digits, the phone without spaces. */
const cleaned = (values: Partial<PharmacyFormValues>) => pharmacySchema.cast(values, { assert: false, stripUnknown: true }) as Payload;

/** Register body: the cleaned values without the empty ones (an optional email left blank is not sent). */
export function createPayload(values: PharmacyFormValues): Payload {
  return Object.fromEntries(Object.entries(cleaned(values)).filter(([, value]) => value !== undefined && value !== '')) as Payload;
}

/**
 * Update body: every field of the form, cleaned, so a cleared email is cleared; the person in
 * charge is not the update form's to change.
 */
export function updatePayload(values: PharmacyFormValues): Payload {
  const { pic_id: _pic, ...rest } = values;
  return { ...cleaned(rest), email: rest.email.trim() };
}
