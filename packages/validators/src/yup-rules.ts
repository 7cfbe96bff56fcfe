import { mixed, string, type TestConfig } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { compactPhone, toWesternDigits } from './digits';
import { isEmpty } from './empty';
import { validateName } from './name.rule';
import { toNonNegativeNumber, validateNumber } from './number.rule';

/**
 * Turns one of our rule functions into a yup test whose error message is the rule's descriptor,
 * so yup errors carry `{ id, defaultMessage, values }` exactly as the function returns them.
 */
export function ruleTest(name: string, check: (value: unknown) => MessageDescriptor | undefined): TestConfig<unknown> {
  return {
    name,
    test(value) {
      const error = check(value);
      return error ? this.createError({ message: error }) : true;
    },
  };
}

/** A yup test failing with `message` whenever `predicate` is false. */
export function checkTest(
  name: string,
  message: MessageDescriptor,
  predicate: (value: unknown) => boolean,
): TestConfig<unknown> {
  return { name, message, test: (value) => predicate(value) };
}

/** A trimmed text that is required (with `required`) and passes the name rule at `min`. */
export const requiredName = (min: number, required: MessageDescriptor) =>
  string()
    .trim()
    .required(required)
    .test(ruleTest('name', (value) => validateName(value, min)));

export const requiredText = (required: MessageDescriptor) => string().trim().required(required);

/** A phone field: Western digits, no spaces or dashes, so the server stores one spelling. */
export const phoneText = () =>
  string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? compactPhone(value) : value));

/** Text made of digits (ids, license numbers), with Arabic-Indic digits converted. */
export const digitText = () =>
  string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? toWesternDigits(value) : value));

/**
 * A number field (fees, prices, durations). Accepts numbers and numeric strings (Arabic-Indic
 * digits too) and outputs a number; an empty value becomes undefined; anything else fails with
 * 'Should be a Number', and with `max` a value that reaches it fails 'Invalid should be less than {max}'.
 */
export const numeric = (max?: number) =>
  mixed<number>()
    .transform((value: unknown) => {
      if (isEmpty(value)) return undefined;
      return toNonNegativeNumber(value) ?? value;
    })
    .test(ruleTest('number', (value) => validateNumber(value, max)));
