import { waitFor } from '@testing-library/react';
import { ordersApi } from '@mk/api';
import { fakeApi, ok } from '@mk/module-kit/testing';
import { createAppStore, type AppStore } from '@mk/session';
import { fakeRealtime } from './fake-realtime';
import { stopWatchingOffers } from './offer-watch';
import { offerView, orderView, pharmacyPic } from './order-fixtures';
import { liveOrdersApi } from './orders-cache';

/*
 * The orders caches follow the socket: a fake socket.io client stands for the server's events,
 * fakeApi for its HTTP replies, and the real store and endpoints do the rest.
 */
let store: AppStore;

function start() {
  const realtime = fakeRealtime();
  store = createAppStore({ user: pharmacyPic, locale: 'en', realtime: realtime.connector });
  realtime.socket.receive('connect');
  return realtime;
}

const incoming = () => liveOrdersApi.endpoints.getIncomingOrders.select()(store.getState() as never).data?.rows;
const incomingIds = () => liveOrdersApi.endpoints.getIncomingOrders.select()(store.getState() as never).data?.rows.map((order) => order.sys_id);
const liveIds = () => liveOrdersApi.endpoints.getLiveOrders.select({ pharmacyId: 'ph1' })(store.getState() as never).data?.rows.map((order) => order.sys_id);

/** The lists as the Orders page holds them (subscribed), once loaded. */
async function openLists() {
  await store.dispatch(ordersApi.endpoints.getIncomingOrders.initiate());
  await store.dispatch(ordersApi.endpoints.getLiveOrders.initiate({ pharmacyId: 'ph1' }));
}

afterEach(() => {
  // Drops the cache entries, which stops their socket listeners.
  store.dispatch(ordersApi.util.resetApiState());
  stopWatchingOffers();
});

describe('the incoming orders cache on new_order', () => {
  it('puts the new order at the top, fetched once, without fetching the list again', async () => {
    const realtime = start();
    const server = fakeApi({
      getIncomingOrders: ok({ count: 1, rows: [orderView('o1')] }),
      getLiveOrders: ok({ count: 0, rows: [] }),
      getOrder: (call) => ok(orderView(call.path.split('/').pop()!)),
    });
    await openLists();
    expect(incomingIds()).toEqual(['o1']);

    realtime.socket.receive('new_order', { sys_id: 'o2', pharmacy_ids: ['ph1'] });
    await waitFor(() => expect(incomingIds()).toEqual(['o2', 'o1']));
    // The same event again (a second pharmacy of ours): no duplicate, no second request.
    realtime.socket.receive('new_order', { sys_id: 'o2', pharmacy_ids: ['ph1'] });
    await store.dispatch(ordersApi.endpoints.getOrder.initiate('o2', { subscribe: false }));
    expect(incomingIds()).toEqual(['o2', 'o1']);
    expect(liveOrdersApi.endpoints.getIncomingOrders.select()(store.getState() as never).data?.count).toBe(2);
    expect(server.callsTo('getOrder')).toHaveLength(1);
    expect(server.callsTo('getIncomingOrders')).toHaveLength(1);
  });

  it('leaves a list that is no longer cached alone', async () => {
    const realtime = start();
    const server = fakeApi({ getIncomingOrders: ok({ count: 0, rows: [] }) });
    const held = store.dispatch(ordersApi.endpoints.getIncomingOrders.initiate());
    await held;
    held.unsubscribe();
    expect(realtime.socket.listeners('new_order')).toBe(1);
    store.dispatch(ordersApi.util.resetApiState());
    await waitFor(() => expect(realtime.socket.listeners('new_order')).toBe(0));
    realtime.socket.receive('new_order', { sys_id: 'o9', pharmacy_ids: ['ph1'] });
    expect(server.callsTo('getOrder')).toHaveLength(0);
  });
});

describe('the caches on the outcome of our offer', () => {
  async function offerMade(realtime: ReturnType<typeof start>) {
    const lists = { live: [] as string[], offered: false };
    // As the server answers: once offered, the order names our offer.
    const mine = () => (lists.offered ? { my_offer: { sys_id: 'of1', total_price: '25.00', status: 'live' as const } } : { my_offer: null });
    const server = fakeApi({
      getIncomingOrders: () => ok({ count: 2, rows: [orderView('o1', mine()), orderView('o2', { my_offer: null })] }),
      getLiveOrders: () => ok({ count: lists.live.length, rows: lists.live.map((id) => orderView(id, { accepted_pharmacy_id: 'ph1' })) }),
      createOffer: (call) => {
        lists.offered = true;
        return ok(offerView('of1', (call.body as { order_id: string }).order_id));
      },
    });
    await openLists();
    await store.dispatch(
      ordersApi.endpoints.createOffer.initiate({ pharmacy_id: 'ph1', order_id: 'o1', delivery_price: '5', time_to_deliver: '30', items: [] }),
    );
    await waitFor(() => expect(realtime.socket.listeners('offer_actions_of1')).toBe(1));
    return { server, lists };
  }

  it('puts the offer made on its card at once', async () => {
    const realtime = start();
    await offerMade(realtime);
    expect(incoming()?.find((order) => order.sys_id === 'o1')?.my_offer).toEqual({ sys_id: 'of1', total_price: '25.00', status: 'live' });
  });

  it('listens to the live offers the incoming list names (after a reload), not to answered ones', async () => {
    const realtime = start();
    fakeApi({
      getIncomingOrders: ok({
        count: 2,
        rows: [orderView('o1', { my_offer: { sys_id: 'of7', total_price: '25.00', status: 'live' } }), orderView('o2', { my_offer: { sys_id: 'of8', total_price: '25.00', status: 'declined' } })],
      }),
    });
    await store.dispatch(ordersApi.endpoints.getIncomingOrders.initiate());
    await waitFor(() => expect(realtime.socket.listeners('offer_actions_of7')).toBe(1));
    expect(realtime.socket.listeners('offer_actions_of8')).toBe(0);
  });

  it('listens to the offer once made; accepted: the order leaves the incoming list and Live Orders is fetched again', async () => {
    const realtime = start();
    const { server, lists } = await offerMade(realtime);
    // (The offer itself invalidates its order, so the incoming list was fetched again once by then.)
    const incomingFetches = server.callsTo('getIncomingOrders').length;

    lists.live = ['o1'];
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'accepted' });
    await waitFor(() => expect(liveIds()).toEqual(['o1']));
    expect(incomingIds()).toEqual(['o2']);
    expect(server.callsTo('getLiveOrders')).toHaveLength(2);
    expect(server.callsTo('getIncomingOrders')).toHaveLength(incomingFetches);
    // The outcome is final: no longer listened to.
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(0);
  });

  it('an answer of the incoming list read before the outcome does not bring the won order back', async () => {
    const realtime = start();
    const { server } = await offerMade(realtime);
    // A read of the list the server answered before the offer won, delivered after its outcome.
    let deliver = () => {};
    server.use({ getIncomingOrders: () => new Promise((resolve) => (deliver = () => resolve(ok({ count: 2, rows: [orderView('o1'), orderView('o2')] })))) });
    const stale = store.dispatch(ordersApi.endpoints.getIncomingOrders.initiate(undefined, { forceRefetch: true, subscribe: false }));
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'lost' });
    await waitFor(() => expect(incomingIds()).toEqual(['o2']));
    deliver();
    await stale;
    await waitFor(() => expect(incomingIds()).toEqual(['o2']));
  });

  it('lost to another pharmacy: the order leaves the incoming list, Live Orders is not fetched again', async () => {
    const realtime = start();
    const { server } = await offerMade(realtime);
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'lost' });
    await waitFor(() => expect(incomingIds()).toEqual(['o2']));
    expect(server.callsTo('getLiveOrders')).toHaveLength(1);
  });

  it('declined: the order stays in the list, its card saying our offer was declined', async () => {
    const realtime = start();
    await offerMade(realtime);
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'declined' });
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(0);
    expect(incomingIds()).toEqual(['o1', 'o2']);
    expect(incoming()?.[0].my_offer).toMatchObject({ sys_id: 'of1', status: 'declined' });
  });
});

describe('a delivered order', () => {
  it('leaves Live Orders as soon as the server answers the step, before any refetch', async () => {
    start();
    let answer = [orderView('o1', { accepted_pharmacy_id: 'ph1' }), orderView('o2', { accepted_pharmacy_id: 'ph1' })];
    fakeApi({
      getIncomingOrders: ok({ count: 0, rows: [] }),
      getLiveOrders: () => ok({ count: answer.length, rows: answer }),
      updateOrderState: (call) => ok(orderView((call.body as { sys_id: string }).sys_id, { delivery_state: 'DELIVERED', accepted_pharmacy_id: 'ph1' })),
    });
    await openLists();
    expect(liveIds()).toEqual(['o1', 'o2']);
    // The refetch the step causes still lists it (a slow or stale read): the order is gone all the same.
    const delivered = store.dispatch(ordersApi.endpoints.updateOrderState.initiate({ sys_id: 'o1', delivery_state: 'DELIVERED' }));
    await delivered;
    expect(liveIds()).toEqual(['o2']);
    answer = [answer[1]];
  });
});

describe('after a reconnection', () => {
  it('fetches each list once more, for what was sent while the socket was down', async () => {
    const realtime = start();
    const server = fakeApi({ getIncomingOrders: ok({ count: 0, rows: [] }), getLiveOrders: ok({ count: 0, rows: [] }) });
    await openLists();
    realtime.socket.receive('disconnect', 'transport close');
    expect(store.getState().realtime.status).toBe('reconnecting');
    realtime.socket.receive('connect');
    await waitFor(() => expect(server.callsTo('getIncomingOrders')).toHaveLength(2));
    await waitFor(() => expect(server.callsTo('getLiveOrders')).toHaveLength(2));
    expect(server.callsTo('getIncomingOrders')).toHaveLength(2);
    expect(store.getState().realtime.status).toBe('open');
  });
});

describe('the caches on order_canceled (issue 30)', () => {
  it('takes the canceled order out of the incoming list and of Live Orders at once, without fetching either again', async () => {
    const realtime = start();
    const server = fakeApi({
      getIncomingOrders: ok({ count: 2, rows: [orderView('o1'), orderView('o2')] }),
      getLiveOrders: ok({ count: 1, rows: [orderView('o3')] }),
    });
    await openLists();
    realtime.socket.receive('order_canceled', { sys_id: 'o2' });
    await waitFor(() => expect(incomingIds()).toEqual(['o1']));
    expect(liveOrdersApi.endpoints.getIncomingOrders.select()(store.getState() as never).data?.count).toBe(1);
    realtime.socket.receive('order_canceled', { sys_id: 'o3' });
    await waitFor(() => expect(liveIds()).toEqual([]));
    expect(server.callsTo('getIncomingOrders')).toHaveLength(1);
    expect(server.callsTo('getLiveOrders')).toHaveLength(1);
  });
});
