import { ordersApi } from '@mk/api';
import type { NewOrderEvent, OrderView, RowsPage } from '@mk/contracts';
import { onRealtimeEvent, selectUser, type AppState } from '@mk/session';
import { onOfferAction, watchOffer } from './offer-watch';

/*
 * The orders caches follow the socket (RTK Query's streaming updates, "onCacheEntryAdded"), with
 * no polling: each cached list listens while it is in the cache and stops when it is dropped.
 * - `new_order`: the order is fetched once (`getOrder`) and put at the top of the incoming list.
 * - an offer's outcome: the order leaves the incoming list once an offer has won it (ours or
 *   another's); when ours won, the live orders of our pharmacy are fetched again (the reply
 *   carries the accepted offer, which only that call gives).
 * - socket.io's `connect`, which comes on every (re)connection: events sent while the socket was
 *   down (or not yet up when the list loaded) are lost, so the list is fetched again, once.
 * Imported for its effect by the module's routes and the alarm, before any page reads the hooks.
 */

const RECONNECTED = 'connect';

/** Listens until the cache entry is dropped; nothing at all if it is dropped before its data came. */
async function whileCached(lifecycle: { cacheDataLoaded: Promise<unknown>; cacheEntryRemoved: Promise<void> }, listen: () => Array<() => void>) {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const stops = listen();
  await lifecycle.cacheEntryRemoved;
  stops.forEach((stop) => stop());
}

function addOrder(list: RowsPage<OrderView>, order: OrderView): void {
  if (list.rows.some((row) => row.sys_id === order.sys_id)) return;
  list.rows.unshift(order);
  list.count += 1;
}

function removeOrder(list: RowsPage<OrderView>, orderId: string): void {
  const index = list.rows.findIndex((row) => row.sys_id === orderId);
  if (index < 0) return;
  list.rows.splice(index, 1);
  list.count -= 1;
}

export const liveOrdersApi = ordersApi.enhanceEndpoints({
  endpoints: {
    getIncomingOrders: {
      async onCacheEntryAdded(arg, lifecycle) {
        const { dispatch, updateCachedData } = lifecycle;
        await whileCached(lifecycle, () => [
          onRealtimeEvent('new_order', async (event: NewOrderEvent) => {
            const fetched = await dispatch(ordersApi.endpoints.getOrder.initiate(event.sys_id, { subscribe: false }));
            // (A list dropped meanwhile is not patched: RTK Query ignores the update.)
            if (fetched.data) updateCachedData((list) => addOrder(list, fetched.data!));
          }),
          onOfferAction((event) => {
            if (event.action !== 'declined') updateCachedData((list) => removeOrder(list, event.order_id));
          }),
          onRealtimeEvent(RECONNECTED, () => {
            void dispatch(ordersApi.endpoints.getIncomingOrders.initiate(arg, { subscribe: false, forceRefetch: true }));
          }),
        ]);
      },
    },
    getLiveOrders: {
      async onCacheEntryAdded(arg, lifecycle) {
        const { dispatch } = lifecycle;
        const refetch = () => void dispatch(ordersApi.endpoints.getLiveOrders.initiate(arg, { subscribe: false, forceRefetch: true }));
        await whileCached(lifecycle, () => [
          onOfferAction((event, offer) => {
            if (event.action === 'accepted' && offer.pharmacy_id === arg.pharmacyId) refetch();
          }),
          onRealtimeEvent(RECONNECTED, refetch),
        ]);
      },
    },
    createOffer: {
      /** Spec 2 section 4: once an offer is made, its outcome is listened to (offer_actions_{id}). */
      async onQueryStarted(_body, { queryFulfilled, getState }) {
        try {
          const { data: offer } = await queryFulfilled;
          const user = selectUser(getState() as unknown as AppState);
          if (user) watchOffer(user.sys_id, offer);
        } catch {
          // A refused offer is the form's to report; there is nothing to listen to.
        }
      },
    },
  },
});
