import type { ErMedicine, ProductType } from '@mk/contracts';
import { MESSAGES, type OfferInput } from '@mk/validators';
import type { StoredOfferItem } from '../db/schema';
import { apiError, BadRequestError } from '../http/errors';
import { validationError } from '../http/validate';

/** Amounts in SAR with two decimals, as stored (numeric(…, 2)). */
export const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/**
 * The items of an offer as stored, checked against what the order asks for. On a PRESCRIPTION
 * order every item names one of the prescription's medicines by `medicine_id` (none: 'Make Sure
 * to fill all fields'; another prescription's or an unknown one: offer.item_not_prescribed); an
 * item for the medicine itself is stored under the prescription's name, whatever name was sent
 * (an offer of 'Oxycodone' cannot ride on Salbutamol's id), and a substitute keeps its own name
 * beside the medicine it stands for. An ATTACHMENT order (a photo) has no prescription: free
 * names only, and an item naming a medicine id is refused.
 */
export function storedOfferItems(productType: ProductType, items: OfferInput['items'], prescribed: ErMedicine[]): StoredOfferItem[] {
  return items.map((item) => {
    const medicineId = item.medicine_id?.trim() || undefined;
    const base = { ...(item.sys_id ? { sys_id: item.sys_id } : {}), price: money(Number(item.price)), quantity: String(item.quantity) };
    if (productType !== 'PRESCRIPTION') {
      if (medicineId || item.substitute) throw new BadRequestError(apiError('offer.item_not_prescribed', { id: medicineId ?? '' }));
      return { ...base, name: item.name! };
    }
    if (!medicineId) throw validationError(MESSAGES.offerItemIncomplete);
    const medicine = prescribed.find((candidate) => candidate.medicine_id === String(Number(medicineId)));
    if (!medicine) throw new BadRequestError(apiError('offer.item_not_prescribed', { id: medicineId }));
    return item.substitute === true
      ? { ...base, medicine_id: medicine.medicine_id, substitute: true, name: item.name! }
      : { ...base, medicine_id: medicine.medicine_id, name: medicine.generic_name };
  });
}
