import { NAME_MIN } from '@mk/contracts';
import { array, mixed, object, string, type InferType } from 'yup';
import { isEmpty } from './empty';
import { MESSAGES } from './messages';
import { toNonNegativeNumber, validateNumber } from './number.rule';
import { numeric, requiredName, requiredText, ruleTest } from './yup-rules';

const INCOMPLETE = MESSAGES.offerItemIncomplete;

/** One medicine of an offer: a name (more than 3 characters), a price and a quantity of at least 1. */
export const offerItemSchema = object({
  sys_id: string().trim(),
  name: requiredName(NAME_MIN.offerItem, INCOMPLETE),
  price: numeric().required(INCOMPLETE),
  quantity: numeric()
    .required(INCOMPLETE)
    .test('quantity', INCOMPLETE, (value) => value === undefined || Number(value) >= 1 || Number.isNaN(Number(value))),
});

/**
 * Make Price Offer (spec 2 section 5): at least one medicine ('Must add at least one medicine to
 * deliver'), complete items ('Make Sure to fill all fields'), a non-empty, non-zero delivery time
 * ('Delivery time missing') and a delivery price of 0 or more.
 */
export const offerSchema = object({
  pharmacy_id: requiredText(MESSAGES.required),
  order_id: requiredText(MESSAGES.required),
  items: array(offerItemSchema).required(MESSAGES.offerNoMedicine).min(1, MESSAGES.offerNoMedicine),
  delivery_price: numeric().default(0),
  time_to_deliver: mixed<number>()
    .transform((value: unknown) => (isEmpty(value) ? undefined : (toNonNegativeNumber(value) ?? value)))
    .test('deliveryTime', MESSAGES.offerDeliveryTime, (value) => !isEmpty(value) && Number(value) !== 0)
    .test(ruleTest('number', (value) => validateNumber(value))),
  total_price: numeric(),
});

/** Total of an offer: the delivery price plus the sum of price times quantity. */
export function offerTotal(items: { price: number | string; quantity: number | string }[], deliveryPrice: number | string): number {
  const amount = (value: number | string) => toNonNegativeNumber(value) ?? 0;
  return items.reduce((sum, item) => sum + amount(item.price) * amount(item.quantity), amount(deliveryPrice));
}

export type OfferInput = InferType<typeof offerSchema>;
