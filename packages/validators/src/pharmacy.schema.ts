import { CITIES, NAME_MIN } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import { validateLatitude, validateLongitude } from './coordinates.rule';
import { validateEmail } from './email.rule';
import { MESSAGES } from './messages';
import { validatePhone } from './phone.rule';
import { TEXT_LIMITS } from './text-rules';
import { digitText, phoneText, requiredName, requiredText, ruleTest, text } from './yup-rules';

const REQUIRED = MESSAGES.required;

/**
 * Register a pharmacy (spec 2 section 5): names pass the name rule at 4, the email is optional
 * but valid, the phone, latitude and longitude pass their rules; names, CR number, phone, address,
 * city, lat and lng are required ('Please fill all required fields'). The spec's update form has
 * no validation; here the update is checked with the same rules (docs/deviations.md).
 * `pic_id` is optional in the form: a PIC is always its own person in charge, and the server
 * refuses an ADMIN's pharmacy without a PIC ('Please choose a person in charge').
 */
export const pharmacySchema = object({
  name: requiredName(NAME_MIN.pharmacy, REQUIRED),
  name_ar: requiredName(NAME_MIN.pharmacy, REQUIRED),
  cr_number: digitText().required(REQUIRED),
  phone: phoneText().required(REQUIRED).test(ruleTest('phone', validatePhone)),
  email: text(TEXT_LIMITS.email).test(ruleTest('email', validateEmail)),
  address: requiredText(REQUIRED, TEXT_LIMITS.short),
  city: string().oneOf(CITIES, REQUIRED).required(REQUIRED),
  lat: text(TEXT_LIMITS.code).required(REQUIRED).test(ruleTest('latitude', validateLatitude)),
  lng: text(TEXT_LIMITS.code).required(REQUIRED).test(ruleTest('longitude', validateLongitude)),
  pic_id: text(TEXT_LIMITS.code),
});

export type PharmacyInput = InferType<typeof pharmacySchema>;
