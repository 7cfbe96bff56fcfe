import { closeRealtime, openRealtime } from '@mk/session';
import { fakeRealtime } from './fake-realtime';
import { onOfferAction, stopWatchingOffers, watchOffer, watchOffersOf } from './offer-watch';
import { orderView } from './order-fixtures';

let realtime: ReturnType<typeof fakeRealtime>;
beforeEach(() => {
  realtime = fakeRealtime();
  openRealtime('token', () => undefined as never, realtime.connector);
});
afterEach(() => {
  stopWatchingOffers();
  closeRealtime(() => undefined as never);
});

describe('the offers watched for their outcome', () => {
  it('are the live offers of ours the order views name, and nothing is kept in the browser', () => {
    localStorage.clear();
    watchOffersOf([
      orderView('o1', { my_offer: { sys_id: 'live', total_price: '38.00', status: 'live' } }),
      orderView('o2', { my_offer: { sys_id: 'gone', total_price: '38.00', status: 'declined' } }),
      orderView('o3', { my_offer: null }),
    ]);
    expect(realtime.socket.listeners('offer_actions_live')).toBe(1);
    expect(realtime.socket.listeners('offer_actions_gone')).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('tell each listener the outcome once, with the offer, and are then let go', () => {
    const heard: string[] = [];
    const stop = onOfferAction((event, offer) => heard.push(`${event.action} ${offer.order_id}`));
    watchOffer({ sys_id: 'of1', order_id: 'o1' });
    watchOffersOf([orderView('o1', { my_offer: { sys_id: 'of1', total_price: '38.00', status: 'live' } })]);
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(1);
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'accepted' });
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'accepted' });
    stop();
    expect(heard).toEqual(['accepted o1']);
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(0);
  });

  it('are all let go when the session ends', () => {
    watchOffer({ sys_id: 'of1', order_id: 'o1' });
    stopWatchingOffers();
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(0);
  });
});
