import { Type, type Static } from '@sinclair/typebox';
import { QR_STATUSES } from './qr';
import { isoTime, sysId } from './schema-fields';

/*
 * The QR codes API's replies as JSON Schema (TypeBox): the server's routes reply through these schemas
 * and the types the dashboard reads are derived from them, so the two cannot differ. The body of a
 * bill (`QrBillCreate`) and the statuses stay in qr.ts.
 */

/** A QR code of a pharmacy (spec 3 section 3): the reply of `POST qrcode-write` and the rows of `GET qrcode-read`. */
export const QrCodeSchema = Type.Object({
  sys_id: sysId(),
  code: Type.String({ description: "'QR-' and 20 hex digits, unguessable" }),
  status: Type.Union(
    QR_STATUSES.map((status) => Type.Literal(status)),
    { description: "'NEW' until its bill is created, then 'BILLED'" },
  ),
  pharmacy_id: sysId('The pharmacy it belongs to'),
  created_at: isoTime('When it was made'),
});
export type QrCode = Static<typeof QrCodeSchema>;

/**
 * A simplified tax bill (`POST payment-service/create-qr-bill`, `GET payment-service/bill-by-entity/{qrcode_id}`).
 * The server decides the VAT from the patient's nationality; `total` is amount plus tax. `qr_payload`
 * is the ZATCA phase 1 QR content: base64 of the TLV fields seller name, VAT number, timestamp, total
 * with VAT, VAT.
 */
export const QrBillSchema = Type.Object({
  id: sysId('The bill id (the link to it)'),
  invoice_number: Type.Integer({ minimum: 1, description: "The seller's sequential invoice number (1, 2, 3… per pharmacy)" }),
  createdAt: isoTime('When it was issued, to the second; the TLV timestamp is this instant'),
  amount: Type.Number({ description: 'SAR, before VAT' }),
  tax: Type.Number({ description: 'The VAT, SAR' }),
  total: Type.Number({ description: 'amount plus tax, SAR' }),
  vat_rate: Type.Number({ description: 'The VAT rate applied: 0.15, or 0 when the state bears it (a Saudi citizen)' }),
  is_saudi: Type.Boolean({ description: 'The patient is a Saudi citizen' }),
  qrcode_id: sysId('The billed QR code'),
  pharmacy_id: sysId('The seller pharmacy'),
  seller_name: Type.String({ description: 'The seller as the invoice was issued' }),
  vat_number: Type.String(),
  city: Type.String(),
  qr_payload: Type.String({ description: 'The ZATCA phase 1 QR content (base64 TLV)' }),
});
export type QrBill = Static<typeof QrBillSchema>;
