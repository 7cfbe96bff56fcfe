import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderHistoryRow } from '@mk/contracts';
import { button, choose, ok } from '@mk/module-kit/testing';
import { MALAZ, OLAYA, onePharmacyPic, ordersServer, renderOrdersPage, text, twoPharmacyPic } from '../test/orders-test-kit';
import OrderArchivePage from './order-archive.page';

const DELIVERED: OrderHistoryRow = {
  sys_id: '5e1f2a3b-0000-4000-8000-0000000000e1',
  createdAt: '2024-05-06T11:00:00.000Z',
  state: 'DELIVERED',
  patient: { name: 'Huda Saleh', phone: '0500000001' },
  accepted_pharmacy: { sys_id: OLAYA.sys_id, name: OLAYA.name },
  accepted_total: '44.00',
  offers: [
    { sys_id: 'of-1', pharmacy_id: OLAYA.sys_id, pharmacy_name: OLAYA.name, total_price: '44.00', status: 'accepted', createdAt: '2024-05-06T11:03:00.000Z' },
    { sys_id: 'of-2', pharmacy_id: MALAZ.sys_id, pharmacy_name: MALAZ.name, total_price: '51.50', status: 'withdrawn', createdAt: '2024-05-06T11:04:00.000Z' },
  ],
  // 3 min to the first offer, 1 h 20 min to acceptance, 45 min to the door.
  first_offer_at: '2024-05-06T11:03:00.000Z',
  accepted_at: '2024-05-06T12:23:00.000Z',
  delivered_at: '2024-05-06T13:08:00.000Z',
  canceled_at: null,
  cancel_reason: null,
};

const CANCELED: OrderHistoryRow = {
  ...DELIVERED,
  sys_id: '5e1f2a3b-0000-4000-8000-0000000000e2',
  createdAt: '2024-05-07T08:00:00.000Z',
  state: 'CANCELED',
  patient: { name: 'Omar Nasser', phone: '0500000002' },
  accepted_pharmacy: null,
  accepted_total: null,
  offers: [],
  first_offer_at: null,
  accepted_at: null,
  delivered_at: null,
  canceled_at: '2024-05-07T08:10:00.000Z',
  cancel_reason: 'Bought it elsewhere',
};

function archiveServer(rows: OrderHistoryRow[]) {
  return ordersServer({ handlers: { getOrderHistory: ok({ count: rows.length, rows }) } });
}

const renderArchive = (user = onePharmacyPic, locale: 'en' | 'ar' = 'en', route = '/orders/history') =>
  renderOrdersPage(<OrderArchivePage />, { user, locale, path: 'orders/history', route });
const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('Order history', () => {
  it('lists orders with their state, accepted offer, offers and the time each step took', async () => {
    const server = archiveServer([DELIVERED, CANCELED]);
    renderArchive();
    expect(await screen.findByText('Huda Saleh')).toBeInTheDocument();
    expect(screen.getByText('Order history', { selector: 'h1' })).toBeInTheDocument();
    expect(server.callsTo('getOrderHistory')[0].query).toEqual({ page: '1', limit: '10' });
    const delivered = row('Huda Saleh');
    expect(delivered).toHaveTextContent('Order …000000e1');
    // 11:00 UTC on the Riyadh clock.
    expect(delivered).toHaveTextContent('06-05-2024 02:00 PM');
    expect(delivered).toHaveTextContent('0500000001');
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(delivered).toHaveTextContent('Order → first offer: 3 min');
    expect(delivered).toHaveTextContent('First offer → acceptance: 1 h 20 min');
    expect(delivered).toHaveTextContent('Acceptance → delivery: 45 min');
    expect(within(delivered).getByText('2 offers')).toBeInTheDocument();
    expect(delivered).toHaveTextContent('Al Malaz Pharmacy: SAR 51.50, withdrawn');
    expect(delivered).toHaveTextContent('Al Olaya Pharmacy: SAR 44.00, accepted');
    // The pharmacy filter is for ADMIN and a PIC of several pharmacies only.
    expect(screen.queryByLabelText('Pharmacy')).toBeNull();
  });

  it('shows why a canceled order was canceled', async () => {
    archiveServer([CANCELED]);
    renderArchive();
    await screen.findByText('Omar Nasser');
    const canceled = row('Omar Nasser');
    expect(within(canceled).getByText('Canceled')).toBeInTheDocument();
    expect(canceled).toHaveTextContent('Reason: Bought it elsewhere');
    expect(canceled).toHaveTextContent('No offers');
    expect(canceled).toHaveTextContent('Order → first offer: —');
  });

  it('asks the server for the chosen state and search, and keeps them in the URL', async () => {
    const server = archiveServer([DELIVERED]);
    const { router } = renderArchive(twoPharmacyPic);
    await screen.findByText('Huda Saleh');
    expect(screen.getByLabelText('Pharmacy')).toBeInTheDocument();
    await choose('State', 'Canceled');
    fireEvent.change(screen.getByLabelText('Order id or patient phone'), { target: { value: ' 0500000002 ' } });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(server.callsTo('getOrderHistory').at(-1)!.query).toEqual({ page: '1', limit: '10', state: 'CANCELED', search: '0500000002' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=CANCELED&search=0500000002'));
  });

  it('says when no order matches the filters', async () => {
    archiveServer([]);
    renderArchive(onePharmacyPic, 'en', '/orders/history?state=ON_WAY');
    expect(await screen.findByText('No order matches these filters')).toBeInTheDocument();
  });

  it('speaks Arabic: columns, states, durations', async () => {
    archiveServer([DELIVERED, CANCELED]);
    renderArchive(onePharmacyPic, 'ar');
    await screen.findByText('Huda Saleh');
    expect(screen.getByText('سجل الطلبات', { selector: 'h1' })).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
    expect(headers).toEqual(['order', 'placedAt', 'patient', 'state', 'accepted', 'offers', 'times'].map((key) => text('ar', `orders.archive.columns.${key}`)));
    const delivered = row('Huda Saleh');
    expect(within(delivered).getByText('تم التوصيل')).toBeInTheDocument();
    expect(delivered).toHaveTextContent('من أول عرض إلى القبول: 1 س 20 د');
    expect(delivered).toHaveTextContent('من الطلب إلى أول عرض: 3 د');
    expect(within(delivered).getByText('عدد العروض: 2')).toBeInTheDocument();
    expect(within(row('Omar Nasser')).getByText('ملغى')).toBeInTheDocument();
    expect(row('Omar Nasser')).toHaveTextContent('السبب: Bought it elsewhere');
  });
});
