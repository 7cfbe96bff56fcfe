import type { Locale, QrBill } from '@mk/contracts';
import { VAT_RATE } from '@mk/contracts';
import { formatDateTime, RIYADH_TIME_ZONE } from '@mk/i18n';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';

type InvoiceLabelKey = keyof typeof en.qrCodes.invoice;

/** One line of the invoice: its English and Arabic labels side by side and the value between them. */
export interface InvoiceLine {
  key: string;
  en: string;
  ar: string;
  value: string;
  /** Values that are codes or numbers are kept left to right inside Arabic text. */
  ltr?: boolean;
}

export interface InvoiceModel {
  id: string;
  title: { en: string; ar: string };
  lines: InvoiceLine[];
  /** The VAT rate in percent (15, or 0 when the state bears it). */
  vatPercent: number;
  /** The note for a Saudi citizen's invoice, in both languages; none when VAT is charged. */
  stateBearsVat?: { en: string; ar: string };
  qrLabel: { en: string; ar: string };
}

/**
 * A simplified tax invoice is bilingual by law (Arabic with English beside it), whatever language
 * the dashboard speaks, so its labels come from both catalogues at once.
 */
function label(key: InvoiceLabelKey, values: Record<string, string | number> = {}) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  return { en: fill(en.qrCodes.invoice[key]), ar: fill(ar.qrCodes.invoice[key]) };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Money as printed on the invoice: two decimals and the currency, Western digits in both languages. */
export const money = (value: number) => `${round2(value).toFixed(2)} SAR`;

/** The rate the server applied: vat_rate, else what tax over amount gives, else the standard 15 %. */
export function vatRateOf(bill: QrBill): number {
  if (typeof bill.vat_rate === 'number') return bill.vat_rate;
  return bill.amount > 0 ? round2(bill.tax / bill.amount) : VAT_RATE;
}

/** The total including VAT: the server's, else amount plus tax (spec 3 section 3 computes it on the client). */
export const totalOf = (bill: QrBill) => round2(bill.total ?? Number(bill.amount) + Number(bill.tax));

/**
 * What the invoice says about `bill`. The date is read on a Riyadh clock (the seller's), whatever
 * the browser's zone, with AM/PM in English and ص/م in Arabic (`locale`).
 */
export function invoiceModel(bill: QrBill, locale: Locale): InvoiceModel {
  const vatPercent = Math.round(vatRateOf(bill) * 100);
  const line = (key: InvoiceLabelKey, value: string, ltr = false, values?: Record<string, string | number>): InvoiceLine => ({
    key,
    ...label(key, values),
    value,
    ltr,
  });
  const lines = [
    line('seller', bill.seller_name ?? ''),
    line('vatNumber', bill.vat_number ?? '', true),
    ...(bill.city ? [line('city', bill.city)] : []),
    // The seller's sequential number, as a simplified tax invoice carries; the id stays as the reference links use.
    ...(bill.invoice_number ? [line('invoiceNumber', String(bill.invoice_number), true)] : []),
    line('invoiceId', bill.id, true),
    line('date', formatDateTime(bill.createdAt, locale, RIYADH_TIME_ZONE)),
    line('amount', money(Number(bill.amount)), true),
    line('vat', money(Number(bill.tax)), true, { rate: vatPercent }),
    line('total', money(totalOf(bill)), true),
  ];
  return {
    id: bill.id,
    title: label('title'),
    lines,
    vatPercent,
    stateBearsVat: vatPercent === 0 ? label('stateBearsVat') : undefined,
    qrLabel: label('qrCode'),
  };
}
