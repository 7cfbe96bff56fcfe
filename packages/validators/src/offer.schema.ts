import { NAME_MIN } from '@mk/contracts';
import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { isEmpty } from './empty';
import type { Validating } from './field-errors';
import { MESSAGES, withValues } from './messages';
import { toNonNegativeNumber } from './number.rule';
import { numeric, requiredName, requiredText, ruleTest, text } from './yup-rules';
import { TEXT_LIMITS } from './text-rules';

const INCOMPLETE = MESSAGES.offerItemIncomplete;

/**
 * Bounds of an offer. Each keeps the stored total inside its column (numeric(14, 2), below 10^12):
 * 100 items × 999,999.99 × 1,000 plus a delivery price below 10^6 is about 10^11. A quantity above
 * 1,000 of one medicine is a typing slip, and a delivery takes at most a day (1,440 minutes).
 */
export const OFFER_LIMITS = {
  items: 100,
  quantity: 1000,
  price: 1_000_000,
  deliveryMinutes: 1440,
  /** A total the client states is compared with the server's; it may be as large as the column holds. */
  total: 1_000_000_000_000,
} as const;

/** Ids of prescribed medicines are serial numbers; item ids are uuids or such numbers, never free text. */
const MEDICINE_ID = /^[0-9]{1,10}$/;
const ITEM_ID = /^([0-9]{1,10}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The context a form or the server may pass: `prescribed` when the order is a prescription's. */
export interface OfferValidationContext {
  prescribed?: boolean;
}

/** Whether an item stands for a prescribed medicine itself (its name then comes from the prescription). */
const isPrescribedItself = (item: { medicine_id?: string; substitute?: boolean }) => Boolean(item.medicine_id) && item.substitute !== true;

/**
 * One medicine of an offer. On a prescription's order it names the prescribed medicine by
 * `medicine_id` (its name is the prescription's), or is a `substitute` for one with the
 * substitute's own name (a generic for a brand); on a photo's order (ATTACHMENT) it is a free
 * name. Price below 1,000,000 SAR, quantity a whole number from 1 to 1,000.
 */
export const offerItemSchema = object({
  sys_id: string().trim().test(ruleTest('itemId', (value) => (isEmpty(value) || ITEM_ID.test(String(value)) ? undefined : MESSAGES.offerItemId))),
  medicine_id: string()
    .trim()
    .test(ruleTest('medicineId', (value) => (isEmpty(value) || MEDICINE_ID.test(String(value)) ? undefined : MESSAGES.offerItemId)))
    .when('$prescribed', { is: true, then: (schema) => schema.required(INCOMPLETE) }),
  substitute: boolean(),
  name: text(TEXT_LIMITS.name).when(['medicine_id', 'substitute'], {
    is: (medicineId: string | undefined, substitute: boolean | undefined) => isPrescribedItself({ medicine_id: medicineId, substitute }),
    otherwise: () => requiredName(NAME_MIN.offerItem, INCOMPLETE),
  }),
  price: numeric(OFFER_LIMITS.price).required(INCOMPLETE),
  quantity: numeric()
    .required(INCOMPLETE)
    .test('quantity', INCOMPLETE, (value) => value === undefined || Number(value) >= 1 || Number.isNaN(Number(value)))
    .test(
      ruleTest('wholeQuantity', (value) => {
        if (typeof value !== 'number') return undefined;
        if (!Number.isInteger(value)) return MESSAGES.numberNotWhole;
        return value > OFFER_LIMITS.quantity ? withValues(MESSAGES.offerQuantityTooLarge, { max: OFFER_LIMITS.quantity }) : undefined;
      }),
    ),
});

/**
 * Delivery time in whole minutes, as stored (an integer column): checked as it will be stored, so
 * 0.4 never passes 'non-zero' to be kept as 0 ('Delivery time missing' for empty or 0, 'Must be a
 * whole number' for a fraction, at most a day).
 */
const deliveryMinutes = mixed<number>()
  .transform((value: unknown) => (isEmpty(value) ? undefined : (toNonNegativeNumber(value) ?? value)))
  .test('deliveryTime', MESSAGES.offerDeliveryTime, (value) => !isEmpty(value) && Number(value) !== 0)
  .test(
    ruleTest('deliveryMinutes', (value) => {
      if (isEmpty(value)) return undefined;
      if (typeof value !== 'number') return MESSAGES.numberNotNumber;
      if (!Number.isInteger(value)) return MESSAGES.numberNotWhole;
      return value > OFFER_LIMITS.deliveryMinutes ? withValues(MESSAGES.offerDeliveryTimeTooLong, { max: OFFER_LIMITS.deliveryMinutes }) : undefined;
    }),
  );

/**
 * Make Price Offer (spec 2 section 5): at least one medicine ('Must add at least one medicine to
 * deliver'), complete items ('Make Sure to fill all fields'), a non-empty, non-zero delivery time
 * ('Delivery time missing') and a delivery price of 0 or more; with the bounds of OFFER_LIMITS.
 */
export const offerSchema = object({
  pharmacy_id: requiredText(MESSAGES.required),
  order_id: requiredText(MESSAGES.required),
  items: array(offerItemSchema)
    .required(MESSAGES.offerNoMedicine)
    .min(1, MESSAGES.offerNoMedicine)
    .max(OFFER_LIMITS.items, withValues(MESSAGES.listTooLong, { max: OFFER_LIMITS.items })),
  delivery_price: numeric().default(0),
  time_to_deliver: deliveryMinutes,
  total_price: numeric(OFFER_LIMITS.total),
});

/**
 * The offer schema with the order's kind as its context, for a form: on a prescription's order
 * (`prescribed`) each row must name a prescribed medicine, as the server checks it.
 */
export function offerSchemaFor(context: OfferValidationContext): Validating {
  return {
    validate: (values, options) => offerSchema.validate(values, { ...options, context }),
    validateSync: (values, options) => offerSchema.validateSync(values, { ...options, context }),
  };
}

/** Total of an offer: the delivery price plus the sum of price times quantity. */
export function offerTotal(items: { price: number | string; quantity: number | string }[], deliveryPrice: number | string): number {
  const amount = (value: number | string) => toNonNegativeNumber(value) ?? 0;
  return items.reduce((sum, item) => sum + amount(item.price) * amount(item.quantity), amount(deliveryPrice));
}

export type OfferInput = InferType<typeof offerSchema>;
