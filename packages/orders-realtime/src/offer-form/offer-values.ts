import type { OfferCreate } from '@mk/api';
import type { OfferItem } from '@mk/contracts';
import { offerTotal, toNonNegativeNumber, toWesternDigits } from '@mk/validators';

/**
 * One medicine row of the form, as typed. On a prescription's order the row names a prescribed
 * medicine (`medicine_id`, its name shown as given by the prescription) or, with `substitute`,
 * stands in for it under the name typed; on a photo's order only the name is typed.
 */
export interface OfferItemValues {
  medicine_id: string;
  substitute: boolean;
  name: string;
  price: string;
  quantity: string;
}

/** The Make Price Offer form, as typed (the shared `offerSchema` checks it). */
export interface OfferFormValues {
  pharmacy_id: string;
  order_id: string;
  items: OfferItemValues[];
  delivery_price: string;
  /** Minutes. */
  time_to_deliver: string;
}

/** A prescribed medicine a row may name: its id and its name in the user's language. */
export interface MedicineChoice {
  medicine_id: string;
  name: string;
}

/** A new row: quantity 1 (spec 2 section 9's default), the price still to type. */
export const blankItem = (medicine?: MedicineChoice): OfferItemValues => ({
  medicine_id: medicine?.medicine_id ?? '',
  substitute: false,
  name: medicine?.name ?? '',
  price: '',
  quantity: '1',
});

/**
 * The form's first values: a row per medicine of the prescription (named by it), else one empty
 * row; delivery price and time 0 (spec 2 section 9), so the time has to be given.
 */
export function initialOfferValues(orderId: string, pharmacyId: string, medicines: MedicineChoice[]): OfferFormValues {
  return {
    pharmacy_id: pharmacyId,
    order_id: orderId,
    items: medicines.length > 0 ? medicines.map((medicine) => blankItem(medicine)) : [blankItem()],
    delivery_price: '0',
    time_to_deliver: '0',
  };
}

/** An amount in SAR to the halala, as the server stores it: 12.345 -> 12.35 (a bad entry counts 0). */
const toCents = (value: string) => Math.round((toNonNegativeNumber(value) ?? 0) * 100) / 100;

/**
 * The offer's total as the server will compute it: the delivery price plus the sum of price ×
 * quantity, each amount first rounded to the halala, so the total sent is never refused as wrong.
 * Entries that are not numbers count 0 while the user types.
 */
export function offerTotalOf(values: { items: Pick<OfferItemValues, 'name' | 'price' | 'quantity'>[]; delivery_price: string }): number {
  const items = values.items.map((item) => ({ price: toCents(item.price), quantity: item.quantity }));
  return Math.round(offerTotal(items, toCents(values.delivery_price)) * 100) / 100;
}

const number = (value: string) => toWesternDigits(value.trim());

/** One row as sent: the medicine it names (and whether it is a substitute) only on a prescription's order. */
function itemBody(item: OfferItemValues): OfferItem {
  const named = item.medicine_id ? { medicine_id: item.medicine_id, ...(item.substitute ? { substitute: true } : {}) } : {};
  return { ...named, name: item.name.trim(), price: number(item.price), quantity: number(item.quantity) };
}

/** The body of `POST order-write/offer`: trimmed names, Western digits, and the total the server expects. */
export function offerBody(values: OfferFormValues): OfferCreate {
  return {
    pharmacy_id: values.pharmacy_id,
    order_id: values.order_id,
    items: values.items.map(itemBody),
    delivery_price: number(values.delivery_price) || '0',
    time_to_deliver: number(values.time_to_deliver),
    total_price: offerTotalOf(values).toFixed(2),
  };
}
