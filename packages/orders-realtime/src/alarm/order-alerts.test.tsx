import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useLocation } from 'react-router';
import type { Locale } from '@mk/contracts';
import { ordersApi } from '@mk/api';
import { NAVBAR_TOOLS_ID } from '@mk/module-kit';
import { fakeApi, modulePageRenderer, ok, type ApiHandlers } from '@mk/module-kit/testing';
import { ordersModule } from '../orders.module';
import { fakeRealtime } from '../realtime/fake-realtime';
import { installFakeAudio } from './fake-audio';
import { stopWatchingOffers } from '../realtime/offer-watch';
import { orderView, pharmacyPic } from '../realtime/order-fixtures';
import OrderAlerts, { ALERTS_Z_INDEX } from './order-alerts';
import { RING_EVERY_MS } from './ringer';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderPage = modulePageRenderer(ordersModule);

/** The server: the incoming list the alarm holds for the session (empty unless given), and what a test adds. */
const server = (handlers: ApiHandlers = {}) => fakeApi({ getIncomingOrders: ok({ count: 0, rows: [] }), ...handlers });

/** The alerts as the shell mounts them (inside antd App and the router, beside the navbar), on some other page. */
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
            <header>
              <span id={NAVBAR_TOOLS_ID} />
            </header>
            <OrderAlerts />
            <Location />
          </App>
        ),
      },
    ],
  });
  await screen.findByTestId('location');
  act(() => realtime.socket.receive('connect'));
  dropCaches = () => view.store.dispatch(ordersApi.util.resetApiState());
  return { ...view, realtime };
}

const location = () => screen.getByTestId('location').textContent;
const notice = (title: string) => screen.getByText(title).closest('.ant-notification-notice') as HTMLElement;
/** Lets the ringing interval (fake timers) run for `ms`. */
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

let audio: ReturnType<typeof installFakeAudio>;
/** Empties the test's caches, as a logout does: their socket listeners go with them. */
let dropCaches = () => undefined as unknown;
beforeEach(() => {
  sessionStorage.clear();
  audio = installFakeAudio();
});
afterEach(() => {
  jest.useRealTimers();
  audio.uninstall();
  act(() => void dropCaches());
  stopWatchingOffers();
});

describe('the New Order alarm', () => {
  it('shows New Order with the order, rings every 2 s until acknowledged, and opens the offer form', async () => {
    server({ getOrder: ok(orderView('order-0007')) });
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
    server({ getOrder: (call) => ok(orderView(call.path.split('/').pop()!)) });
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

  it('stops ringing for an order whose offer form is opened another way (its card); the others wait, quiet while the form is open', async () => {
    server({ getOrder: (call) => ok(orderView(call.path.split('/').pop()!)) });
    const { realtime, router } = await renderAlerts();
    jest.useFakeTimers();
    act(() => realtime.socket.receive('new_order', { sys_id: 'o1', pharmacy_ids: ['ph1'] }));
    act(() => realtime.socket.receive('new_order', { sys_id: 'o2', pharmacy_ids: ['ph1'] }));
    await act(() => router.navigate('/create-offer/o1'));
    expect(screen.queryByText('o1')).not.toBeInTheDocument();
    expect(screen.getByText('o2')).toBeInTheDocument();
    const before = audio.chimes();
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(before);
    // The form closed (back to another page): o2 still waits, and rings again.
    await act(() => router.navigate('/clinics'));
    wait(RING_EVERY_MS);
    expect(audio.chimes()).toBe(before + 1);
    await act(() => router.navigate('/create-offer/o2'));
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(before + 1);
  });

  it('lets an order go, notification and ring, when its offer window closes unanswered', async () => {
    server({ getOrder: ok(orderView('o5', { seconds_left: 90 })) });
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
    server({ getOrder: ok(orderView('o3')) });
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
    server({ getOrder: ok(orderView('o4')) });
    const { realtime } = await renderAlerts('ar');
    act(() => realtime.socket.receive('new_order', { sys_id: 'o4', pharmacy_ids: ['ph1'] }));
    expect(await screen.findByText('طلب جديد')).toBeInTheDocument();
    expect(await screen.findByText('العليا، الرياض')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال عرض' })).toBeInTheDocument();
  });
});

describe('the outcome of our offers', () => {
  const ours = (offerId: string, orderId: string) => orderView(orderId, { my_offer: { sys_id: offerId, total_price: '25.00', status: 'live' } });
  /** Offers made before this page loaded (a reload, or an earlier session): the incoming list names them. */
  const rememberOffer = (...orders: ReturnType<typeof orderView>[]) => server({ getIncomingOrders: ok({ count: orders.length, rows: orders.length ? orders : [ours('of1', 'o1')] }) });

  it("shows 'Offer Accepted Prepare Now' with a sound and a way to Orders", async () => {
    rememberOffer();
    const { realtime } = await renderAlerts();
    await waitFor(() => expect(realtime.socket.listeners('offer_actions_of1')).toBe(1));
    act(() => realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'accepted' }));
    expect(await screen.findByText('Offer Accepted Prepare Now')).toBeInTheDocument();
    expect(audio.chimes()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Orders' }));
    expect(location()).toBe('/orders');
  });

  it('tells quietly when the patient declined it or chose another pharmacy', async () => {
    rememberOffer(ours('of1', 'o1'), ours('of2', 'o2'));
    const { realtime } = await renderAlerts();
    await waitFor(() => expect(realtime.socket.listeners('offer_actions_of2')).toBe(1));
    act(() => realtime.socket.receive('offer_actions_of1', { offer_id: 'of1', order_id: 'o1', action: 'declined' }));
    act(() => realtime.socket.receive('offer_actions_of2', { offer_id: 'of2', order_id: 'o2', action: 'lost' }));
    expect(await screen.findByText('The patient declined your offer')).toBeInTheDocument();
    expect(screen.getByText("The patient accepted another pharmacy's offer")).toBeInTheDocument();
    expect(audio.chimes()).toBe(0);
  });

  it('stops listening when the session ends', async () => {
    rememberOffer();
    const { realtime, unmount } = await renderAlerts();
    await waitFor(() => expect(realtime.socket.listeners('offer_actions_of1')).toBe(1));
    unmount();
    expect(realtime.socket.listeners('offer_actions_of1')).toBe(0);
    // The alarm's own listener goes; the incoming list's goes with the cache, emptied at logout.
    act(() => void dropCaches());
    await waitFor(() => expect(realtime.socket.listeners('new_order')).toBe(0));
  });
});

describe('the chime control in the navbar', () => {
  const control = () => within(document.getElementById(NAVBAR_TOOLS_ID)!).findByRole('button');
  const choose = async (item: string) => {
    fireEvent.click(await control());
    fireEvent.click(await screen.findByText(item));
  };

  it('mutes the chime for the session, the notices still showing, and turns it back on', async () => {
    server({ getOrder: (call) => ok(orderView(call.path.split('/').pop()!)) });
    const { realtime } = await renderAlerts();
    const button = await control();
    expect(button).toHaveAccessibleName('New order sound: on');
    await choose('Mute for this session');
    expect(await control()).toHaveAccessibleName('New order sound: muted');
    jest.useFakeTimers();
    act(() => realtime.socket.receive('new_order', { sys_id: 'o1', pharmacy_ids: ['ph1'] }));
    expect(screen.getByText('New Order')).toBeInTheDocument();
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(0);
    // Remembered for the session (a reload of the tab keeps it).
    expect(sessionStorage.length).toBe(1);
    fireEvent.click(button);
    fireEvent.click(screen.getByText('Turn the sound back on'));
    expect(button).toHaveAccessibleName('New order sound: on');
    wait(RING_EVERY_MS);
    expect(audio.chimes()).toBe(1);
  });

  it('snoozes the chime for 15 minutes, then rings again for an order still waiting', async () => {
    server({ getOrder: ok(orderView('o1', { seconds_left: 3600 })) });
    const { realtime } = await renderAlerts();
    const button = await control();
    jest.useFakeTimers();
    act(() => realtime.socket.receive('new_order', { sys_id: 'o1', pharmacy_ids: ['ph1'] }));
    expect(audio.chimes()).toBe(1);
    // Fetched: the order's own window (an hour) holds it, not the five minutes assumed at first.
    expect(await within(notice('New Order')).findByText('Al Olaya, Riyadh')).toBeInTheDocument();
    fireEvent.click(button);
    fireEvent.click(screen.getByText('Snooze for 15 minutes'));
    wait(14 * 60_000);
    expect(audio.chimes()).toBe(1);
    wait(60_000 + RING_EVERY_MS);
    expect(audio.chimes()).toBeGreaterThan(1);
  });

  it('hides its tooltip while its menu is open, so the tooltip never covers the first choice', async () => {
    server();
    await renderAlerts();
    const button = await control();
    const shownTooltips = () => Array.from(document.querySelectorAll('.ant-tooltip')).filter((tooltip) => !tooltip.classList.contains('ant-tooltip-hidden'));
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(shownTooltips().map((tooltip) => tooltip.textContent)).toEqual(['New order sound: on']));
    fireEvent.click(button);
    expect(await screen.findByText('Snooze for 15 minutes')).toBeInTheDocument();
    await waitFor(() => expect(shownTooltips()).toEqual([]));
  });

  it('speaks Arabic in Arabic', async () => {
    server();
    await renderAlerts('ar');
    expect(await control()).toHaveAccessibleName('صوت الطلبات الجديدة: يعمل');
    fireEvent.click(await control());
    expect(await screen.findByText('كتم الصوت لهذه الجلسة')).toBeInTheDocument();
  });
});

describe('where the alerts show', () => {
  const container = (title: string) => screen.getByText(title).closest('.ant-notification') as HTMLElement;

  it('top right in English, top left in Arabic (away from the sidebar), below any open modal', async () => {
    for (const [locale, title, side] of [['en', 'New Order', 'topRight'], ['ar', 'طلب جديد', 'topLeft']] as const) {
      server({ getOrder: ok(orderView('o1')) });
      const { realtime, unmount } = await renderAlerts(locale);
      act(() => realtime.socket.receive('new_order', { sys_id: 'o1', pharmacy_ids: ['ph1'] }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(container(title)).toHaveClass(`ant-notification-${side}`);
      // Their layer is a stacking context under antd's modals (z-index 1000).
      const layer = container(title).closest('.mk-order-alerts-layer') as HTMLElement;
      expect(Number(layer.style.zIndex)).toBe(ALERTS_Z_INDEX);
      expect(ALERTS_Z_INDEX).toBeLessThan(1000);
      expect(layer.style.position).toBe('fixed');
      unmount();
    }
  });

  it('stacks more than three waiting orders into one notice that leads to Orders', async () => {
    server({ getOrder: (call) => ok(orderView(call.path.split('/').pop()!)) });
    const { realtime } = await renderAlerts();
    for (const id of ['o1', 'o2', 'o3']) act(() => realtime.socket.receive('new_order', { sys_id: id, pharmacy_ids: ['ph1'] }));
    expect(screen.getAllByText('New Order')).toHaveLength(3);
    act(() => realtime.socket.receive('new_order', { sys_id: 'o4', pharmacy_ids: ['ph1'] }));
    await waitFor(() => expect(screen.queryByText('New Order')).not.toBeInTheDocument());
    expect(screen.getByText('4 new orders')).toBeInTheDocument();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Open Orders' }));
    expect(location()).toBe('/orders');
    const rung = audio.chimes();
    wait(3 * RING_EVERY_MS);
    expect(audio.chimes()).toBe(rung);
  });

  it('says how many in Arabic', async () => {
    server({ getOrder: (call) => ok(orderView(call.path.split('/').pop()!)) });
    const { realtime } = await renderAlerts('ar');
    for (const id of ['o1', 'o2', 'o3', 'o4', 'o5']) act(() => realtime.socket.receive('new_order', { sys_id: id, pharmacy_ids: ['ph1'] }));
    expect(await screen.findByText('5 طلبات جديدة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فتح الطلبات' })).toBeInTheDocument();
  });
});
