import { screen, within } from '@testing-library/react';
import { withoutIsolates } from '@mk/i18n';
import { erServer, issuedOrder, pharmacist, renderErPage, text } from '../test/er-test-kit';
import IssuedPrescriptionsPage from './issued-prescriptions.page';

describe('Issued Prescriptions', () => {
  it('lists Order ID, Download Prescription, Issued On and Total Price in SAR, 10 a page, for the first pharmacy', async () => {
    const server = erServer({ issued: [issuedOrder()] });
    renderErPage(<IssuedPrescriptionsPage />, { user: pharmacist, path: 'er-prescription/previous', route: '/er-prescription/previous' });
    expect(await screen.findByText('Issued Prescriptions', { selector: 'h1' })).toBeInTheDocument();
    const row = (await screen.findByLabelText('Download Prescription: c001')).closest('tr')!;
    expect(Array.from(document.querySelectorAll('thead th'), (header) => header.textContent)).toEqual(['Order ID', 'Download Prescription', 'Issued On', 'Total Price']);
    expect(within(row).getByText(/SAR\s*91\.75/)).toBeInTheDocument();
    // 09:30 UTC is 12:30 PM on the Riyadh clock.
    expect(within(row).getByText('21-11-2026 12:30 PM')).toBeInTheDocument();
    expect(server.callsTo('getIssuedErOrders')[0].url.pathname).toBe('/api/order-read/er-orders/previous/ph-olaya');
    expect(server.callsTo('getIssuedErOrders')[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('reads Issued On on the Riyadh clock in Arabic: issued at 01:59 in Riyadh is that day, not the day before', async () => {
    erServer({ issued: [issuedOrder({ offer: { createdAt: '2026-11-20T22:59:00.000Z', total_price: '91.75' } })] });
    renderErPage(<IssuedPrescriptionsPage />, { user: pharmacist, locale: 'ar', path: 'er-prescription/previous', route: '/er-prescription/previous' });
    const row = (await screen.findByText(/91\.75/)).closest('tr')!;
    expect(screen.getByText(text('ar', 'erPrescriptions.issued.columns.issuedOn'))).toBeInTheDocument();
    expect(withoutIsolates(row.textContent ?? '')).toContain('21-11-2026 01:59 ص');
  });
});
