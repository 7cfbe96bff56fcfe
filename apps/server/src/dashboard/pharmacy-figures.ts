import { and, asc, count, countDistinct, eq, gt, gte, isNotNull, lt, lte, not, or, sql } from 'drizzle-orm';
import { DELIVERY_STATES, OFFER_WINDOW_SECONDS, type PharmacyHome } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { erOrders, offers, orderRecipients, orders } from '../db/schema';
import { offerWindowEnd } from '../orders/order.view';
import { notCanceled } from '../orders/orders.repository';
import type { HomeCalendar } from './home-calendar';
import { at, countsOf, isAnyOf, moneySum } from './home-sql';
import type { NamedFacility } from './owned-facilities';

const from = sql.placeholder('from');
const until = sql.placeholder('until');

/*
 * Waiting orders follow the incoming list's rule (orders/order-read.service.ts): sent to the pharmacy
 * within the offer window and won by no offer yet; here also not offered on by that pharmacy (any
 * offer, a declined one too: they may not offer again). Three small reads rather than one with a
 * join and NOT EXISTS: each goes through a key or an index whatever the plan, where a prepared
 * (generic) plan of the join may hash a whole table.
 */

/** Sent within the window, through order_recipients (pharmacy_id, order_created_at); bounded on both sides, as a range. */
const sentInWindow = preparedPerDatabase('home_pharmacy_sent_in_window', (db, name) =>
  db
    .select({ order_id: orderRecipients.order_id, pharmacy_id: orderRecipients.pharmacy_id, created_at: orderRecipients.order_created_at })
    .from(orderRecipients)
    .where(and(isAnyOf(orderRecipients.pharmacy_id, 'pharmacyIds'), gt(orderRecipients.order_created_at, from), lte(orderRecipients.order_created_at, until)))
    .orderBy(asc(orderRecipients.order_created_at), asc(orderRecipients.order_id), asc(orderRecipients.pharmacy_id))
    .prepare(name),
);

/** Those an offer has won or that were canceled (issue 30): no longer waiting, by the orders' key. */
const wonAmong = preparedPerDatabase('home_pharmacy_won_among', (db, name) =>
  db
    .select({ order_id: orders.sys_id })
    .from(orders)
    .where(and(isAnyOf(orders.sys_id, 'orderIds'), or(isNotNull(orders.accepted_offer_id), not(notCanceled()))))
    .prepare(name),
);

/** Those these pharmacies offered on, through offers (order_id). */
const offeredOn = preparedPerDatabase('home_pharmacy_offered_on', (db, name) =>
  db
    .selectDistinct({ order_id: offers.order_id, pharmacy_id: offers.pharmacy_id })
    .from(offers)
    .where(and(isAnyOf(offers.order_id, 'orderIds'), isAnyOf(offers.pharmacy_id, 'pharmacyIds')))
    .prepare(name),
);

/** The orders waiting for an offer of one of these pharmacies at `now`, soonest to close first. */
async function waitingOrders(db: DbOrTx, pharmacyIds: string[], now: Date): Promise<PharmacyHome['waiting']> {
  const sent = await sentInWindow(db).execute({ pharmacyIds, from: at(new Date(now.getTime() - OFFER_WINDOW_SECONDS * 1000)), until: at(now) });
  if (sent.length === 0) return [];
  const orderIds = [...new Set(sent.map((row) => row.order_id))];
  const [won, offered] = await Promise.all([wonAmong(db).execute({ orderIds }), offeredOn(db).execute({ orderIds, pharmacyIds })]);
  const wonIds = new Set(won.map((row) => row.order_id));
  const offeredKeys = new Set(offered.map((row) => `${row.order_id}/${row.pharmacy_id}`));
  return sent
    .filter((row) => !wonIds.has(row.order_id) && !offeredKeys.has(`${row.order_id}/${row.pharmacy_id}`))
    .map((row) => ({ order_id: row.order_id, pharmacy_id: row.pharmacy_id, closes_at: offerWindowEnd(row.created_at).toISOString() }));
}

/**
 * Orders on their way, by state, through (accepted_pharmacy_id, delivery_state, updatedAt) alone. The
 * states are written out, not parameters, so a prepared (generic) plan still knows they are the few
 * undelivered orders among the many delivered ones.
 */
const undeliveredByState = preparedPerDatabase('home_pharmacy_undelivered', (db, name) =>
  db
    .select({ key: orders.delivery_state, count: count() })
    .from(orders)
    .where(and(isAnyOf(orders.accepted_pharmacy_id, 'pharmacyIds'), sql`${orders.delivery_state} in ('WAITING', 'PREPARING', 'ON_WAY')`, notCanceled()))
    .groupBy(orders.delivery_state)
    .prepare(name),
);

/** Delivered in [from, until): a delivered order's updatedAt is the delivery (the state moves forward only). */
const deliveredBetween = preparedPerDatabase('home_pharmacy_delivered', (db, name) =>
  db
    .select({ count: count() })
    .from(orders)
    .where(and(isAnyOf(orders.accepted_pharmacy_id, 'pharmacyIds'), eq(orders.delivery_state, 'DELIVERED'), gte(orders.updatedAt, from), lt(orders.updatedAt, until)))
    .prepare(name),
);

/** Accepted in [from, until): an offer changes once, from live, so an accepted one's updatedAt is its acceptance. */
const acceptedBetween = preparedPerDatabase('home_pharmacy_accepted', (db, name) =>
  db
    .select({ count: count(), total: moneySum(offers.total_price) })
    .from(offers)
    .where(and(isAnyOf(offers.pharmacy_id, 'pharmacyIds'), eq(offers.status, 'accepted'), gte(offers.updatedAt, from), lt(offers.updatedAt, until)))
    .prepare(name),
);

/** Emergency prescriptions the pharmacies issued medicines of, through er_orders (pharmacy_id, issued_at). */
const erIssuedBetween = preparedPerDatabase('home_pharmacy_er_issued', (db, name) =>
  db
    .select({ count: countDistinct(erOrders.prescription_id) })
    .from(erOrders)
    .where(and(isAnyOf(erOrders.pharmacy_id, 'pharmacyIds'), gte(erOrders.issued_at, from), lt(erOrders.issued_at, until)))
    .prepare(name),
);

/** The pharmacy section of a PIC who runs `pharmacies` (at least one). */
export async function pharmacyFigures(db: DbOrTx, pharmacies: readonly NamedFacility[], calendar: HomeCalendar): Promise<PharmacyHome> {
  const pharmacyIds = pharmacies.map((pharmacy) => pharmacy.sys_id);
  const today = { pharmacyIds, from: at(calendar.dayStart), until: at(calendar.dayEnd) };
  const [waiting, undelivered, [delivered], [accepted], [er]] = await Promise.all([
    waitingOrders(db, pharmacyIds, calendar.now),
    undeliveredByState(db).execute({ pharmacyIds }),
    deliveredBetween(db).execute(today),
    acceptedBetween(db).execute(today),
    erIssuedBetween(db).execute(today),
  ]);
  return {
    pharmacies: pharmacies.map(({ sys_id, name, name_ar }) => ({ sys_id, name, name_ar })),
    waiting,
    live_by_state: countsOf(DELIVERY_STATES, [...undelivered, { key: 'DELIVERED', count: delivered.count }]).map(({ key, count: total }) => ({ state: key, count: total })),
    accepted_today: { count: accepted.count, total: accepted.total },
    er_prescriptions_today: er.count,
  };
}
