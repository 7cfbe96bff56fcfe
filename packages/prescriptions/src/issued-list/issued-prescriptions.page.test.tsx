import { screen, within } from '@testing-library/react';
import { erServer, issuedOrder, pharmacist, renderErPage } from '../test/er-test-kit';
import IssuedPrescriptionsPage from './issued-prescriptions.page';

describe('Issued Prescriptions', () => {
  it('lists Order ID, Download Prescription, Issued On and Total Price in SAR, 10 a page, for the first pharmacy', async () => {
    const server = erServer({ issued: [issuedOrder()] });
    renderErPage(<IssuedPrescriptionsPage />, { user: pharmacist, path: 'er-prescription/previous', route: '/er-prescription/previous' });
    expect(await screen.findByText('Issued Prescriptions', { selector: 'h1' })).toBeInTheDocument();
    const row = (await screen.findByLabelText('Download Prescription: c001')).closest('tr')!;
    expect(Array.from(document.querySelectorAll('thead th'), (header) => header.textContent)).toEqual(['Order ID', 'Download Prescription', 'Issued On', 'Total Price']);
    expect(within(row).getByText(/SAR\s*91\.75/)).toBeInTheDocument();
    expect(within(row).getByText('21-11-2026 09:30 AM')).toBeInTheDocument();
    expect(server.callsTo('getIssuedErOrders')[0].url.pathname).toBe('/api/order-read/er-orders/previous/ph-olaya');
    expect(server.callsTo('getIssuedErOrders')[0].query).toEqual({ page: '1', limit: '10' });
  });
});
