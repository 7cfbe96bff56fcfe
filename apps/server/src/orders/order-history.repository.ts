import type { OrderHistoryState } from '@mk/contracts';
import { and, desc, eq, exists, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { offers, orders, patients, pharmacies, type OfferRow } from '../db/schema';
import { notCanceled, type OrderWithPatient } from './orders.repository';
import { orderCancellations, type OrderCancellationRow } from './orders.tables';

/** The history's filters, read and checked (order-history.service.ts). */
export interface HistoryFilter {
  /** Orders with an offer of one of these pharmacies (undefined: every order, ADMIN). */
  pharmacyIds?: string[];
  /** createdAt within [from, until). */
  from?: Date;
  until?: Date;
  state?: OrderHistoryState;
  /** An order id prefix as the range of ids it covers, and/or a patient's stored phone. */
  idRange?: { low: string; high: string };
  phone?: string;
}

function conditions(db: DbOrTx, filter: HistoryFilter, phonePatients: string[]): SQL[] {
  const where: SQL[] = [];
  // By the offers' (pharmacy_id, ...) index: the orders these pharmacies offered on (or won: a won order was offered on).
  if (filter.pharmacyIds) where.push(inArray(orders.sys_id, db.select({ order_id: offers.order_id }).from(offers).where(inArray(offers.pharmacy_id, filter.pharmacyIds))));
  if (filter.from) where.push(gte(orders.createdAt, filter.from));
  if (filter.until) where.push(lt(orders.createdAt, filter.until));
  if (filter.state === 'CANCELED') where.push(exists(db.select({ one: sql`1` }).from(orderCancellations).where(eq(orderCancellations.order_id, orders.sys_id))));
  else if (filter.state) where.push(eq(orders.delivery_state, filter.state), notCanceled());
  const search: SQL[] = [];
  if (filter.idRange) search.push(and(gte(orders.sys_id, filter.idRange.low), lte(orders.sys_id, filter.idRange.high))!);
  // The phone's patient read first: an OR of two indexed conditions is a BitmapOr (a subquery in it is not).
  if (phonePatients.length > 0) search.push(inArray(orders.patient_id, phonePatients));
  if (filter.idRange || filter.phone) where.push(search.length > 0 ? or(...search)! : sql`false`);
  return where;
}

/**
 * A page of the history, newest first, with the count of all it holds. Served by indexes: the
 * offers' pharmacy index for a PIC's (or a chosen pharmacy's) orders, the orders' createdAt index for
 * days and the page order, the primary key for an id prefix, the patients' phone index for a phone.
 */
export async function historyPage(db: DbOrTx, filter: HistoryFilter, page: { limit: number; offset: number }): Promise<{ count: number; rows: OrderWithPatient[] }> {
  const phonePatients = filter.phone ? (await db.select({ sys_id: patients.sys_id }).from(patients).where(eq(patients.phone, filter.phone))).map((row) => row.sys_id) : [];
  const where = and(...conditions(db, filter, phonePatients));
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, patient_name: patients.name, patient_phone: patients.phone })
      .from(orders)
      .innerJoin(patients, eq(patients.sys_id, orders.patient_id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: sql<number>`count(*)` }).from(orders).where(where),
  ]);
  return { count: Number(total.value), rows: rows.map((row) => ({ ...row.order, patient_name: row.patient_name, patient_phone: row.patient_phone })) };
}

export type OfferWithPharmacy = OfferRow & { pharmacy_name: string };

/** Every offer of these orders with its pharmacy's name, oldest first (by the offers' order_id index). */
export async function offersWithPharmacyOf(db: DbOrTx, orderIds: string[]): Promise<OfferWithPharmacy[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ offer: offers, pharmacy_name: pharmacies.name })
    .from(offers)
    .innerJoin(pharmacies, eq(pharmacies.sys_id, offers.pharmacy_id))
    .where(inArray(offers.order_id, orderIds))
    .orderBy(offers.createdAt, offers.sys_id);
  return rows.map((row) => ({ ...row.offer, pharmacy_name: row.pharmacy_name }));
}

/** The cancellations of these orders, by order id. */
export async function cancellationsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderCancellationRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderCancellations).where(inArray(orderCancellations.order_id, orderIds));
  return new Map(rows.map((row) => [row.order_id, row]));
}
