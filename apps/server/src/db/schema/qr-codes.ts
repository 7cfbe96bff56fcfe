import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QrStatus } from '@mk/contracts';
import { administrators } from './administrators';
import { sysId } from './columns';
import { pharmacies } from './pharmacies';

/**
 * A pharmacy's QR code (spec 3, QR codes): NEW until its simplified tax bill is created, then
 * BILLED. `code` is random and unguessable ('QR-' and 20 hex digits).
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    sys_id: sysId(),
    code: text('code').notNull(),
    status: text('status', { enum: ['NEW', 'BILLED'] as const satisfies readonly QrStatus[] }).notNull().default('NEW'),
    pharmacy_id: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.sys_id),
    /** The administrator who created it. */
    created_by: uuid('created_by').references(() => administrators.sys_id),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_codes_code_idx').on(t.code),
    // The list, newest first: a PIC's by pharmacy, ADMIN's over all of them.
    index('qr_codes_pharmacy_created_idx').on(t.pharmacy_id, t.createdAt, t.sys_id),
    index('qr_codes_created_idx').on(t.createdAt, t.sys_id),
    check('qr_codes_status_check', sql`${t.status} IN ('NEW', 'BILLED')`),
  ],
);

/**
 * The simplified tax bill of a QR code, at most one per code (the unique index backs the locked
 * check of create-qr-bill). Money in SAR with two decimals; total = amount + tax. An issued invoice
 * does not change: the seller's name, VAT number and city are kept as it was issued with, and
 * `qr_payload` is its ZATCA phase 1 QR (base64 TLV) built from these very values.
 */
export const qrBills = pgTable(
  'qr_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    qrcode_id: uuid('qrcode_id')
      .notNull()
      .references(() => qrCodes.sys_id),
    pharmacy_id: uuid('pharmacy_id')
      .notNull()
      .references(() => pharmacies.sys_id),
    is_saudi: boolean('is_saudi').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    vat_rate: numeric('vat_rate', { precision: 5, scale: 4 }).notNull(),
    seller_name: text('seller_name').notNull(),
    vat_number: text('vat_number').notNull(),
    city: text('city').notNull(),
    qr_payload: text('qr_payload').notNull(),
    /** The seller's sequential invoice number (1, 2, 3… per pharmacy), as a simplified tax invoice carries; `id` stays the link. */
    invoice_number: integer('invoice_number').notNull(),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_bills_qrcode_idx').on(t.qrcode_id),
    // One number once per seller: the backstop of the counter below.
    uniqueIndex('qr_bills_pharmacy_number_idx').on(t.pharmacy_id, t.invoice_number),
    check('qr_bills_total_check', sql`${t.total} = ${t.amount} + ${t.tax}`),
    // The Home's bills of the day (dashboard/).
    index('qr_bills_created_idx').on(t.createdAt),
  ],
);

/**
 * Each seller's last invoice number: a PHARMACY, CLINIC or CENTER by its id. A bill takes the next
 * one with one upsert whose row lock lasts until its transaction ends, so two bills at once get two
 * consecutive numbers, and a bill rolled back gives its number back (no gaps).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    seller_type: text('seller_type', { enum: ['PHARMACY', 'CLINIC', 'CENTER'] }).notNull(),
    seller_id: uuid('seller_id').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seller_type, t.seller_id] })],
);

export type QrCodeRow = typeof qrCodes.$inferSelect;
export type QrBillRow = typeof qrBills.$inferSelect;
