import { asc } from 'drizzle-orm';
import { DEMO_QR_INVOICE } from '../config';
import type { Tx } from '../db/database';
import { invoiceCounters, pharmacies, qrBills, qrCodes } from '../db/schema';
import { newQrBillRow } from '../qr-codes/qr-bill-row';
import { newQrCodeText } from '../qr-codes/qr-codes.service';

/** Each pharmacy's codes: hours before the seed, and the patient's nationality of its bill (none: still NEW). */
const DEMO_CODES: { hoursAgo: number; bill?: 'saudi' | 'non-saudi' }[] = [
  { hoursAgo: 1 },
  { hoursAgo: 3, bill: 'non-saudi' },
  { hoursAgo: 26, bill: 'saudi' },
  { hoursAgo: 50 },
  { hoursAgo: 75, bill: 'non-saudi' },
];

/** The bill is made this long after its code, as the dialog makes both at once. */
const BILL_AFTER_MS = 40_000;

/**
 * QR codes of every demo pharmacy, some BILLED with their simplified tax bills (Saudi and
 * non-Saudi patients), some NEW. The bills use the demo seller (DEMO_QR_INVOICE): the seed does not
 * read the configuration, so a server with its own ZATCA_* settings bills new codes with those.
 */
export async function insertDemoQrCodes(tx: Tx, now: Date): Promise<void> {
  const all = await tx.select({ sys_id: pharmacies.sys_id, pic_id: pharmacies.pic_id }).from(pharmacies).orderBy(asc(pharmacies.name));
  const planned = all.flatMap((pharmacy) =>
    DEMO_CODES.map((demo) => ({ pharmacy, demo, createdAt: new Date(now.getTime() - demo.hoursAgo * 3_600_000) })),
  );
  const codes = await tx
    .insert(qrCodes)
    .values(
      planned.map(({ pharmacy, demo, createdAt }) => ({
        code: newQrCodeText(),
        status: demo.bill ? ('BILLED' as const) : ('NEW' as const),
        pharmacy_id: pharmacy.sys_id,
        created_by: pharmacy.pic_id,
        createdAt,
      })),
    )
    .returning({ sys_id: qrCodes.sys_id });
  // Each pharmacy numbers its invoices 1, 2, 3… oldest first, and its counter goes on from the last.
  const billed = planned.map((plan, index) => ({ ...plan, qrcode_id: codes[index].sys_id })).filter((plan) => plan.demo.bill);
  billed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lastNumber = new Map<string, number>();
  const bills = billed.map(({ pharmacy, demo, createdAt, qrcode_id }) => {
    const invoice_number = (lastNumber.get(pharmacy.sys_id) ?? 0) + 1;
    lastNumber.set(pharmacy.sys_id, invoice_number);
    return newQrBillRow({ qrcode_id, pharmacy_id: pharmacy.sys_id, invoice_number }, demo.bill === 'saudi', DEMO_QR_INVOICE, new Date(createdAt.getTime() + BILL_AFTER_MS));
  });
  if (bills.length > 0) {
    await tx.insert(qrBills).values(bills);
    await tx.insert(invoiceCounters).values([...lastNumber].map(([seller_id, last_number]) => ({ seller_type: 'PHARMACY' as const, seller_id, last_number })));
  }
}
