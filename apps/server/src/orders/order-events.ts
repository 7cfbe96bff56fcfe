import { offerActionsEvent, type NewOrderEvent, type OfferActionEvent, type OrderCanceledEvent } from '@mk/contracts';
import type { DbOrTx } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import { picsOf, recipientsOf } from './orders.repository';

/*
 * The realtime events of orders (spec 2 section 7, Realtime), sent after the write commits, to the
 * people in charge of the pharmacies concerned (their `user:` rooms on the gateway).
 */

/** An order was placed, or an offer on it answered: what a listener is told, after the order's own events. */
export interface OrderActivity {
  db: DbOrTx;
  /** The app's realtime the events went through (a listener of another app in the process ignores it). */
  realtime: Realtime;
  orderId: string;
}

const orderActivityListeners = new Set<(activity: OrderActivity) => void>();

/**
 * Lets another domain hear of order activity (the Home's `home_changed`, dashboard/) without orders
 * importing it; gives the function that stops listening. A listener must not throw or wait: it
 * runs inside the request that placed or answered.
 */
export function onOrderActivity(listener: (activity: OrderActivity) => void): () => void {
  orderActivityListeners.add(listener);
  return () => orderActivityListeners.delete(listener);
}

function tellOrderActivity(db: DbOrTx, realtime: Realtime, orderIds: Iterable<string>): void {
  for (const orderId of new Set(orderIds)) for (const listener of orderActivityListeners) listener({ db, realtime, orderId });
}

/** `new_order` to each person in charge of a receiving pharmacy, once, naming their pharmacies it went to. */
export async function announceNewOrder(db: DbOrTx, realtime: Realtime, orderId: string, pharmacyIds: string[]): Promise<void> {
  const payloads = [...(await picsOf(db, pharmacyIds))].map(([picId, pharmacies]): [string, NewOrderEvent] => [picId, { sys_id: orderId, pharmacy_ids: pharmacies }]);
  if (payloads.length > 0) realtime.emitToUsers('new_order', payloads);
  tellOrderActivity(db, realtime, [orderId]);
}

/** `offer_actions_{offerId}` to the offering pharmacy's person in charge: accepted, declined or lost. */
export async function announceOfferActions(
  db: DbOrTx,
  realtime: Realtime,
  outcomes: { offer_id: string; order_id: string; pharmacy_id: string; action: OfferActionEvent['action'] }[],
): Promise<void> {
  const pics = await picsOf(db, [...new Set(outcomes.map((outcome) => outcome.pharmacy_id))]);
  for (const { pharmacy_id, ...event } of outcomes) {
    for (const [picId, pharmacies] of pics) {
      if (pharmacies.includes(pharmacy_id)) realtime.emitToUser(picId, offerActionsEvent(event.offer_id), event satisfies OfferActionEvent);
    }
  }
  tellOrderActivity(db, realtime, outcomes.map((outcome) => outcome.order_id));
}

/**
 * `order_canceled` (issue 30) to each person in charge of a pharmacy the order was sent to: the same
 * people, rooms and adapter as its `new_order`, once each, after the cancel commits.
 */
export async function announceOrderCanceled(db: DbOrTx, realtime: Realtime, orderId: string): Promise<void> {
  const pics = [...(await picsOf(db, await recipientsOf(db, orderId))).keys()];
  if (pics.length > 0) realtime.emitToUsers('order_canceled', pics.map((picId): [string, OrderCanceledEvent] => [picId, { sys_id: orderId }]));
  tellOrderActivity(db, realtime, [orderId]);
}

/** A withdrawn offer (issue 30): the order's listeners (the Home) hear of it; the patient app has no realtime path for offers. */
export function announceOfferWithdrawn(db: DbOrTx, realtime: Realtime, orderId: string): void {
  tellOrderActivity(db, realtime, [orderId]);
}
