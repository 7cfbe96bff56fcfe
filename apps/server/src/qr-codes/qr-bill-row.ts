import type { QrInvoiceConfig } from '../config';
import type { qrBills } from '../db/schema';
import { qrBillAmounts } from './qr-bill-amounts';
import { zatcaQrPayload } from './zatca-tlv';

/** The invoice's instant to the second: the ZATCA timestamp (tag 3) and the stored createdAt are then the same instant. */
export const toTheSecond = (instant: Date) => new Date(Math.floor(instant.getTime() / 1000) * 1000);

/**
 * The stored bill of a code: the configured fee, the VAT by nationality (qrBillAmounts), the seller
 * as configured now (an issued invoice keeps it), and the ZATCA QR of exactly these values.
 */
export function newQrBillRow(
  target: { qrcode_id: string; pharmacy_id: string; invoice_number: number },
  isSaudi: boolean,
  invoice: QrInvoiceConfig,
  now: Date,
): typeof qrBills.$inferInsert {
  const amounts = qrBillAmounts(invoice.consultationFee, isSaudi);
  const createdAt = toTheSecond(now);
  return {
    ...target,
    is_saudi: isSaudi,
    amount: amounts.amount,
    tax: amounts.tax,
    total: amounts.total,
    vat_rate: String(amounts.vatRate),
    seller_name: invoice.sellerName,
    vat_number: invoice.vatNumber,
    city: invoice.city,
    qr_payload: zatcaQrPayload({ sellerName: invoice.sellerName, vatNumber: invoice.vatNumber, timestamp: createdAt, totalWithVat: amounts.total, vatTotal: amounts.tax }),
    createdAt,
  };
}
