import { CITIES, NAME_MIN } from '@mk/contracts';
import { object, string, type InferType } from 'yup';
import { validateLatitude, validateLongitude } from './coordinates.rule';
import { validateEmail } from './email.rule';
import { MESSAGES } from './messages';
import { validatePhone } from './phone.rule';
import { digitText, phoneText, requiredName, requiredText, ruleTest } from './yup-rules';

const REQUIRED = MESSAGES.required;

/**
 * Register a pharmacy (spec 2 section 5): names at 4, email optional, phone, latitude and
 * longitude valid; names, CR number, phone, address, city, lat and lng required. (The update
 * form of the spec has no validation.)
 */
export const pharmacySchema = object({
  name: requiredName(NAME_MIN.pharmacy, REQUIRED),
  name_ar: requiredName(NAME_MIN.pharmacy, REQUIRED),
  cr_number: digitText().required(REQUIRED),
  phone: phoneText().required(REQUIRED).test(ruleTest('phone', validatePhone)),
  email: string().trim().test(ruleTest('email', validateEmail)),
  address: requiredText(REQUIRED),
  city: string().oneOf(CITIES, REQUIRED).required(REQUIRED),
  lat: string().trim().required(REQUIRED).test(ruleTest('latitude', validateLatitude)),
  lng: string().trim().required(REQUIRED).test(ruleTest('longitude', validateLongitude)),
  pic_id: string().trim(),
});

export type PharmacyInput = InferType<typeof pharmacySchema>;
