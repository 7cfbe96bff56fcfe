import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, findPage } from '@mk/module-kit/testing';
import { erOrder, erServer, pharmacist, renderErPage, searchRow, text } from '../test/er-test-kit';
import ErPrescriptionsPage from './er-prescriptions.page';

const renderList = (locale: 'en' | 'ar' = 'en', user = pharmacist) => renderErPage(<ErPrescriptionsPage />, { user, locale, path: 'er-prescription', route: '/er-prescription' });
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);

describe('ER Prescriptions', () => {
  it('shows the title, subtitle, breadcrumb, Issued Prescriptions and the rows of the first pharmacy', async () => {
    const server = erServer({ orders: [erOrder(), erOrder({ sys_id: 'order-2', product_id: 'rx-2', patient: { name: '' } })] });
    const { router } = renderList();
    await findPage('ER Prescriptions', 'Emergency Prescription');
    expect(screen.getByText('List of emergency prescriptions')).toBeInTheDocument();
    expect(await screen.findByLabelText('Issue Prescription: Sara Ahmed')).toBeInTheDocument();
    expect(headers()).toEqual(['Order ID', 'Patient Name', 'Download Prescription', 'Action']);
    expect(screen.getByLabelText('Download PDF: Unknown')).toBeInTheDocument();
    expect(server.callsTo('getErOrders')[0].url.pathname).toBe('/api/order-read/er-orders/ph-olaya');
    fireEvent.click(button('Issued Prescriptions'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/er-prescription/previous'));
  });

  it('searches by phone only from 10 characters, and shows all prescriptions again', async () => {
    const server = erServer({ search: [searchRow()] });
    const { router } = renderList();
    await screen.findByLabelText('Issue Prescription: Sara Ahmed');
    const phone = screen.getByPlaceholderText('Search by phone number');
    fireEvent.change(phone, { target: { value: '050000000' } });
    fireEvent.click(button('Search'));
    expect(router.state.location.search).toBe('');
    expect(server.callsTo('searchErPrescriptions')).toHaveLength(0);
    fireEvent.change(phone, { target: { value: '0500000001' } });
    fireEvent.click(button('Search'));
    expect(await screen.findByLabelText('Issue Prescription: Demo Patient')).toBeInTheDocument();
    expect(screen.queryByLabelText('Issue Prescription: Sara Ahmed')).not.toBeInTheDocument();
    expect(server.callsTo('searchErPrescriptions')[0].query.phone).toBe('0500000001');
    fireEvent.click(button('Show all prescriptions'));
    expect(await screen.findByLabelText('Issue Prescription: Sara Ahmed')).toBeInTheDocument();
  });

  it('lets a user with several pharmacies pick another one', async () => {
    const server = erServer();
    renderList();
    await screen.findByLabelText('Issue Prescription: Sara Ahmed');
    fireEvent.mouseDown(within(screen.getByText('Pharmacy').parentElement!).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Nahdi Malaz', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(server.callsTo('getErOrders').at(-1)!.url.pathname).toBe('/api/order-read/er-orders/ph-malaz'));
  });

  it('is right-to-left in Arabic', async () => {
    erServer();
    renderList('ar');
    expect(await screen.findByText(text('ar', 'erPrescriptions.list.title'), { selector: 'h1' })).toBeInTheDocument();
    await screen.findByLabelText(`${text('ar', 'erPrescriptions.list.issue')}: Sara Ahmed`);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(headers()).toEqual(['orderId', 'patient', 'pdf', 'action'].map((key) => text('ar', `erPrescriptions.list.columns.${key}`)));
  });
});
