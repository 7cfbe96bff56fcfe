/** QR code states: a code is NEW until its bill is created, then BILLED (it cannot be billed twice). */
export const QR_STATUSES = ['NEW', 'BILLED'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

// The replies (QrCode, QrBill) are derived from their schemas in qr.schema.ts.

/** Body of `POST payment-service/create-qr-bill`. */
export interface QrBillCreate {
  /** 1 for a Saudi citizen, 0 otherwise. */
  isSaudi: 0 | 1;
  pharmacyId: string;
  /** The QR code's `sys_id` (the same id `bill-by-entity/{qrcode_id}` takes). */
  qrcode_id: string;
}
