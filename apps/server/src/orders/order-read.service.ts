import { OFFER_WINDOW_SECONDS, type OrderView, type RowsPage } from '@mk/contracts';
import { assertCanAccess, ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import type { OrderPlaces } from '../geocoding/order-place';
import { apiError, NotFoundError } from '../http/errors';
import type { Page } from '../http/pagination';
import { orderView } from './order.view';
import { findOrder, findPharmacyRef, latestOffersOf, ordersAcceptedFrom, ordersSentTo, pharmaciesRunBy, recipientsAmong } from './orders.repository';

/** At most this many incoming orders in one reply (they last five minutes each). */
const INCOMING_LIMIT = 200;

/**
 * The pharmacies whose offers count as "ours" on a card: those of the caller's the order went to,
 * or only the one the caller chose (`?pharmacy_id=`) when it is among them.
 */
const offeringPharmacies = (sentTo: string[], chosen: string | undefined) => (chosen ? sentTo.filter((id) => id === chosen) : sentTo);

/**
 * `GET order-read/`: the orders sent to the caller's pharmacies (ADMIN: every pharmacy) whose
 * offer window is still open at `now` and that no offer has won yet, newest first, each with the
 * seconds left, the caller's pharmacies it went to, and the caller's latest offer on it (`my_offer`).
 */
export async function incomingOrders(db: DbOrTx, places: OrderPlaces, user: AuthUser, now: Date, chosenPharmacy?: string): Promise<RowsPage<OrderView>> {
  const pharmacyIds = (await pharmaciesRunBy(db, ownerScope(user))).map((pharmacy) => pharmacy.sys_id);
  const since = new Date(now.getTime() - OFFER_WINDOW_SECONDS * 1000);
  const sent = await ordersSentTo(db, pharmacyIds, since, INCOMING_LIMIT);
  const ours = await latestOffersOf(db, sent.map(({ order }) => order.sys_id), offeringPharmacies(pharmacyIds, chosenPharmacy));
  const mine = (orderId: string, to: string[]) => {
    const offer = ours.get(orderId);
    return offer && offeringPharmacies(to, chosenPharmacy).includes(offer.pharmacy_id) ? offer : null;
  };
  const rows = await Promise.all(sent.map(async ({ order, pharmacyIds: to }) => orderView(order, to, now, undefined, await places.of(order), mine(order.sys_id, to))));
  return { count: rows.length, rows };
}

/** `GET order-read/order/{id}`: one order, for the people in charge of a pharmacy it was sent to (and ADMIN). */
export async function orderById(db: DbOrTx, places: OrderPlaces, user: AuthUser, orderId: string, now: Date, chosenPharmacy?: string): Promise<OrderView> {
  const order = await findOrder(db, orderId);
  if (!order) throw new NotFoundError(apiError('order.not_found'));
  const mine = (await pharmaciesRunBy(db, ownerScope(user))).map((pharmacy) => pharmacy.sys_id);
  const sentTo = await recipientsAmong(db, orderId, mine);
  assertCanAccess(user, { pic_id: sentTo.length > 0 ? user.sys_id : null, sys_id: orderId }, 'order');
  const ours = await latestOffersOf(db, [orderId], offeringPharmacies(sentTo, chosenPharmacy));
  return orderView(order, sentTo, now, undefined, await places.of(order), ours.get(orderId) ?? null);
}

/** `GET order-read/live-orders/{pharmacyId}`: the orders won by this pharmacy and not delivered yet, newest first, with the accepted offer (ours). */
export async function liveOrders(db: DbOrTx, places: OrderPlaces, user: AuthUser, pharmacyId: string, page: Page, now: Date): Promise<RowsPage<OrderView>> {
  const pharmacy = await findPharmacyRef(db, pharmacyId);
  if (!pharmacy) throw new NotFoundError(apiError('order.pharmacy_unknown'));
  assertCanAccess(user, pharmacy, 'pharmacy');
  const { count, rows } = await ordersAcceptedFrom(db, pharmacyId, page);
  return { count, rows: await Promise.all(rows.map(async ({ order, offer }) => orderView(order, [pharmacyId], now, offer, await places.of(order), offer))) };
}
