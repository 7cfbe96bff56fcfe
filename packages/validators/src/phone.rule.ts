import type { MessageDescriptor } from './descriptor';
import { compactPhone } from './digits';
import { asText, isEmpty } from './empty';
import { MESSAGES } from './messages';

/**
 * Saudi mobile: a prefix 009665, 9665, +9665, 05 or 5, then one digit, then 7 digits:
 * '0501234567', '501234567', '+966501234567', '966501234567', '00966501234567'.
 */
const SAUDI_MOBILE = /^(009665|9665|\+9665|05|5)\d{8}$/;
/** Landline: 01 then 8 digits ('0112345678'). */
const SAUDI_LANDLINE = /^01\d{8}$/;
/** Unified number: 9200 then 5 digits ('920012345'). */
const UNIFIED_NUMBER = /^9200\d{5}$/;

export function isSaudiMobile(value: string): boolean {
  return SAUDI_MOBILE.test(compactPhone(value));
}

/**
 * Spec 1 section 5, phone: a Saudi mobile, a landline or a 9200 number, else 'Invalid phone
 * number'. Spaces, dashes and Arabic-Indic digits are tolerated. Empty passes.
 */
export function validatePhone(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  const phone = compactPhone(asText(value));
  return SAUDI_MOBILE.test(phone) || SAUDI_LANDLINE.test(phone) || UNIFIED_NUMBER.test(phone)
    ? undefined
    : MESSAGES.phoneInvalid;
}

/** Spec 1 section 5, mobilePhone: the mobile pattern only, same message. Empty passes. */
export function validateMobilePhone(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  return isSaudiMobile(asText(value)) ? undefined : MESSAGES.phoneInvalid;
}
