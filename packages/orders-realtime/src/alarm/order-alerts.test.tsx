import { act, fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { useLocation } from 'react-router';
import type { Locale } from '@mk/contracts';
import { fakeApi, modulePageRenderer, ok } from '@mk/module-kit/testing';
import { ordersModule } from '../orders.module';
import { fakeRealtime } from '../realtime/fake-realtime';
import { installFakeAudio } from './fake-audio';
import { stopWatchingOffers } from '../realtime/offer-watch';
import { offerView, orderView, pharmacyPic } from '../realtime/order-fixtures';
import OrderAlerts from './order-alerts';
import { RING_EVERY_MS } from './ringer';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderPage = modulePageRenderer(ordersModule);

/** The alerts as the shell mounts them (inside antd App and the router), on some other page. */
async function renderAlerts(locale: Locale = 'en') {
  const realtime = fakeRealtime();
  const view = renderPage(null, {
    user: pharmacyPic,
    locale,
    realtime: realtime.connector,
    route: '/clinics',
    routes: [
      {
        path: '*',
        element: (
          <App>
            <OrderAlerts />
            <Location />
          </App>
        ),
      },
    ],
  });
  await screen.findByTestId('location');
  act(() => realtime.socket.receive('connect'));
  return { ...view, realtime };
}

const location = () => screen.getByTestId('location').textContent;
const notice = (title: string) => screen.getByText(title).closest('.ant-notification-notice') as HTMLElement;
/** Lets the ringing interval (fake timers) run for `ms`. */
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

let audio: ReturnType<typeof installFakeAudio>;
beforeEach(() => {
  localStorage.clear();
  audio = installFakeAudio();
});
afterEach(() => {
  jest.useRealTimers();
  audio.uninstall();
  stopWatchingOffers();
});

describe('the New Order alarm', () => {
  it('shows New Order with the order, rings every 2 s until acknowledged, and opens the offer form', async () => {
    fakeApi({ getOrder: ok(orderView('order-0007')) });
    const { realtime } = await renderAlerts();
    jest.useFakeTimers();

    act(() => realtime.socket.receive('new_order', { sys_id: 'order-0007', pharmacy_ids: ['ph1'] }));
    expect(screen.getByText('New Order')).toBeInTheDocument();
    // Named as its card names it.
    expect(within(notice('New Order')).getByText('…der-0007')).toBeInTheDocument();
    expect(audio.chimes()).toBe(1);
    wait(2 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(3);
    // The order's address, once fetched.
    expect(await within(notice('New Order')).findByText('Al Olaya, Riyadh')).toBeInTheDocument();

    fireEvent.click(within(notice('New Order')).getByRole('button', { name: 'Send Offer' }));
    expect(location()).toBe('/create-offer/order-0007');
    const rung = audio.chimes();
    wait(5 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(rung);
  });

  it('keeps ringing while any order waits; closing a notification acknowledges its order', async () => {
    fakeApi({ getOrder: (call) => ok(orderView(call.path.split('/').pop()!)) });
    const { realtime } = await renderAlerts();
    jest.useFakeTimers();
    act(() => realtime.socket.receive('new_order', { sys_id: 'o1', pharmacy_ids: ['ph1'] }));
    act(() => realtime.socket.receive('new_order', { sys_id: 'o2', pharmacy_ids: ['ph1'] }));
    expect(screen.getAllByText('New Order')).toHaveLength(2);

    const first = screen.getByText('o1').closest('.ant-notification-notice') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /close/i }));
    const before = audio.chimes();
    wait(RING_EVERY_MS);
    expect(audio.chimes()).toBe(before + 1);
    expect(location()).toBe('/clinics');

    // Clicking the notification itself opens the offer form and silences the last one.
    fireEvent.click(screen.getByText('o2'));
    expect(location()).toBe('/create-offer/o2');
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(before + 1);
  });

  it('stops ringing for an order whose offer form is opened another way (its card), and leaves the others ringing', async () => {
    fakeApi({ getOrder: (call) => ok(orderView(call.path.split('/').pop()!)) });
    const { realtime, router } = await renderAlerts();
    jest.useFakeTimers();
    act(() => realtime.socket.receive('new_order', { sys_id: 'o1', pharmacy_ids: ['ph1'] }));
    act(() => realtime.socket.receive('new_order', { sys_id: 'o2', pharmacy_ids: ['ph1'] }));
    await act(() => router.navigate('/create-offer/o1'));
    expect(screen.queryByText('o1')).not.toBeInTheDocument();
    expect(screen.getByText('o2')).toBeInTheDocument();
    const before = audio.chimes();
    wait(RING_EVERY_MS);
    expect(audio.chimes()).toBe(before + 1);
    await act(() => router.navigate('/create-offer/o2'));
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(before + 1);
  });

  it('lets an order go, notification and ring, when its offer window closes unanswered', async () => {
    fakeApi({ getOrder: ok(orderView('o5', { seconds_left: 90 })) });
    const { realtime } = await renderAlerts();
    jest.useFakeTimers();
    act(() => realtime.socket.receive('new_order', { sys_id: 'o5', pharmacy_ids: ['ph1'] }));
    expect(await within(notice('New Order')).findByText('Al Olaya, Riyadh')).toBeInTheDocument();
    wait(85_000);
    expect(screen.getByText('New Order')).toBeInTheDocument();
    wait(5_000);
    const rung = audio.chimes();
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(rung);
    expect(screen.queryByText('New Order')).not.toBeInTheDocument();
  });

  it('still shows the notification while the browser keeps audio off (no click on the page yet), and rings after a click', async () => {
    audio.uninstall();
    let allow = () => undefined as void;
    let resumes = 0;
    const resume = () =>
      new Promise<void>((resolve) => {
        resumes += 1;
        allow = resolve;
      });
    audio = installFakeAudio({ state: 'suspended', resume });
    fakeApi({ getOrder: ok(orderView('o3')) });
    const { realtime } = await renderAlerts();
    jest.useFakeTimers();
    act(() => realtime.socket.receive('new_order', { sys_id: 'o3', pharmacy_ids: ['ph1'] }));
    expect(screen.getByText('New Order')).toBeInTheDocument();
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(0);
    // The user clicks somewhere: audio resumes, and the next ring sounds (not the missed ones).
    const asked = resumes;
    fireEvent.pointerDown(document.body);
    expect(resumes).toBe(asked + 1);
    await act(async () => allow());
    expect(audio.chimes()).toBe(0);
    wait(RING_EVERY_MS);
    expect(audio.chimes()).toBe(1);
  });

  it('speaks Arabic in Arabic, with the Arabic address', async () => {
    fakeApi({ getOrder: ok(orderView('o4')) });
    const { realtime } = await renderAlerts('ar');
    act(() => realtime.socket.receive('new_order', { sys_id: 'o4', pharmacy_ids: ['ph1'] }));
    expect(await screen.findByText('طلب جديد')).toBeInTheDocument();
    expect(await screen.findByText('العليا، الرياض')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال عرض' })).toBeInTheDocument();
  });
});

describe('the outcome of our offers', () => {
  /** An offer made before this page loaded (a reload, or an earlier session of the same user). */
  const rememberOffer = () => localStorage.setItem('mk.orders.watchedOffers.u-pic', JSON.stringify([offerView('of1', 'o1')]));

  it("shows 'Offer Accepted Prepare Now' with a sound and a way to Orders", async () => {
    rememberOffer();
    const { realtime } = await renderAlerts();
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(1);
    act(() => realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'accepted' }));
    expect(await screen.findByText('Offer Accepted Prepare Now')).toBeInTheDocument();
    expect(audio.chimes()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Orders' }));
    expect(location()).toBe('/orders');
  });

  it('tells quietly when the patient declined it or chose another pharmacy', async () => {
    localStorage.setItem('mk.orders.watchedOffers.u-pic', JSON.stringify([offerView('of1', 'o1'), offerView('of2', 'o2')]));
    const { realtime } = await renderAlerts();
    act(() => realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'declined' }));
    act(() => realtime.socket.receive('offer_actions_of2', { offer_id: 'of2', order_id: 'o2', action: 'lost' }));
    expect(await screen.findByText('The patient declined your offer')).toBeInTheDocument();
    expect(screen.getByText("The patient accepted another pharmacy's offer")).toBeInTheDocument();
    expect(audio.chimes()).toBe(0);
  });

  it('stops listening when the session ends', async () => {
    rememberOffer();
    const { realtime, unmount } = await renderAlerts();
    unmount();
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(0);
    expect(realtime.socket.listeners('new_order')).toBe(0);
  });
});
