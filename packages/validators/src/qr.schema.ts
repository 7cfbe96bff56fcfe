import { number, object, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { TEXT_LIMITS } from './text-rules';
import { requiredText } from './yup-rules';

/** Body of `POST qrcode-write` (spec 3 section 7): the pharmacy the new QR code is for. */
export const qrCodeSchema = object({
  pharmacy_id: requiredText(MESSAGES.required, TEXT_LIMITS.code),
});

export type QrCodeInput = InferType<typeof qrCodeSchema>;

/**
 * Body of `POST payment-service/create-qr-bill` (spec 3 section 3): whether the patient is a Saudi
 * citizen (1 or 0, as the dialog's first step sends it), the pharmacy and the QR code's sys_id.
 */
export const qrBillSchema = object({
  isSaudi: number().required(MESSAGES.required).oneOf([0, 1], MESSAGES.required),
  pharmacyId: requiredText(MESSAGES.required, TEXT_LIMITS.code),
  qrcode_id: requiredText(MESSAGES.required, TEXT_LIMITS.code),
});

export type QrBillInput = InferType<typeof qrBillSchema>;
