import { VAT_RATE } from '@mk/contracts';

/** A bill's money, SAR with two decimals as the numeric columns take them ("115.00"). */
export interface QrBillAmounts {
  amount: string;
  tax: string;
  total: string;
  /** 0.15, or 0 when the state bears the VAT. */
  vatRate: number;
}

/** SAR text with at most two decimals -> whole halalas (1 SAR = 100 halalas): the sums stay exact. */
const halalas = (sar: string) => Math.round(Number(sar) * 100);
const sar = (halala: number) => (halala / 100).toFixed(2);

/**
 * The VAT rule of the QR bills (docs/deviations.md, "QR codes and invoices"): VAT is 15 % (spec 3
 * section 9), but the Saudi state bears the VAT on private healthcare for its citizens, so a Saudi
 * patient's bill charges none (rate 0, tax 0, total = amount). Anyone else pays
 * tax = round(amount × 0.15, 2), half up, and total = amount + tax.
 */
export function qrBillAmounts(fee: string, isSaudi: boolean): QrBillAmounts {
  const amount = halalas(fee);
  const vatRate = isSaudi ? 0 : VAT_RATE;
  // amount × 15 is a whole number of hundredths of a halala: rounding it is exact, half up for a positive fee.
  const tax = Math.round((amount * Math.round(vatRate * 100)) / 100);
  return { amount: sar(amount), tax: sar(tax), total: sar(amount + tax), vatRate };
}
