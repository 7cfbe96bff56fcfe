import type { FacilityStatus } from '@mk/contracts';
import { and, desc, eq, gt, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { offers, orderRecipients, orders, patients, pharmacies, type OfferRow, type OrderRow } from '../db/schema';
import { orderCancellations, type OrderCancellationRow } from './orders.tables';

/** Not canceled (issue 30): no cancellation row, asked by its primary key. */
export const notCanceled = () => notExists(sql`(SELECT 1 FROM ${orderCancellations} WHERE ${orderCancellations.order_id} = ${orders.sys_id})`);

/** A pharmacy as the order rules need it: who runs it, and whether it is in service (issue 25). */
export interface PharmacyRef {
  sys_id: string;
  pic_id: string | null;
  status: FacilityStatus;
}

const pharmacyRef = { sys_id: pharmacies.sys_id, pic_id: pharmacies.pic_id, status: pharmacies.status };

export async function findPharmacyRef(db: DbOrTx, sysId: string): Promise<PharmacyRef | undefined> {
  const [row] = await db
    .select(pharmacyRef)
    .from(pharmacies)
    .where(and(eq(pharmacies.sys_id, sysId), isNull(pharmacies.deleted_at)))
    .limit(1);
  return row;
}

/** The pharmacies a person runs (`picId`), or every pharmacy (no `picId`: ADMIN). */
export async function pharmaciesRunBy(db: DbOrTx, picId: string | undefined): Promise<PharmacyRef[]> {
  const conditions = [isNull(pharmacies.deleted_at), ...(picId ? [eq(pharmacies.pic_id, picId)] : [])];
  return db.select(pharmacyRef).from(pharmacies).where(and(...conditions));
}

/** Numeric text only: a coordinate stored as anything else is never cast (and never matches). */
const NUMBER_TEXT = '^[-+]?[0-9]{1,3}(\\.[0-9]+)?$';

/**
 * The active pharmacies within `radiusKm` of a point, by the great-circle distance to the pharmacy's
 * coordinates (haversine, earth radius 6,371 km). Pharmacies are few; this reads them all. One
 * pending approval or suspended is never sent an order (no `new_order`, no offer): issue 25.
 */
export async function pharmaciesNear(db: DbOrTx, point: { lat: number; lng: number }, radiusKm: number): Promise<PharmacyRef[]> {
  const lat = sql`(CASE WHEN ${pharmacies.lat} ~ ${NUMBER_TEXT} AND ${pharmacies.lng} ~ ${NUMBER_TEXT} THEN ${pharmacies.lat}::float8 END)`;
  const lng = sql`(CASE WHEN ${pharmacies.lat} ~ ${NUMBER_TEXT} AND ${pharmacies.lng} ~ ${NUMBER_TEXT} THEN ${pharmacies.lng}::float8 END)`;
  const distanceKm = sql`6371 * 2 * asin(sqrt(
    power(sin(radians(${lat} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${point.lng}::float8) / 2), 2)))`;
  return db
    .select(pharmacyRef)
    .from(pharmacies)
    .where(and(isNull(pharmacies.deleted_at), eq(pharmacies.status, 'active'), sql`${distanceKm} <= ${radiusKm}::float8`));
}

export type NewOrder = Pick<OrderRow, 'patient_id' | 'product_type' | 'product_id' | 'image_url' | 'lat' | 'lng' | 'createdAt'>;

/** Stores an order and its recipients. */
export async function insertOrder(db: DbOrTx, order: NewOrder, pharmacyIds: string[]): Promise<OrderRow> {
  const [row] = await db.insert(orders).values({ ...order, updatedAt: order.createdAt }).returning();
  if (pharmacyIds.length > 0) {
    await db.insert(orderRecipients).values(pharmacyIds.map((pharmacy_id) => ({ order_id: row.sys_id, pharmacy_id, order_created_at: row.createdAt })));
  }
  return row;
}

/** An order with its patient's name and phone. */
export interface OrderWithPatient extends OrderRow {
  patient_name: string;
  patient_phone: string;
}

const withPatient = { order: orders, patient_name: patients.name, patient_phone: patients.phone };
const flatten = (row: { order: OrderRow; patient_name: string; patient_phone: string }): OrderWithPatient => ({
  ...row.order,
  patient_name: row.patient_name,
  patient_phone: row.patient_phone,
});

export async function findOrder(db: DbOrTx, sysId: string): Promise<OrderWithPatient | undefined> {
  const [row] = await db.select(withPatient).from(orders).innerJoin(patients, eq(patients.sys_id, orders.patient_id)).where(eq(orders.sys_id, sysId)).limit(1);
  return row && flatten(row);
}

/** The row is locked until the transaction ends (two accepts of one order, two state changes). */
export async function lockOrder(db: DbOrTx, sysId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.sys_id, sysId)).for('update').limit(1);
  return row;
}

/** Which of these pharmacies the order was sent to. */
export async function recipientsAmong(db: DbOrTx, orderId: string, pharmacyIds: string[]): Promise<string[]> {
  if (pharmacyIds.length === 0) return [];
  const rows = await db
    .select({ pharmacy_id: orderRecipients.pharmacy_id })
    .from(orderRecipients)
    .where(and(eq(orderRecipients.order_id, orderId), inArray(orderRecipients.pharmacy_id, pharmacyIds)));
  return rows.map((row) => row.pharmacy_id);
}

/**
 * The orders sent to these pharmacies since `since`, newest first, each with the pharmacies (of
 * these) it went to; served by the index on (pharmacy_id, order_created_at).
 */
export async function ordersSentTo(db: DbOrTx, pharmacyIds: string[], since: Date, limit: number): Promise<{ order: OrderWithPatient; pharmacyIds: string[] }[]> {
  if (pharmacyIds.length === 0) return [];
  const recipients = await db
    .select({ order_id: orderRecipients.order_id, pharmacy_id: orderRecipients.pharmacy_id })
    .from(orderRecipients)
    .where(and(inArray(orderRecipients.pharmacy_id, pharmacyIds), gt(orderRecipients.order_created_at, since)))
    .orderBy(desc(orderRecipients.order_created_at))
    .limit(limit * pharmacyIds.length);
  const orderIds = [...new Set(recipients.map((row) => row.order_id))].slice(0, limit);
  if (orderIds.length === 0) return [];
  const rows = await db
    .select(withPatient)
    .from(orders)
    .innerJoin(patients, eq(patients.sys_id, orders.patient_id))
    .where(and(inArray(orders.sys_id, orderIds), isNull(orders.accepted_offer_id), notCanceled()))
    .orderBy(desc(orders.createdAt), desc(orders.sys_id));
  return rows.map((row) => ({
    order: flatten(row),
    pharmacyIds: recipients.filter((recipient) => recipient.order_id === row.order.sys_id).map((recipient) => recipient.pharmacy_id),
  }));
}

/**
 * The orders whose accepted offer is this pharmacy's and that are not delivered yet (a delivered
 * order has left Live Orders), newest first (index on accepted_pharmacy_id, createdAt).
 */
export async function ordersAcceptedFrom(db: DbOrTx, pharmacyId: string, page: { limit: number; offset: number }): Promise<{ count: number; rows: { order: OrderWithPatient; offer: OfferRow | null }[] }> {
  const where = and(eq(orders.accepted_pharmacy_id, pharmacyId), ne(orders.delivery_state, 'DELIVERED'), notCanceled());
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...withPatient, offer: offers })
      .from(orders)
      .innerJoin(patients, eq(patients.sys_id, orders.patient_id))
      .leftJoin(offers, eq(offers.sys_id, orders.accepted_offer_id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.sys_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: sql<number>`count(*)` }).from(orders).where(where),
  ]);
  return { count: Number(total.value), rows: rows.map((row) => ({ order: flatten(row), offer: row.offer })) };
}

/**
 * The latest offer on each of these orders made by any of these pharmacies, keyed by order id
 * (what an order card says of "our offer"); one read for a whole list.
 */
export async function latestOffersOf(db: DbOrTx, orderIds: string[], pharmacyIds: string[]): Promise<Map<string, OfferRow>> {
  if (orderIds.length === 0 || pharmacyIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(offers)
    // A withdrawn offer is no longer ours to show (issue 30): the card offers Send Offer again.
    .where(and(inArray(offers.order_id, orderIds), inArray(offers.pharmacy_id, pharmacyIds), ne(offers.status, 'withdrawn')))
    .orderBy(offers.createdAt, offers.sys_id);
  // Ascending: a later offer of the same order overwrites an earlier one.
  return new Map(rows.map((row) => [row.order_id, row]));
}

export async function findLiveOffer(db: DbOrTx, orderId: string, pharmacyId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.order_id, orderId), eq(offers.pharmacy_id, pharmacyId), eq(offers.status, 'live')))
    .limit(1);
  return row;
}

/** Whether the patient declined an offer of this pharmacy on this order. */
export async function hasDeclinedOffer(db: DbOrTx, orderId: string, pharmacyId: string): Promise<boolean> {
  const rows = await db
    .select({ sys_id: offers.sys_id })
    .from(offers)
    .where(and(eq(offers.order_id, orderId), eq(offers.pharmacy_id, pharmacyId), eq(offers.status, 'declined')))
    .limit(1);
  return rows.length > 0;
}

export async function insertOffer(db: DbOrTx, offer: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(offer).returning();
  return row;
}

export async function findOffer(db: DbOrTx, sysId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.sys_id, sysId)).limit(1);
  return row;
}

export async function offersOfOrder(db: DbOrTx, orderId: string): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.order_id, orderId)).orderBy(offers.createdAt, offers.sys_id);
}

/** Marks the offer `status` if it is still live; false when it was not. */
export async function closeOffer(db: DbOrTx, sysId: string, status: 'accepted' | 'declined' | 'withdrawn', now: Date): Promise<boolean> {
  const rows = await db
    .update(offers)
    // 'withdrawn' (issue 30) is one of the contracts' offer statuses; db/schema/orders.ts's own list does not name it yet.
    .set({ status: status as OfferRow['status'], updatedAt: now })
    .where(and(eq(offers.sys_id, sysId), eq(offers.status, 'live')))
    .returning({ sys_id: offers.sys_id });
  return rows.length > 0;
}

/** The other live offers of an order lose; gives them back. */
export async function loseOtherOffers(db: DbOrTx, orderId: string, winnerId: string, now: Date): Promise<OfferRow[]> {
  return db
    .update(offers)
    .set({ status: 'lost', updatedAt: now })
    .where(and(eq(offers.order_id, orderId), ne(offers.sys_id, winnerId), eq(offers.status, 'live')))
    .returning();
}

export async function updateOrder(db: DbOrTx, sysId: string, values: Partial<Pick<OrderRow, 'accepted_offer_id' | 'accepted_pharmacy_id' | 'delivery_state' | 'updatedAt'>>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.sys_id, sysId));
}

/** The people in charge of these pharmacies, with the pharmacies each runs. */
export async function picsOf(db: DbOrTx, pharmacyIds: string[]): Promise<Map<string, string[]>> {
  if (pharmacyIds.length === 0) return new Map();
  const rows = await db.select(pharmacyRef).from(pharmacies).where(inArray(pharmacies.sys_id, pharmacyIds));
  const byPic = new Map<string, string[]>();
  for (const row of rows) if (row.pic_id) byPic.set(row.pic_id, [...(byPic.get(row.pic_id) ?? []), row.sys_id]);
  return byPic;
}

/** Whether an order of this prescription was sent to a pharmacy this person runs. */
export async function prescriptionSentToPic(db: DbOrTx, prescriptionId: string, picId: string): Promise<boolean> {
  const rows = await db
    .select({ order_id: orders.sys_id })
    .from(orders)
    .innerJoin(orderRecipients, eq(orderRecipients.order_id, orders.sys_id))
    .innerJoin(pharmacies, eq(pharmacies.sys_id, orderRecipients.pharmacy_id))
    .where(and(eq(orders.product_id, prescriptionId), eq(pharmacies.pic_id, picId)))
    .limit(1);
  return rows.length > 0;
}

/** The offers of an order the patient sees: a withdrawn offer has left their list (issue 30). */
export async function visibleOffersOfOrder(db: DbOrTx, orderId: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.order_id, orderId), ne(offers.status, 'withdrawn')))
    .orderBy(offers.createdAt, offers.sys_id);
}

/** The order's cancellation, when it was canceled (issue 30). */
export async function findCancellation(db: DbOrTx, orderId: string): Promise<OrderCancellationRow | undefined> {
  const [row] = await db.select().from(orderCancellations).where(eq(orderCancellations.order_id, orderId)).limit(1);
  return row;
}

export async function insertCancellation(db: DbOrTx, row: OrderCancellationRow): Promise<void> {
  await db.insert(orderCancellations).values(row);
}

/** Every pharmacy the order was sent to (those told `new_order`). */
export async function recipientsOf(db: DbOrTx, orderId: string): Promise<string[]> {
  const rows = await db.select({ pharmacy_id: orderRecipients.pharmacy_id }).from(orderRecipients).where(eq(orderRecipients.order_id, orderId));
  return rows.map((row) => row.pharmacy_id);
}
