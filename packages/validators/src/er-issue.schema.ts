import { array, mixed, object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { toNonNegativeNumber } from './number.rule';
import { requiredText } from './yup-rules';

/** The largest price an issue may carry (SAR): beyond it a number is a typing slip, not a price. */
export const ER_PRICE_MAX = 1_000_000;

/**
 * Issue an emergency prescription (spec 2 section 5), body of `POST order-write/total-price`:
 * at least one medicine ('Must select at least one medicine') and a non-zero numeric price below
 * ER_PRICE_MAX ('Must enter a valid number'). The price is checked as it will be stored, in whole
 * halalas: 0.001 rounds to 0.00, so it is no positive price and never dispenses a medicine.
 */
export const erIssueSchema = object({
  order_id: requiredText(MESSAGES.required),
  pharmacy_id: requiredText(MESSAGES.required),
  total_price: mixed<number>()
    .transform((value: unknown) => toNonNegativeNumber(value) ?? value)
    .test('price', MESSAGES.erInvalidPrice, (value) => {
      const price = toNonNegativeNumber(value);
      return price !== undefined && Math.round(price * 100) > 0 && price < ER_PRICE_MAX;
    }),
  medicines_ids: array(string().trim().required(MESSAGES.erNoMedicine))
    .required(MESSAGES.erNoMedicine)
    .min(1, MESSAGES.erNoMedicine),
});

export type ErIssueInput = InferType<typeof erIssueSchema>;

/** Body of `POST order-write/emergency-order`: the pharmacy that will dispense, the patient and their emergency prescription. */
export const emergencyOrderSchema = object({
  pharmacy_id: requiredText(MESSAGES.required),
  patient_id: requiredText(MESSAGES.required),
  prescription_id: requiredText(MESSAGES.required),
});

export type EmergencyOrderInput = InferType<typeof emergencyOrderSchema>;
