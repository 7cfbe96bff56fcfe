import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LabelMap, QrStatus } from '@mk/contracts';
import { ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import { pharmacies, qrBills, qrCodes } from '../db/schema';
import { labelOf, nameIn, riyadhDateTime, type ExportColumn } from '../exports/export-cells';
import type { ExportRoute } from '../exports/export-route';
import type { AuthUser } from '../fastify-augment';

/** A QR code of the list with its pharmacy's names and, once BILLED, its bill's number and money. */
interface ExportedQrCode {
  code: string;
  status: QrStatus;
  createdAt: Date;
  pharmacy_name: string;
  pharmacy_name_ar: string;
  bill: { invoice_number: number; createdAt: Date; amount: string; vat_rate: string; tax: string; total: string } | null;
}

/** A code's status as the list's tag writes it (the dashboard's `qrCodes.status.*` words); contracts has no map of it. */
const QR_STATUS_LABELS: LabelMap<QrStatus> = {
  NEW: { en: 'New', ar: 'جديد' },
  BILLED: { en: 'Billed', ar: 'تمت الفوترة' },
};

/** Money in SAR as a number a spreadsheet sums; empty for a code not billed yet. */
const sar = (value: string | undefined) => (value === undefined ? null : Number(value));

/**
 * The list's columns (QR Code ID, Status; spec 3 section 2) with the code's pharmacy and date, and
 * its bill as the Preview shows it: invoice number and date, amount, VAT (its rate: 15 %, 0 when the
 * state bears it for a Saudi patient) and total, in SAR.
 */
const QR_CODE_COLUMNS: ExportColumn<ExportedQrCode>[] = [
  { header: { en: 'QR Code ID', ar: 'معرّف رمز QR' }, value: (row) => row.code },
  { header: { en: 'Status', ar: 'الحالة' }, value: (row, locale) => labelOf(QR_STATUS_LABELS, row.status, locale) },
  { header: { en: 'Pharmacy', ar: 'الصيدلية' }, value: (row, locale) => nameIn(locale, row.pharmacy_name, row.pharmacy_name_ar) },
  { header: { en: 'Created', ar: 'تاريخ الإنشاء' }, value: (row) => riyadhDateTime(row.createdAt) },
  { header: { en: 'Invoice No.', ar: 'رقم الفاتورة' }, value: (row) => row.bill?.invoice_number ?? null },
  { header: { en: 'Invoice Date', ar: 'تاريخ الفاتورة' }, value: (row) => riyadhDateTime(row.bill?.createdAt) },
  { header: { en: 'Amount excluding VAT (SAR)', ar: 'المبلغ غير شامل الضريبة (ر.س)' }, value: (row) => sar(row.bill?.amount) },
  { header: { en: 'VAT Rate (%)', ar: 'نسبة ضريبة القيمة المضافة (%)' }, value: (row) => (row.bill ? Math.round(Number(row.bill.vat_rate) * 100) : null) },
  { header: { en: 'VAT (SAR)', ar: 'ضريبة القيمة المضافة (ر.س)' }, value: (row) => sar(row.bill?.tax) },
  { header: { en: 'Total including VAT (SAR)', ar: 'الإجمالي شامل الضريبة (ر.س)' }, value: (row) => sar(row.bill?.total) },
];

interface QrCodesFilter {
  /** The PIC whose live pharmacies' codes are listed; undefined for ADMIN (every code). */
  picId: string | undefined;
}

/**
 * One page of the codes `GET qrcode-read/` lists for this caller (listQrCodes' rule: a PIC's live
 * pharmacies, ADMIN every code), newest first, the id breaking ties, without its count; each with its
 * pharmacy and its bill (at most one per code).
 */
async function readQrCodes(db: DbOrTx, _user: AuthUser, filter: QrCodesFilter, window: { limit: number; offset: number }): Promise<ExportedQrCode[]> {
  return db
    .select({
      code: qrCodes.code,
      status: qrCodes.status,
      createdAt: qrCodes.createdAt,
      pharmacy_name: pharmacies.name,
      pharmacy_name_ar: pharmacies.name_ar,
      bill: { invoice_number: qrBills.invoice_number, createdAt: qrBills.createdAt, amount: qrBills.amount, vat_rate: qrBills.vat_rate, tax: qrBills.tax, total: qrBills.total },
    })
    .from(qrCodes)
    .innerJoin(pharmacies, eq(pharmacies.sys_id, qrCodes.pharmacy_id))
    .leftJoin(qrBills, eq(qrBills.qrcode_id, qrCodes.sys_id))
    .where(filter.picId ? and(eq(pharmacies.pic_id, filter.picId), isNull(pharmacies.deleted_at)) : undefined)
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.sys_id))
    .limit(window.limit)
    .offset(window.offset);
}

/** `GET qrcode-read/export`: the QR codes of the caller's pharmacies (ADMIN: every code) and their bills as a file. */
export const qrCodesExport: ExportRoute<ExportedQrCode, QrCodesFilter> = {
  path: '/qrcode-read/export',
  summary: "The QR codes of the caller's pharmacies (ADMIN: every code) with their bills' amounts, VAT and totals in SAR, as a CSV or XLSX file, newest first; in the reader's language",
  access: 'signed-in',
  list: 'qr_codes',
  title: { en: 'QR Codes', ar: 'رموز QR' },
  columns: QR_CODE_COLUMNS,
  filterOf: (_query, user) => ({ picId: ownerScope(user) }),
  read: readQrCodes,
};
