import { offerActionsEvent, type OfferActionEvent, type OrderView } from '@mk/contracts';
import { onRealtimeEvent } from '@mk/session';

/** An offer of ours whose outcome (accepted, declined, lost) has not arrived yet. */
export interface WatchedOffer {
  sys_id: string;
  order_id: string;
}

export type OfferActionListener = (event: OfferActionEvent, offer: WatchedOffer) => void;

/*
 * The server sends `offer_actions_{offerId}` per offer (spec 2 section 7: "subscribed per offer
 * id"). Which offers are ours, and still live, the order views say (`my_offer`): every answer of
 * the incoming list or of one order subscribes to its live offers, and an offer made here is
 * subscribed from `createOffer`'s reply. Nothing is kept in the browser: after a reload the
 * incoming list (which the alarm loads on every page) gives them again.
 */
const watching = new Map<string, () => void>();
const listeners = new Set<OfferActionListener>();

/** Listens to the outcome of this offer (once, whatever the number of calls). */
export function watchOffer(offer: WatchedOffer): void {
  if (watching.has(offer.sys_id)) return;
  const watched = { sys_id: offer.sys_id, order_id: offer.order_id };
  const stop = onRealtimeEvent(offerActionsEvent(offer.sys_id), (event: OfferActionEvent) => {
    // Every outcome is final: the offer is no longer live, so it is no longer watched.
    forget(offer.sys_id);
    listeners.forEach((listener) => listener(event, watched));
  });
  watching.set(offer.sys_id, stop);
}

/** Listens to the live offers of ours these orders carry (`my_offer`). */
export function watchOffersOf(orders: readonly OrderView[]): void {
  for (const order of orders) {
    if (order.my_offer?.status === 'live') watchOffer({ sys_id: order.my_offer.sys_id, order_id: order.sys_id });
  }
}

/** Orders an offer has won (ours or another's, as their outcome said): they never come back to the incoming list. */
const wonOrders = new Set<string>();
const WON_ORDERS_KEPT = 500;

export function rememberWon(orderId: string): void {
  if (wonOrders.size >= WON_ORDERS_KEPT) wonOrders.delete(wonOrders.values().next().value!);
  wonOrders.add(orderId);
}

export const isWon = (orderId: string): boolean => wonOrders.has(orderId);

function forget(offerId: string): void {
  watching.get(offerId)?.();
  watching.delete(offerId);
}

/** Stops listening to every offer and forgets the won orders (the session ended). */
export function stopWatchingOffers(): void {
  watching.forEach((stop) => stop());
  watching.clear();
  wonOrders.clear();
}

/** Calls `listener` with the outcome of every watched offer, until the returned function is called. */
export function onOfferAction(listener: OfferActionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
