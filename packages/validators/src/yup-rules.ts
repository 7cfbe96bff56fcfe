import { mixed, string, type TestConfig } from 'yup';
import type { MessageDescriptor } from './descriptor';
import { compactPhone, toWesternDigits } from './digits';
import { isEmpty } from './empty';
import { MESSAGES } from './messages';
import { validateName } from './name.rule';
import { toNonNegativeNumber, validateNumber } from './number.rule';
import { NUMBER_LIMIT, TEXT_LIMITS, validateNameCharacters, validateTextCharacters, validateTextLength } from './text-rules';

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

/** A length test ('Must be at most {max} characters') and the control-character test of every text field. */
const bounded = (max: number) => [
  ruleTest('length', (value) => validateTextLength(value, max)),
  ruleTest('characters', validateTextCharacters),
];

/** A trimmed text of at most `max` characters, without control characters (tab and line breaks allowed). */
export const text = (max: number = TEXT_LIMITS.short) => {
  const [length, characters] = bounded(max);
  return string().trim().test(length).test(characters);
};

/** The same, kept as typed (bank fields and lists the forms send untrimmed). */
export const untrimmedText = (max: number = TEXT_LIMITS.short) => {
  const [length, characters] = bounded(max);
  return string().test(length).test(characters);
};

/**
 * A trimmed name that is required (with `required`), passes the name rule at `min`, holds at most
 * TEXT_LIMITS.name characters and no control, bidi-override or `<` `>` character.
 */
export const requiredName = (min: number, required: MessageDescriptor) => optionalName(min).required(required);

/** The name rule of `requiredName` for a name that may be left out (empty passes). */
export const optionalName = (min: number) =>
  string()
    .trim()
    .test(ruleTest('name', (value) => validateName(value, min)))
    .test(ruleTest('length', (value) => validateTextLength(value, TEXT_LIMITS.name)))
    .test(ruleTest('nameCharacters', validateNameCharacters));

/** A required trimmed text of at most `max` characters (a paragraph by default). */
export const requiredText = (required: MessageDescriptor, max: number = TEXT_LIMITS.long) => text(max).required(required);

/** A phone field: Western digits, no spaces or dashes, so the server stores one spelling. */
export const phoneText = () =>
  text(TEXT_LIMITS.code).transform((value: unknown) => (typeof value === 'string' ? compactPhone(value) : value));

/** Text made of digits (ids, license numbers), with Arabic-Indic digits converted. */
export const digitText = () =>
  text(TEXT_LIMITS.code).transform((value: unknown) => (typeof value === 'string' ? toWesternDigits(value) : value));

/**
 * A number field (fees, prices, durations). Accepts numbers and numeric strings (Arabic-Indic
 * digits too) and outputs a number; an empty value becomes undefined; anything else fails with
 * 'Should be a Number'; a value that reaches `max` (NUMBER_LIMIT when none is given) fails
 * 'Invalid should be less than {max}', so 1e308 or a 400-digit string never reaches a column.
 */
export const numeric = (max: number = NUMBER_LIMIT) =>
  mixed<number>()
    .transform((value: unknown) => {
      if (isEmpty(value)) return undefined;
      return toNonNegativeNumber(value) ?? value;
    })
    .test(ruleTest('number', (value) => validateNumber(value, max)));

/** A number field that takes whole numbers only (minutes of a consultation): 1.5 fails 'Must be a whole number'. */
export const wholeNumeric = (max: number = NUMBER_LIMIT) =>
  numeric(max).test(
    ruleTest('whole', (value) => (typeof value === 'number' && !Number.isInteger(value) ? MESSAGES.numberNotWhole : undefined)),
  );
