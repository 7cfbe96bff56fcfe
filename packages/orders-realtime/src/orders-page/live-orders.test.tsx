import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderView } from '@mk/contracts';
import { button, choose, ok, type FakeReply } from '@mk/module-kit/testing';
import { admin, makeLiveOrder, MALAZ, OLAYA, onePharmacyPic, ORDER_ID, ordersServer, renderOrdersPage, twoPharmacyPic } from '../test/orders-test-kit';
// As the module's routes load it with the page: the caches follow the socket and the steps.
import '../realtime/orders-cache';
import OrdersPage from './orders.page';

const renderOrders = (user = onePharmacyPic) => renderOrdersPage(<OrdersPage />, { user, path: 'orders', route: '/orders' });
const liveCard = (id = ORDER_ID) => document.querySelector<HTMLElement>(`[data-order="${id}"]`)!;
const tracker = () => within(liveCard()).getByRole('group');
const currentStep = () => tracker().querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;
/** The steps a user can click (role button); the others are plain text. */
const clickableSteps = () => Array.from(tracker().querySelectorAll('[role="button"]')).map((step) => step.querySelector('.ant-steps-item-title')?.textContent);
const step = (name: string) => within(tracker()).getByText(name).closest<HTMLElement>('.ant-steps-item')!;

/** A reply the test releases when it wants, to see what the page shows meanwhile. */
function held() {
  let release!: (reply: FakeReply) => void;
  const reply = new Promise<FakeReply>((resolve) => (release = resolve));
  return { reply, release };
}

describe('Live Orders: the pharmacy select', () => {
  it('shows no select to a user with one pharmacy, and lists that pharmacy’s live orders', async () => {
    const server = ordersServer({ live: [makeLiveOrder()] });
    renderOrders(onePharmacyPic);
    expect(await screen.findByText('Huda Saleh')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pharmacy')).toBeNull();
    expect(server.callsTo('getLiveOrders')[0].path).toBe(`/api/order-read/live-orders/${OLAYA.sys_id}?page=1&limit=10`);
    expect(liveCard()).toHaveTextContent('SAR 44.00');
    expect(liveCard()).toHaveTextContent('30 min');
    // The patient's phone, to call them about the delivery.
    expect(within(liveCard()).getByRole('link', { name: '0500000001' })).toHaveAttribute('href', 'tel:0500000001');
  });

  it('lets a user with several pharmacies choose one, the first by default', async () => {
    const server = ordersServer({ live: [makeLiveOrder()] });
    renderOrders(twoPharmacyPic);
    await screen.findByText('Huda Saleh');
    expect(screen.getByLabelText('Pharmacy')).toBeInTheDocument();
    expect(server.callsTo('getLiveOrders').at(-1)!.args).toMatchObject({ pharmacyId: OLAYA.sys_id });
    await choose('Pharmacy', 'Al Malaz Pharmacy');
    await waitFor(() => expect(server.callsTo('getLiveOrders').at(-1)!.args).toMatchObject({ pharmacyId: MALAZ.sys_id }));
  });

  it('lets ADMIN choose among every pharmacy', async () => {
    const server = ordersServer({ live: [] });
    server.use({ getPharmacies: ok({ count: 2, rows: [{ ...OLAYA, city: 'RIYADH' }, { ...MALAZ, city: 'RIYADH' }] }) });
    renderOrders(admin);
    expect(await screen.findByLabelText('Pharmacy')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('getLiveOrders').at(-1)!.args).toMatchObject({ pharmacyId: OLAYA.sys_id }));
    expect(await screen.findByText(/No accepted order yet/)).toBeInTheDocument();
  });

  it('pages through the live orders, 10 a page', async () => {
    const orders = Array.from({ length: 12 }, (_, index) => makeLiveOrder({ sys_id: `5e1f2a3b-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, patient: { name: `Patient ${index + 1}`, phone: '0500000001' } }));
    const server = ordersServer({ live: orders });
    renderOrders();
    await screen.findByText('Patient 1');
    fireEvent.click(screen.getByLabelText('Page 2'));
    expect(await screen.findByText('Patient 11')).toBeInTheDocument();
    expect(server.callsTo('getLiveOrders').at(-1)!.query).toEqual({ page: '2', limit: '10' });
  });
});

describe('Live Orders: the delivery tracker', () => {
  it('moves to a later step only once the server answers ok', async () => {
    const answer = held();
    const server = ordersServer({ live: [makeLiveOrder()] });
    server.use({ updateOrderState: () => answer.reply });
    renderOrders();
    await screen.findByText('Huda Saleh');
    expect(currentStep()).toBe('Waiting');
    expect(clickableSteps()).toEqual(['Preparing', 'On the way', 'Delivered']);

    fireEvent.click(step('Preparing'));
    await waitFor(() => expect(server.callsTo('updateOrderState')).toHaveLength(1));
    expect(server.callsTo('updateOrderState')[0].body).toEqual({ sys_id: ORDER_ID, delivery_state: 'PREPARING' });
    expect(server.callsTo('updateOrderState')[0].method).toBe('PATCH');
    expect(currentStep()).toBe('Waiting');

    const moved: OrderView = makeLiveOrder({ delivery_state: 'PREPARING' });
    server.use({ getLiveOrders: ok({ count: 1, rows: [moved] }) });
    answer.release(ok(moved));
    await waitFor(() => expect(currentStep()).toBe('Preparing'));
    expect(clickableSteps()).toEqual(['On the way', 'Delivered']);
  });

  it("keeps the step and shows the server's message when the change is refused", async () => {
    const server = ordersServer({ live: [makeLiveOrder({ delivery_state: 'PREPARING' })] });
    server.use({
      updateOrderState: {
        status: 403,
        body: { result: 'error', message: 'Only the pharmacy whose offer was accepted can change the delivery state', payload: null, code: 'order.state_not_your_offer' },
      },
    });
    renderOrders();
    await screen.findByText('Huda Saleh');
    fireEvent.click(step('Delivered'));
    expect(await screen.findByText('The delivery status was not changed: Only the pharmacy whose offer was accepted can change the delivery state')).toBeInTheDocument();
    expect(currentStep()).toBe('Preparing');
    expect(server.callsTo('updateOrderState')[0].body).toEqual({ sys_id: ORDER_ID, delivery_state: 'DELIVERED' });
  });

  it('takes a delivered order off the list as soon as the server answers', async () => {
    const answer = held();
    const server = ordersServer({ live: [makeLiveOrder({ delivery_state: 'ON_WAY' })] });
    server.use({ updateOrderState: () => answer.reply });
    renderOrders();
    await screen.findByText('Huda Saleh');
    fireEvent.click(step('Delivered'));
    await waitFor(() => expect(server.callsTo('updateOrderState')).toHaveLength(1));
    // The list fetched again after the step never answers here: only the step's reply can take the card away.
    server.use({ getLiveOrders: () => held().reply });
    answer.release(ok(makeLiveOrder({ delivery_state: 'DELIVERED' })));
    await waitFor(() => expect(screen.queryByText('Huda Saleh')).toBeNull());
  });

  it('does not let a completed or the current step be chosen again', async () => {
    const server = ordersServer({ live: [makeLiveOrder({ delivery_state: 'ON_WAY' })] });
    renderOrders();
    await screen.findByText('Huda Saleh');
    expect(clickableSteps()).toEqual(['Delivered']);
    fireEvent.click(step('Waiting'));
    fireEvent.click(step('On the way'));
    expect(server.callsTo('updateOrderState')).toHaveLength(0);
  });
});

describe('Live Orders: the prescription PDF', () => {
  const realOpen = window.open;
  afterEach(() => {
    window.open = realOpen;
  });

  it('opens the signed link of the order’s PDF in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    window.open = jest.fn(() => tab as unknown as Window);
    const server = ordersServer({ live: [makeLiveOrder()] });
    server.use({ createPdfLink: ok({ url: `/api/pdf-creator/pdf/${ORDER_ID}?sig=abc`, expires_in: 60 }) });
    renderOrders();
    await screen.findByText('Huda Saleh');
    fireEvent.click(screen.getByLabelText('Download the prescription PDF of order …000000c1'));
    await waitFor(() => expect(tab.location.href).toBe(`/api/pdf-creator/pdf/${ORDER_ID}?sig=abc&lang=en`));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(server.callsTo('createPdfLink')[0].path).toBe(`/api/pdf-creator/link/${ORDER_ID}`);
  });

  it('says why when the PDF cannot be opened', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    window.open = jest.fn(() => tab as unknown as Window);
    const server = ordersServer({ live: [makeLiveOrder()] });
    server.use({ createPdfLink: { status: 404, body: { result: 'error', message: 'Prescription not found', payload: null } } });
    renderOrders();
    await screen.findByText('Huda Saleh');
    fireEvent.click(screen.getByLabelText('Download the prescription PDF of order …000000c1'));
    expect(await screen.findByText('The prescription PDF could not be opened: Prescription not found')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows the photo instead for a photo order, which has no PDF', async () => {
    ordersServer({ live: [makeLiveOrder({ product_type: 'ATTACHMENT', product_id: null, image_url: 'https://media.example.com/rx/photo.jpg' })] });
    renderOrders();
    await screen.findByText('Huda Saleh');
    expect(screen.queryByLabelText(/Download the prescription PDF/)).toBeNull();
    expect(button('Prescription photo', liveCard())).toBeInTheDocument();
  });
});
