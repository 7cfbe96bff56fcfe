import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { invoiceCounters, pharmacies, qrBills, qrCodes, type QrBillRow, type QrCodeRow } from '../db/schema';
import type { CountedRows, PageWindow } from '../kit/entity-table';

/** A QR code with who runs its pharmacy (the ownership check's input). */
export interface QrCodeOfPharmacy {
  code: QrCodeRow;
  pic_id: string | null;
}

export async function insertQrCode(db: DbOrTx, row: { code: string; pharmacy_id: string; created_by: string; createdAt: Date }): Promise<QrCodeRow> {
  const [created] = await db.insert(qrCodes).values(row).returning();
  return created;
}

/**
 * The QR codes of the live pharmacies `picId` runs (every code when undefined: ADMIN), newest first.
 * A PIC's codes are read through (pharmacy_id, createdAt), ADMIN's through (createdAt).
 */
export async function listQrCodes(db: DbOrTx, picId: string | undefined, page: PageWindow): Promise<CountedRows<QrCodeRow>> {
  const where: SQL | undefined = picId
    ? inArray(
        qrCodes.pharmacy_id,
        db
          .select({ sys_id: pharmacies.sys_id })
          .from(pharmacies)
          .where(and(eq(pharmacies.pic_id, picId), isNull(pharmacies.deleted_at))),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(qrCodes).where(where).orderBy(desc(qrCodes.createdAt), desc(qrCodes.sys_id)).limit(page.limit).offset(page.offset),
    db.select({ value: sql<number>`count(*)` }).from(qrCodes).where(where),
  ]);
  return { count: Number(total.value), rows };
}

/** A code and its pharmacy's person in charge; `forUpdate` locks the code's row until the transaction ends. */
export async function findQrCode(db: DbOrTx, sysId: string, options: { forUpdate?: boolean } = {}): Promise<QrCodeOfPharmacy | undefined> {
  const query = db
    .select({ code: qrCodes, pic_id: pharmacies.pic_id })
    .from(qrCodes)
    .innerJoin(pharmacies, eq(pharmacies.sys_id, qrCodes.pharmacy_id))
    .where(eq(qrCodes.sys_id, sysId))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: qrCodes }) : await query;
  return row;
}

export async function markBilled(db: DbOrTx, sysId: string): Promise<void> {
  await db.update(qrCodes).set({ status: 'BILLED' }).where(eq(qrCodes.sys_id, sysId));
}

/** The seller's next invoice number (1 for its first), taken inside the bill's transaction (see invoiceCounters). */
export async function nextInvoiceNumber(tx: Tx, sellerType: 'PHARMACY' | 'CLINIC' | 'CENTER', sellerId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ seller_type: sellerType, seller_id: sellerId, last_number: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.seller_type, invoiceCounters.seller_id], set: { last_number: sql`${invoiceCounters.last_number} + 1` } })
    .returning({ number: invoiceCounters.last_number });
  return row.number;
}

export async function insertQrBill(db: DbOrTx, row: typeof qrBills.$inferInsert): Promise<QrBillRow> {
  const [created] = await db.insert(qrBills).values(row).returning();
  return created;
}

export async function findBillOfCode(db: DbOrTx, qrcodeId: string): Promise<QrBillRow | undefined> {
  const [row] = await db.select().from(qrBills).where(eq(qrBills.qrcode_id, qrcodeId)).limit(1);
  return row;
}
