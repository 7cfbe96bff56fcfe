import type { MessageDescriptor } from './descriptor';
import { toWesternDigits } from './digits';
import { asText, isEmpty } from './empty';
import { MESSAGES } from './messages';
import { SAUDI_COUNTRY_ID } from '@mk/contracts';

/**
 * The mod-10 checksum of Saudi national (1...) and residence (2...) ids, Luhn style: digits at
 * even positions (0, 2, ..., 8 from the left) are doubled and their digits summed, the others
 * added as they are; the total must be a multiple of 10.
 * Worked example, 1000000008: 1*2=2, then zeros, then 8 -> 10, valid.
 */
export function passesNationalIdChecksum(id: string): boolean {
  let sum = 0;
  for (let i = 0; i < id.length; i += 1) {
    const digit = Number(id[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return sum % 10 === 0;
}

/**
 * Spec 1 section 5: 10 digits starting with 1 or 2 that pass the mod-10 checksum, else
 * 'Invalid National/Residence ID'. Arabic-Indic digits count. Empty passes.
 */
export function validateNationalId(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  const id = toWesternDigits(asText(value));
  return /^[12]\d{9}$/.test(id) && passesNationalIdChecksum(id) ? undefined : MESSAGES.nationalIdInvalid;
}

/** 'SAU' for a national id starting with 1 (a citizen); undefined otherwise. */
export function countryIdFromNationalId(nationalId: string): string | undefined {
  return toWesternDigits(nationalId.trim()).startsWith('1') ? SAUDI_COUNTRY_ID : undefined;
}
