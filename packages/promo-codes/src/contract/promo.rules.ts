import { RIYADH_TIME_ZONE } from '@mk/contracts';
import { PROMO_CODE_LENGTH, PROMO_DISCOUNT_PERCENT, PROMO_ENTITY_TYPES } from './promo';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { array, mixed, object, string, type InferType, type TestContext } from 'yup';
import { isCalendarDate, ruleTest, toNonNegativeNumber, validateTextCharacters, withValues } from '@mk/validators';
import { PROMO_MESSAGES as MESSAGES } from './promo.messages';

const REQUIRED = MESSAGES.promoRequired;

/** Options a caller may pass as yup context: `now` pins the clock (tests, replays). */
export interface PromoValidationContext {
  now?: Date | number;
}

/** A full ISO time that says its offset (`Z` or `+03:00`): without one, the instant would depend on the reader's clock. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a promo code ends, from its `end_date`: a day 'yyyy-mm-dd' is the end of that day in
 * Riyadh time (the code still works on the day it names), a full ISO time with its offset is that
 * instant. Undefined for anything else ('01/07/2025', '2025-02-30', a time without an offset).
 */
export function promoEndInstant(value: string): Date | undefined {
  const text = value.trim();
  const day = text.slice(0, 10);
  if (!isCalendarDate(day)) return undefined;
  if (text === day) return fromZonedTime(`${day}T23:59:59.999`, RIYADH_TIME_ZONE);
  if (!ISO_INSTANT.test(text)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** An end date may lie at most this many years ahead: a later one is a typing slip (20255 for 2025). */
export const PROMO_END_MAX_YEARS = 5;

function isWithinYears(this: TestContext, value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return true;
  const now = new Date(Number((this.options.context as PromoValidationContext | undefined)?.now ?? Date.now()));
  const end = promoEndInstant(value);
  // The same day five years on (Riyadh), to its end: on 2025-06-01 the latest end is 2030-06-01.
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + PROMO_END_MAX_YEARS);
  const latest = promoEndInstant(formatInTimeZone(later, RIYADH_TIME_ZONE, 'yyyy-MM-dd'))!;
  return end === undefined || end.getTime() <= latest.getTime();
}

/** Characters nobody sees: zero-width spaces and joiners, direction marks, soft hyphens, fillers. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]*$/u;

/**
 * A promo code as it is compared and stored: Unicode NFKC (full-width 'ＳＡＶＥ２０' is 'SAVE20')
 * without invisible characters ('SAVE\u200B20' is 'SAVE20'), trimmed. Codes that look the same
 * are then the same, and the unique index on lower(promo_code) sees them as one.
 */
export function normalizePromoCode(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').trim();
}

function isInFuture(this: TestContext, value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return true;
  const now = (this.options.context as PromoValidationContext | undefined)?.now ?? Date.now();
  const end = promoEndInstant(value);
  return end !== undefined && end.getTime() > Number(now);
}

const promoCode = string()
  .transform((value: unknown) => (typeof value === 'string' ? normalizePromoCode(value) : value))
  .required(REQUIRED)
  .min(PROMO_CODE_LENGTH.min, MESSAGES.promoCodeLength)
  .max(PROMO_CODE_LENGTH.max, MESSAGES.promoCodeLength)
  .test(ruleTest('characters', validateTextCharacters))
  .test('lettersAndDigits', MESSAGES.promoCodeCharacters, (value) => value === undefined || LETTERS_AND_DIGITS.test(value));
const endDate = string()
  .trim()
  .required(REQUIRED)
  .test('future', MESSAGES.promoFutureDate, isInFuture)
  .test('notTooFar', withValues(MESSAGES.promoDateTooFar, { years: PROMO_END_MAX_YEARS }), isWithinYears);
const entityType = string().oneOf(PROMO_ENTITY_TYPES, REQUIRED).required(REQUIRED);

const percentInRange = (percent: number | undefined) =>
  percent !== undefined && percent >= PROMO_DISCOUNT_PERCENT.min && percent <= PROMO_DISCOUNT_PERCENT.max;

/**
 * The create-promo-code form (spec 3 section 5): a code of 5 to 10 characters, a discount from 1
 * to 100 (percent), an expiration date in the future, an entity type and, unless EMERGENCY, at
 * least one entity ('Make sure you fill out all required fields').
 */
export const promoCodeSchema = object({
  promo_code: promoCode,
  discount: mixed<number>()
    .required(REQUIRED)
    .transform((value: unknown) => toNonNegativeNumber(value) ?? value)
    .test('discount', MESSAGES.promoDiscount, (value) => percentInRange(toNonNegativeNumber(value))),
  end_date: endDate,
  entity_type: entityType,
  entity_ids: array(string().trim().required(REQUIRED)).when('entity_type', {
    is: (type: string | undefined) => type !== 'EMERGENCY',
    then: (schema) => schema.min(1, REQUIRED).required(REQUIRED),
  }),
});

/**
 * Body of `POST promotion-write/promo` (one per entity): the discount is the stored fraction
 * (15 % is 0.15), so it must lie between 0.01 and 1. An EMERGENCY code may leave out entity_id
 * (the server uses EMERGENCY_PROMO_ENTITY_ID); every other type names its entity.
 */
export const promoCodeCreateSchema = object({
  promo_code: promoCode,
  // Not numeric(): its 'Should be a Number' would say something else than the form's one message.
  discount: mixed<number>()
    .required(REQUIRED)
    .transform((value: unknown) => toNonNegativeNumber(value) ?? value)
    .test('discount', MESSAGES.promoDiscount, (value) => {
      const fraction = toNonNegativeNumber(value);
      return fraction !== undefined && percentInRange(Math.round(fraction * 10000) / 100);
    }),
  entity_type: entityType,
  entity_id: string()
    .trim()
    .when('entity_type', {
      is: (type: string | undefined) => type !== 'EMERGENCY',
      then: (schema) => schema.required(REQUIRED),
    }),
  end_date: endDate,
});

/** The stored fraction of a percentage: 15 -> 0.15. */
export function discountToFraction(percent: number): number {
  return Math.round(percent * 100) / 10000;
}

export type PromoCodeInput = InferType<typeof promoCodeSchema>;
export type PromoCodeCreateInput = InferType<typeof promoCodeCreateSchema>;
