import { closeRealtime, openRealtime } from '@mk/session';
import { fakeRealtime } from './fake-realtime';
import { onOfferAction, stopWatchingOffers, watchOffer, watchStoredOffers } from './offer-watch';
import { offerView } from './order-fixtures';

const HOUR = 60 * 60 * 1000;
const key = (userId: string) => `mk.orders.watchedOffers.${userId}`;
const storedIds = (userId: string) => (JSON.parse(localStorage.getItem(key(userId)) ?? '[]') as { sys_id: string }[]).map((offer) => offer.sys_id);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let realtime: ReturnType<typeof fakeRealtime>;
beforeEach(() => {
  localStorage.clear();
  realtime = fakeRealtime();
  openRealtime('token', () => undefined as never, realtime.connector);
});
afterEach(() => {
  stopWatchingOffers();
  closeRealtime(() => undefined as never);
});

describe('the offers watched for their outcome', () => {
  it('are remembered per user, and those older than a day are dropped unanswered', () => {
    localStorage.setItem(key('u1'), JSON.stringify([{ ...offerView('old', 'o1'), createdAt: ago(25 * HOUR) }, { ...offerView('recent', 'o2'), createdAt: ago(HOUR) }]));
    watchStoredOffers('u1');
    expect(storedIds('u1')).toEqual(['recent']);
    expect(realtime.socket.listeners('offer_actions_recent')).toBe(1);
    expect(realtime.socket.listeners('offer_actions_old')).toBe(0);
  });

  it("of another user are not listened to after a change of user", () => {
    watchOffer('u1', offerView('mine', 'o1'));
    watchStoredOffers('u2');
    expect(realtime.socket.listeners('offer_actions_mine')).toBe(0);
    expect(storedIds('u1')).toEqual(['mine']);
  });

  it('tell each listener the outcome once, with the offer', () => {
    const heard: string[] = [];
    const stop = onOfferAction((event, offer) => heard.push(`${event.action} ${offer.pharmacy_id}`));
    watchOffer('u1', offerView('of1', 'o1', 'ph2'));
    watchOffer('u1', offerView('of1', 'o1', 'ph2'));
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(1);
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'accepted' });
    realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'accepted' });
    stop();
    expect(heard).toEqual(['accepted ph2']);
    expect(storedIds('u1')).toEqual([]);
  });
});
