import type { QrBill, QrCode } from '@mk/contracts';
import type { QrBillRow, QrCodeRow } from '../db/schema';

export function qrCodeView(row: QrCodeRow): QrCode {
  return { sys_id: row.sys_id, code: row.code, status: row.status, pharmacy_id: row.pharmacy_id, created_at: row.createdAt.toISOString() };
}

/** A bill as the contract says: money as numbers (the columns hold exact two-decimal text). */
export function qrBillView(row: QrBillRow): QrBill {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    createdAt: row.createdAt.toISOString(),
    amount: Number(row.amount),
    tax: Number(row.tax),
    total: Number(row.total),
    vat_rate: Number(row.vat_rate),
    is_saudi: row.is_saudi,
    qrcode_id: row.qrcode_id,
    pharmacy_id: row.pharmacy_id,
    seller_name: row.seller_name,
    vat_number: row.vat_number,
    city: row.city,
    qr_payload: row.qr_payload,
  };
}
