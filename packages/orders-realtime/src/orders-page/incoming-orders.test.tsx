import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, findDialog, ok } from '@mk/module-kit/testing';
import { makeOrder, onePharmacyPic, ordersServer, ORDER_ID, renderOrdersPage, text } from '../test/orders-test-kit';
import { IncomingOrderCard } from './incoming-order.card';
import OrdersPage from './orders.page';

const renderOrders = (locale: 'en' | 'ar' = 'en') => renderOrdersPage(<OrdersPage />, { user: onePharmacyPic, locale, path: 'orders', route: '/orders' });
const card = (id: string) => document.querySelector<HTMLElement>(`[data-order="${id}"]`)!;
const findCard = (id = ORDER_ID) => waitFor(() => expect(card(id)).not.toBeNull());
/** The time a card shows: the server's figure, or a second less when a busy machine was slow to look. */
const about = (mmss: string) => {
  const [minutes, seconds] = mmss.split(':').map(Number);
  const before = minutes * 60 + seconds - 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  return new RegExp(`^(${mmss}|${pad(Math.floor(before / 60))}:${pad(before % 60)})$`);
};

describe('Orders: incoming order cards', () => {
  it('shows each order, newest first as the server lists them, with its address, Open Map and the time left', async () => {
    const newer = makeOrder({ sys_id: '5e1f2a3b-0000-4000-8000-0000000000c2', seconds_left: 290, address: 'Al Malaz, Riyadh' });
    ordersServer({ incoming: [newer, makeOrder({ seconds_left: 125 })] });
    renderOrders();
    await findCard(newer.sys_id);
    expect(within(card(newer.sys_id)).getByRole('timer')).toHaveTextContent(about('04:50'));
    const cards = Array.from(document.querySelectorAll('[data-order]')).slice(0, 2);
    expect(cards.map((element) => element.getAttribute('data-order'))).toEqual([newer.sys_id, ORDER_ID]);
    const first = card(ORDER_ID);
    expect(first).toHaveTextContent('Order …000000c1');
    expect(within(first).getByRole('timer')).toHaveTextContent(about('02:05'));
    expect(first).toHaveTextContent('Al Olaya, Riyadh');
    const map = within(first).getByText('Open Map').closest('a')!;
    expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=24.69&mlon=46.685');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says what to expect when no order is waiting', async () => {
    ordersServer({ incoming: [] });
    renderOrders();
    expect(await screen.findByText(text('en', 'orders.incoming.empty'))).toBeInTheDocument();
  });

  it('shows the Arabic address in Arabic', async () => {
    ordersServer({ incoming: [makeOrder()] });
    renderOrders('ar');
    expect(await screen.findByText('العليا، الرياض')).toBeInTheDocument();
    expect(screen.queryByText('Al Olaya, Riyadh')).toBeNull();
    expect(button(text('ar', 'orders.incoming.sendOffer'))).toBeEnabled();
  });

  it('shows our offer sent, with its total, instead of Send Offer; a declined one says so', async () => {
    const declined = makeOrder({ sys_id: '5e1f2a3b-0000-4000-8000-0000000000c3', my_offer: { sys_id: 'of-2', total_price: '12.00', status: 'declined' } });
    ordersServer({ incoming: [makeOrder({ my_offer: { sys_id: 'of-1', total_price: '38.00', status: 'live' } }), declined] });
    renderOrders();
    await findCard();
    expect(card(ORDER_ID)).toHaveTextContent('Offer sent: SAR 38.00');
    expect(within(card(ORDER_ID)).queryByRole('button', { name: 'Send Offer' })).toBeNull();
    expect(card(declined.sys_id)).toHaveTextContent('Your offer was declined');
    expect(within(card(declined.sys_id)).queryByRole('button', { name: 'Send Offer' })).toBeNull();
  });

  it('withdraws our live offer after a confirmation, then offers Send Offer again (issue 30)', async () => {
    let offered = true;
    const order = () => makeOrder({ my_offer: offered ? { sys_id: 'of-1', total_price: '38.00', status: 'live' } : null });
    const server = ordersServer({
      handlers: {
        getIncomingOrders: () => ok({ count: 1, rows: [order()] }),
        withdrawOffer: () => {
          offered = false;
          return ok({});
        },
      },
    });
    renderOrders();
    await findCard();
    fireEvent.click(button('Withdraw offer', card(ORDER_ID)));
    // Nothing is sent before the confirmation.
    expect(server.callsTo('withdrawOffer')).toHaveLength(0);
    const question = await screen.findByText('Withdraw your offer? The patient will no longer see it.');
    fireEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() => expect(server.callsTo('withdrawOffer').map((call) => [call.method, call.path])).toEqual([['DELETE', '/api/order-write/offer/of-1']]));
    await waitFor(() => expect(within(card(ORDER_ID)).getByRole('button', { name: 'Send Offer' })).toBeEnabled());
    expect(card(ORDER_ID)).not.toHaveTextContent('Offer sent');
  });

  it('says our offer was sent in Arabic', async () => {
    ordersServer({ incoming: [makeOrder({ my_offer: { sys_id: 'of-1', total_price: '38.00', status: 'live' } })] });
    renderOrders('ar');
    await findCard();
    expect(card(ORDER_ID)).toHaveTextContent(/تم إرسال العرض: .*38\.00/);
    expect(within(card(ORDER_ID)).queryByRole('button', { name: text('ar', 'orders.incoming.sendOffer') })).toBeNull();
  });

  it('opens Make Price Offer for the order from Send Offer', async () => {
    ordersServer({ incoming: [makeOrder()] });
    const { router } = renderOrders();
    await findCard();
    fireEvent.click(button('Send Offer', card(ORDER_ID)));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/create-offer/${ORDER_ID}`));
  });

  it("says so when the orders cannot be loaded, with the server's message", async () => {
    const server = ordersServer();
    server.use({ getIncomingOrders: { status: 500, body: { result: 'error', message: 'Database unavailable', payload: null } } });
    renderOrders();
    expect(await screen.findByText('The incoming orders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});

describe('Orders: the five-minute countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down once a second from the time left at the reply, then greys the card and disables Send Offer', async () => {
    renderOrdersPage(<IncomingOrderCard order={makeOrder({ seconds_left: 300 })} />, { user: onePharmacyPic });
    expect(await screen.findByText('05:00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('04:59')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(298_000));
    expect(screen.getByText('00:01')).toBeInTheDocument();
    expect(button('Send Offer')).toBeEnabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Offer window closed')).toBeInTheDocument();
    expect(button('Send Offer')).toBeDisabled();
    expect(card(ORDER_ID)).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows an order whose window has already closed as closed', async () => {
    renderOrdersPage(<IncomingOrderCard order={makeOrder({ seconds_left: 0 })} />, { user: onePharmacyPic });
    expect(await screen.findByText('Offer window closed')).toBeInTheDocument();
    expect(button('Send Offer')).toBeDisabled();
  });
});

describe('Orders: the prescription dialog', () => {
  it("shows a PRESCRIPTION order's medicines: generic name, strength, dosage form and note", async () => {
    const server = ordersServer({ incoming: [makeOrder()] });
    renderOrders();
    await findCard();
    fireEvent.click(button('Prescription', card(ORDER_ID)));
    const dialog = await findDialog();
    expect(await within(dialog).findByText('Paracetamol')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Strength: 500 mg');
    expect(dialog).toHaveTextContent('Dosage form: Tablet');
    expect(dialog).toHaveTextContent('Note: After meals');
    expect(dialog).toHaveTextContent('Amoxicillin');
    expect(server.callsTo('getPrescription')[0].path).toBe('/api/prescription-read/id/7c1d2e3f-0000-4000-8000-0000000000d1');
  });

  it('shows the dosage forms and strength units in Arabic in Arabic', async () => {
    ordersServer({ incoming: [makeOrder()] });
    renderOrders('ar');
    await findCard();
    fireEvent.click(button(text('ar', 'orders.prescription.open'), card(ORDER_ID)));
    const dialog = await findDialog();
    expect(await within(dialog).findByText('باراسيتامول')).toBeInTheDocument();
    expect(within(dialog).getByText('500 ملغ')).toBeInTheDocument();
    expect(within(dialog).getByText('أقراص')).toBeInTheDocument();
    expect(within(dialog).getByText('كبسولات')).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/Tablet|Capsule|\bmg\b/);
  });

  it("shows an ATTACHMENT order's uploaded photo", async () => {
    const server = ordersServer({ incoming: [makeOrder({ product_type: 'ATTACHMENT', product_id: null, image_url: 'https://media.example.com/rx/photo.jpg' })] });
    renderOrders();
    await findCard();
    fireEvent.click(button('Prescription photo', card(ORDER_ID)));
    const dialog = await findDialog();
    expect(within(dialog).getByAltText('The prescription photo the patient sent')).toHaveAttribute('src', 'https://media.example.com/rx/photo.jpg');
    expect(server.callsTo('getPrescription')).toHaveLength(0);
  });

  it("says 'Invalid order' for an order without a product id", async () => {
    ordersServer({ incoming: [makeOrder({ product_id: null })] });
    renderOrders();
    await findCard();
    fireEvent.click(button('Prescription', card(ORDER_ID)));
    expect(await within(await findDialog()).findByText('Invalid order')).toBeInTheDocument();
  });
});
