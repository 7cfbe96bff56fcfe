import { offerActionsEvent, type OfferActionEvent, type OfferView } from '@mk/contracts';
import { onRealtimeEvent } from '@mk/session';

/** An offer this user sent whose outcome (accepted, declined, lost) has not arrived yet. */
export type WatchedOffer = Pick<OfferView, 'sys_id' | 'order_id' | 'pharmacy_id' | 'createdAt'>;

export type OfferActionListener = (event: OfferActionEvent, offer: WatchedOffer) => void;

/*
 * The server sends `offer_actions_{offerId}` per offer (spec 2 section 7: "subscribed per offer
 * id"), and the order views do not say which orders carry one of our offers. So the ids of the
 * offers made here are kept per user in localStorage and subscribed again after a reload or the
 * next login. A patient may answer at any time, so they are kept a day (then dropped unanswered).
 */
const KEEP_MS = 24 * 60 * 60 * 1000;
const storageKey = (userId: string) => `mk.orders.watchedOffers.${userId}`;

let owner: string | null = null;
const watching = new Map<string, () => void>();
const listeners = new Set<OfferActionListener>();

function stored(userId: string): WatchedOffer[] {
  try {
    const offers = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as WatchedOffer[];
    return Array.isArray(offers) ? offers.filter((offer) => Date.now() - Date.parse(offer.createdAt) < KEEP_MS) : [];
  } catch {
    return [];
  }
}

function store(userId: string, offers: WatchedOffer[]): void {
  try {
    if (offers.length) localStorage.setItem(storageKey(userId), JSON.stringify(offers));
    else localStorage.removeItem(storageKey(userId));
  } catch {
    // Storage full or refused: the offer is still watched for this page's life.
  }
}

function subscribe(userId: string, offer: WatchedOffer): void {
  if (watching.has(offer.sys_id)) return;
  const stop = onRealtimeEvent(offerActionsEvent(offer.sys_id), (event: OfferActionEvent) => {
    // Every outcome is final: the offer is no longer live, so it is no longer watched.
    forget(userId, offer.sys_id);
    listeners.forEach((listener) => listener(event, offer));
  });
  watching.set(offer.sys_id, stop);
}

function forget(userId: string, offerId: string): void {
  watching.get(offerId)?.();
  watching.delete(offerId);
  store(userId, stored(userId).filter((offer) => offer.sys_id !== offerId));
}

/** Stops listening to every offer (the stored ids stay for the next session of the same user). */
export function stopWatchingOffers(): void {
  watching.forEach((stop) => stop());
  watching.clear();
  owner = null;
}

/** Listens to the offers `userId` made earlier (stored), for this session. */
export function watchStoredOffers(userId: string): void {
  if (owner !== userId) stopWatchingOffers();
  owner = userId;
  const offers = stored(userId);
  store(userId, offers);
  offers.forEach((offer) => subscribe(userId, offer));
}

/** Remembers an offer `userId` just made and listens to its outcome. */
export function watchOffer(userId: string, offer: WatchedOffer): void {
  const { sys_id, order_id, pharmacy_id, createdAt } = offer;
  store(userId, [...stored(userId).filter((known) => known.sys_id !== sys_id), { sys_id, order_id, pharmacy_id, createdAt }]);
  watchStoredOffers(userId);
}

/** Calls `listener` with the outcome of every watched offer, until the returned function is called. */
export function onOfferAction(listener: OfferActionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
