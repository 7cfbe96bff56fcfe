import type { MessageDescriptor } from './descriptor';
import { toWesternDigits } from './digits';
import { asText, isEmpty } from './empty';
import { MESSAGES, withValues } from './messages';

const NON_NEGATIVE_DECIMAL = /^\d+(\.\d+)?$/;

/** The number a form value stands for, or undefined when it is not a number of 0 or more. */
export function toNonNegativeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = toWesternDigits(value.trim());
  const number = NON_NEGATIVE_DECIMAL.test(text) ? Number(text) : undefined;
  // 400 digits make Infinity: no number of a form.
  return number !== undefined && Number.isFinite(number) ? number : undefined;
}

/**
 * Spec 1 section 5, number: empty passes; otherwise a number of 0 or more ('Should be a Number');
 * with a maximum, a value that reaches it fails ('Invalid should be less than {max}').
 * validateNumber('60', 61) passes, validateNumber('61', 61) fails. Arabic-Indic digits count.
 */
export function validateNumber(value: unknown, max?: number): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  const number = toNonNegativeNumber(typeof value === 'number' ? value : asText(value));
  if (number === undefined) return MESSAGES.numberNotNumber;
  if (max !== undefined && number >= max) return withValues(MESSAGES.numberTooLarge, { max });
  return undefined;
}
