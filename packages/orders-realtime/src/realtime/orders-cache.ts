import { ordersApi } from '@mk/api';
import type { MyOffer, NewOrderEvent, OrderCanceledEvent, OrderView, RowsPage } from '@mk/contracts';
import { onRealtimeEvent, type AppState } from '@mk/session';
import { isWon, onOfferAction, rememberWon, watchOffer, watchOffersOf } from './offer-watch';

/*
 * The orders caches follow the socket (RTK Query's streaming updates, "onCacheEntryAdded"), with
 * no polling: each cached list listens while it is in the cache and stops when it is dropped.
 * - `new_order`: the order is fetched once (`getOrder`) and put at the top of the incoming list.
 * - our offer (`my_offer`): every answer of the incoming list or of one order subscribes to the
 *   outcome of the live offers it names (realtime/offer-watch); an offer made here is put on its
 *   card at once (the card then says "Offer sent" instead of offering Send Offer).
 * - an offer's outcome: the order leaves the incoming list once an offer has won it (ours or
 *   another's), and a declined one says so on its card; when ours won, the live orders are
 *   fetched again (the reply carries the accepted offer, which only that call gives). An answer
 *   of the incoming list read before the outcome (the offer's own refetch, slow on a busy
 *   machine) lands after it: the orders known to be won are taken out of every answer.
 * - a delivery moved to DELIVERED: the order leaves every cached Live Orders list at once.
 * - `order_canceled` (the patient or ADMIN canceled it, issue 30): the order leaves the incoming
 *   list and every Live Orders list at once, and later answers read before the cancel drop it too.
 * - socket.io's `connect`, which comes on every (re)connection: events sent while the socket was
 *   down (or not yet up when the list loaded) are lost, so the list is fetched again, once.
 * Imported for its effect by the module's routes and the alarm, before any page reads the hooks.
 */

const RECONNECTED = 'connect';
const ORDER_CANCELED = 'order_canceled';

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

function setMyOffer(list: RowsPage<OrderView>, orderId: string, offer: MyOffer): void {
  const order = list.rows.find((row) => row.sys_id === orderId);
  if (order) order.my_offer = offer;
}

/** Subscribes to the outcome of the live offers in a query's answer, whenever one arrives; resolves to the answer. */
async function watchAnswer<T extends OrderView | RowsPage<OrderView>>(queryFulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    const { data } = await queryFulfilled;
    watchOffersOf('rows' in data ? data.rows : [data]);
    return data;
  } catch {
    // A failed read names no offer.
    return undefined;
  }
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
      async onQueryStarted(arg, { queryFulfilled, dispatch }) {
        const answer = await watchAnswer(queryFulfilled);
        const won = answer?.rows.filter((row) => isWon(row.sys_id)) ?? [];
        if (won.length === 0) return;
        dispatch(ordersApi.util.updateQueryData('getIncomingOrders', arg, (list) => won.forEach((order) => removeOrder(list, order.sys_id))));
      },
      async onCacheEntryAdded(arg, lifecycle) {
        const { dispatch, updateCachedData } = lifecycle;
        await whileCached(lifecycle, () => [
          onRealtimeEvent('new_order', async (event: NewOrderEvent) => {
            const fetched = await dispatch(ordersApi.endpoints.getOrder.initiate(event.sys_id, { subscribe: false }));
            // (A list dropped meanwhile is not patched: RTK Query ignores the update.)
            if (fetched.data) updateCachedData((list) => addOrder(list, fetched.data!));
          }),
          onOfferAction((event) => {
            if (event.action !== 'declined') rememberWon(event.order_id);
            updateCachedData((list) => {
              if (event.action !== 'declined') removeOrder(list, event.order_id);
              else {
                const order = list.rows.find((row) => row.sys_id === event.order_id);
                if (order?.my_offer?.sys_id === event.offer_id) order.my_offer = { ...order.my_offer, status: 'declined' };
              }
            });
          }),
          onRealtimeEvent(ORDER_CANCELED, (event: OrderCanceledEvent) => {
            rememberWon(event.sys_id);
            updateCachedData((list) => removeOrder(list, event.sys_id));
          }),
          onRealtimeEvent(RECONNECTED, () => {
            void dispatch(ordersApi.endpoints.getIncomingOrders.initiate(arg, { subscribe: false, forceRefetch: true }));
          }),
        ]);
      },
    },
    getOrder: {
      async onQueryStarted(_arg, { queryFulfilled }) {
        await watchAnswer(queryFulfilled);
      },
    },
    getLiveOrders: {
      async onCacheEntryAdded(arg, lifecycle) {
        const { dispatch, updateCachedData } = lifecycle;
        const refetch = () => void dispatch(ordersApi.endpoints.getLiveOrders.initiate(arg, { subscribe: false, forceRefetch: true }));
        await whileCached(lifecycle, () => [
          onRealtimeEvent(ORDER_CANCELED, (event: OrderCanceledEvent) => updateCachedData((list) => removeOrder(list, event.sys_id))),
          // (The event does not say which of our pharmacies won: each cached list is fetched again.)
          onOfferAction((event) => {
            if (event.action === 'accepted') refetch();
          }),
          onRealtimeEvent(RECONNECTED, refetch),
        ]);
      },
    },
    createOffer: {
      /** Spec 2 section 4: once an offer is made, its outcome is listened to (offer_actions_{id}), and its card says so. */
      async onQueryStarted(_body, { queryFulfilled, dispatch }) {
        try {
          const { data: offer } = await queryFulfilled;
          watchOffer(offer);
          const mine: MyOffer = { sys_id: offer.sys_id, total_price: offer.total_price, status: offer.status };
          dispatch(ordersApi.util.updateQueryData('getIncomingOrders', undefined, (list) => setMyOffer(list, offer.order_id, mine)));
        } catch {
          // A refused offer is the form's to report; there is nothing to listen to.
        }
      },
    },
    updateOrderState: {
      /** A delivered order has left Live Orders (the server lists it no more): it goes at once, not after the refetch. */
      async onQueryStarted(_body, { queryFulfilled, dispatch, getState }) {
        try {
          const { data: order } = await queryFulfilled;
          if (order.delivery_state !== 'DELIVERED') return;
          for (const args of ordersApi.util.selectCachedArgsForQuery(getState() as unknown as AppState & Parameters<typeof ordersApi.util.selectCachedArgsForQuery>[0], 'getLiveOrders')) {
            dispatch(ordersApi.util.updateQueryData('getLiveOrders', args, (list) => removeOrder(list, order.sys_id)));
          }
        } catch {
          // A refused step is the tracker's to report.
        }
      },
    },
  },
});
