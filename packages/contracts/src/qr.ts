/** QR code states: a code is NEW until its bill is created, then BILLED (it cannot be billed twice). */
export const QR_STATUSES = ['NEW', 'BILLED'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/** A QR code of a pharmacy (spec 3 section 3); the reply of `POST qrcode-write`. */
export interface QrCode {
  sys_id: string;
  code: string;
  status: QrStatus;
  pharmacy_id: string;
  created_at?: string;
}

/**
 * A simplified tax bill (`payment-service/bill-by-entity/{qrcode_id}`). The server decides the VAT
 * from the patient's nationality; `total` is amount plus tax. `qr_payload` is the ZATCA phase 1
 * QR content: base64 of the TLV fields seller name, VAT number, timestamp, total with VAT, VAT.
 */
export interface QrBill {
  id: string;
  /** The seller's sequential invoice number (1, 2, 3… per pharmacy); `id` stays the link. */
  invoice_number?: number;
  /** ISO timestamp; the TLV timestamp is this instant. */
  createdAt: string;
  amount: number;
  tax: number;
  total?: number;
  /** The VAT rate applied: 0.15, or 0 when the state bears it (a Saudi citizen). */
  vat_rate?: number;
  is_saudi?: boolean;
  qrcode_id?: string;
  pharmacy_id?: string;
  seller_name?: string;
  vat_number?: string;
  city?: string;
  qr_payload?: string;
}

/** Body of `POST payment-service/create-qr-bill`. */
export interface QrBillCreate {
  /** 1 for a Saudi citizen, 0 otherwise. */
  isSaudi: 0 | 1;
  pharmacyId: string;
  /** The QR code's `sys_id` (the same id `bill-by-entity/{qrcode_id}` takes). */
  qrcode_id: string;
}
