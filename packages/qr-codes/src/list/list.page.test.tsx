import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fail, ok, testAdmin } from '@mk/module-kit/testing';
import { makeCode, renderQrCodes, text, twoPharmacies } from '../test/qr-test-kit';

const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const BILLED = makeCode({ sys_id: 'qr-2', code: 'QR-2B8N4P6Q', status: 'BILLED' });

describe('QR codes list', () => {
  it('lists the codes with their status, 10 a page', async () => {
    const server = fakeApi({ getQrCodes: ok({ count: 23, rows: [makeCode(), BILLED] }) });
    renderQrCodes();
    const row = (await screen.findByText('QR-7F3K9M2X')).closest('tr')!;
    expect(headers()).toEqual(['QR Code ID', 'Status', 'Actions']);
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByText('QR-2B8N4P6Q').closest('tr')!).getByText('Billed')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Preview the invoice of QR-7F3K9M2X' })).toBeInTheDocument();
    expect(server.callsTo('getQrCodes')[0].url.pathname).toBe('/api/qrcode-read/');
    expect(server.callsTo('getQrCodes')[0].query).toEqual({ page: '1', limit: '10' });
    fireEvent.click(screen.getByLabelText('Page 3'));
    await waitFor(() => expect(server.callsTo('getQrCodes').at(-1)!.query).toEqual({ page: '3', limit: '10' }));
  });

  it('names the statuses in Arabic', async () => {
    fakeApi({ getQrCodes: ok({ count: 2, rows: [makeCode(), BILLED] }) });
    renderQrCodes({ locale: 'ar' });
    const row = (await screen.findByText('QR-7F3K9M2X')).closest('tr')!;
    expect(within(row).getByText(text('ar', 'qrCodes.status.NEW'))).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'qrCodes.status.BILLED'))).toBeInTheDocument();
    expect(headers()).toEqual(['code', 'status', 'actions'].map((key) => text('ar', `qrCodes.list.columns.${key}`)));
  });

  it('says when there are no codes yet', async () => {
    fakeApi({ getQrCodes: ok({ count: 0, rows: [] }) });
    renderQrCodes();
    expect(await screen.findByText('No QR codes yet. Create one for a patient with Create QR Code.')).toBeInTheDocument();
  });

  it("says the list could not load, with the server's reason, and loads again on Retry", async () => {
    const server = fakeApi({ getQrCodes: fail(500, 'Database unavailable') });
    renderQrCodes();
    expect(await screen.findByText('Error getting QR codes')).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
    server.use({ getQrCodes: ok({ count: 1, rows: [makeCode()] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('QR-7F3K9M2X')).toBeInTheDocument();
  });

  it('shows the pharmacy select to a user with several pharmacies, the first chosen; none with one', async () => {
    fakeApi({ getQrCodes: ok({ count: 0, rows: [] }) });
    const { unmount } = renderQrCodes({ user: twoPharmacies });
    const select = within((await screen.findByText('Pharmacy')).parentElement!).getByRole('combobox');
    expect(select.closest('.ant-select')).toHaveTextContent('Cure Pharmacy');
    unmount();
    renderQrCodes();
    await screen.findByText('No QR codes yet. Create one for a patient with Create QR Code.');
    expect(screen.queryByText('Pharmacy')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create QR Code' })).toBeEnabled();
  });

  it('lets an ADMIN without a pharmacy read the list but not create a code', async () => {
    fakeApi({ getQrCodes: ok({ count: 1, rows: [makeCode()] }) });
    renderQrCodes({ user: testAdmin });
    await screen.findByText('QR-7F3K9M2X');
    expect(screen.getByRole('button', { name: 'Create QR Code' })).toBeDisabled();
    expect(screen.getByText('Creating a QR code needs a pharmacy of yours.')).toBeInTheDocument();
  });
});
