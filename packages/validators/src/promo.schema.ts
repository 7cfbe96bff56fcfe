import { PROMO_CODE_LENGTH, PROMO_DISCOUNT_PERCENT, PROMO_ENTITY_TYPES } from '@mk/contracts';
import { array, mixed, object, string, type InferType, type TestContext } from 'yup';
import { MESSAGES } from './messages';
import { toNonNegativeNumber } from './number.rule';
import { numeric } from './yup-rules';

const REQUIRED = MESSAGES.promoRequired;

/** Options a caller may pass as yup context: `now` pins the clock (tests, replays). */
export interface PromoValidationContext {
  now?: Date | number;
}

function isInFuture(this: TestContext, value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return true;
  const now = (this.options.context as PromoValidationContext | undefined)?.now ?? Date.now();
  const end = Date.parse(value);
  return !Number.isNaN(end) && end > Number(now);
}

const promoCode = string()
  .trim()
  .required(REQUIRED)
  .min(PROMO_CODE_LENGTH.min, MESSAGES.promoCodeLength)
  .max(PROMO_CODE_LENGTH.max, MESSAGES.promoCodeLength);
const endDate = string().trim().required(REQUIRED).test('future', MESSAGES.promoFutureDate, isInFuture);
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
 * (15 % is 0.15), so it must lie between 0.01 and 1.
 */
export const promoCodeCreateSchema = object({
  promo_code: promoCode,
  discount: numeric()
    .required(REQUIRED)
    .test('discount', MESSAGES.promoDiscount, (value) => {
      const fraction = toNonNegativeNumber(value);
      return fraction !== undefined && percentInRange(Math.round(fraction * 10000) / 100);
    }),
  entity_type: entityType,
  entity_id: string().trim().required(REQUIRED),
  end_date: endDate,
});

/** The stored fraction of a percentage: 15 -> 0.15. */
export function discountToFraction(percent: number): number {
  return Math.round(percent * 100) / 10000;
}

export type PromoCodeInput = InferType<typeof promoCodeSchema>;
export type PromoCodeCreateInput = InferType<typeof promoCodeCreateSchema>;
