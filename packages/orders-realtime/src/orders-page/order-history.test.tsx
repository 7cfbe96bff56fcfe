import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryEntry } from '@mk/contracts';
import { ok } from '@mk/module-kit/testing';
import { admin, makeLiveOrder, makeOrder, MALAZ, OLAYA, onePharmacyPic, ORDER_ID, ordersServer, renderOrdersPage, text } from '../test/orders-test-kit';
// As the module's routes load it with the page: the caches follow the socket and the steps.
import '../realtime/orders-cache';
import OrdersPage from './orders.page';

const INCOMING_ID = '5e1f2a3b-0000-4000-8000-0000000000c9';
const renderOrders = (user = onePharmacyPic, locale: 'en' | 'ar' = 'en') => renderOrdersPage(<OrdersPage />, { user, locale, path: 'orders', route: '/orders' });
const card = (id: string) => document.querySelector<HTMLElement>(`[data-order="${id}"]`);
const historyPath = (id: string) => `/api/audit-read/history/order/${id}`;

/** An order's trail, newest first as the server gives it: two delivery steps by the pharmacy, then the patient's order. */
const TRAIL: HistoryEntry[] = [
  { at: '2024-05-06T11:20:00.000Z', actor: { sys_id: 'pic-ph', name: 'Pharmacy Manager', role: 'PIC' }, action: 'update', changes: [{ field: 'delivery_state', old: 'PREPARING', new: 'ON_WAY' }] },
  { at: '2024-05-06T11:10:00.000Z', actor: { sys_id: 'pic-ph', name: 'Pharmacy Manager', role: 'PIC' }, action: 'update', changes: [{ field: 'delivery_state', old: 'WAITING', new: 'PREPARING' }] },
  {
    at: '2024-05-06T11:00:00.000Z',
    actor: { sys_id: 'pat-1', name: null, role: 'PATIENT' },
    action: 'create',
    changes: [
      { field: 'product_type', old: null, new: 'PRESCRIPTION' },
      { field: 'pharmacies', old: null, new: [OLAYA.sys_id, MALAZ.sys_id, '9a1b2c3d-0000-4000-8000-00000000000c'] },
    ],
  },
];

describe('Orders: an order’s History', () => {
  it('opens from a live order’s card for the pharmacy’s PIC, newest first, with the tracker’s and the card’s words', async () => {
    const server = ordersServer({ live: [makeLiveOrder({ delivery_state: 'ON_WAY' })], handlers: { getRecordHistory: ok({ count: TRAIL.length, rows: TRAIL }) } });
    renderOrders();
    await screen.findByText('Huda Saleh');
    const opener = within(card(ORDER_ID)!).getByRole('button', { name: 'History of order …000000c1' });
    expect(server.callsTo('getRecordHistory')).toHaveLength(0);
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('History of order …000000c1')).toBeInTheDocument();
    await waitFor(() => expect(drawer).toHaveTextContent('Delivery status: Preparing → On the way'));
    expect(server.callsTo('getRecordHistory').map((call) => call.url.pathname)).toEqual([historyPath(ORDER_ID)]);
    expect(drawer).toHaveTextContent('Delivery status: Waiting → Preparing');
    expect(drawer).toHaveTextContent('Order type: Prescription');
    // The pharmacies it was sent to by their number, not their ids.
    expect(drawer).toHaveTextContent('Sent to: 3 pharmacies');
    expect(drawer).not.toHaveTextContent(MALAZ.sys_id);
    const shown = drawer.textContent ?? '';
    expect(shown.indexOf('Preparing → On the way')).toBeLessThan(shown.indexOf('Waiting → Preparing'));
    expect(shown.indexOf('Waiting → Preparing')).toBeLessThan(shown.indexOf('Order type'));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is not on an incoming order’s card for a PIC (the order is not their pharmacy’s yet), and never asked for', async () => {
    const server = ordersServer({ incoming: [makeOrder({ sys_id: INCOMING_ID })] });
    renderOrders();
    await waitFor(() => expect(card(INCOMING_ID)).not.toBeNull());
    expect(within(card(INCOMING_ID)!).queryByRole('button', { name: /^History/ })).toBeNull();
    expect(server.callsTo('getRecordHistory')).toHaveLength(0);
  });

  it('is on incoming and live cards alike for ADMIN, in Arabic', async () => {
    const server = ordersServer({ incoming: [makeOrder({ sys_id: INCOMING_ID })], live: [makeLiveOrder()], handlers: { getRecordHistory: ok({ count: 1, rows: TRAIL.slice(2) }) } });
    server.use({ getPharmacies: ok({ count: 2, rows: [{ ...OLAYA, city: 'RIYADH' }, { ...MALAZ, city: 'RIYADH' }] }) });
    renderOrders(admin, 'ar');
    await waitFor(() => expect(card(ORDER_ID)).not.toBeNull());
    const label = (id: string) => text('ar', 'orders.history.label', { id });
    expect(within(card(ORDER_ID)!).getByRole('button', { name: label('…000000c1') })).toBeInTheDocument();
    fireEvent.click(within(card(INCOMING_ID)!).getByRole('button', { name: label('…000000c9') }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toHaveTextContent(`${text('ar', 'orders.history.fields.productType')}: ${text('ar', 'orders.prescription.open')}`));
    expect(drawer).toHaveTextContent(`${text('ar', 'orders.history.fields.pharmacies')}: 3 من الصيدليات`);
    expect(drawer).toHaveTextContent(text('ar', 'orders.history.title', { id: '…000000c9' }));
    expect(server.callsTo('getRecordHistory').map((call) => call.url.pathname)).toEqual([historyPath(INCOMING_ID)]);
  });
});
