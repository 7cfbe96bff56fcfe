import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withoutIsolates } from '@mk/i18n';
import { fakeApi, fail, ok } from '@mk/module-kit/testing';
import { makeCall, pharmacist, renderCallsPage, text } from '../test/calls-test-kit';
import EmergencyCallsPage from './emergency-calls.page';

const renderCalls = (locale: 'en' | 'ar' = 'en', route = '/er-calls') => renderCallsPage(<EmergencyCallsPage />, { user: pharmacist, locale, path: 'er-calls', route });
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const VISITOR = makeCall({ temp_appointment_id: 'call-2', patient: { name: 'John Smith', country_id: null, date_of_birth: null, national_id: '2345678901' } });

describe('Emergency calls', () => {
  it("lists the first pharmacy's accepted calls with the nationality's name, 10 a page", async () => {
    const server = fakeApi({ getAcceptedEmergencyCalls: ok({ count: 23, data: [makeCall(), VISITOR] }) });
    renderCalls();
    const row = (await screen.findByText('Khalid Saleh')).closest('tr')!;
    expect(headers()).toEqual(['Section ID', 'Time', 'Patient Name', 'Patient Nationality', 'Date of Birth', 'National/Residence ID']);
    expect(within(row).getByText('Saudi Arabia')).toBeInTheDocument();
    expect(within(row).getByText('05-03-1990')).toBeInTheDocument();
    // 14:05 UTC is 05:05 PM on the Riyadh clock.
    expect(within(row).getByText('20-11-2026 05:05 PM')).toBeInTheDocument();
    expect(within(row).getByText('1234567897')).toBeInTheDocument();
    expect(within(screen.getByText('John Smith').closest('tr')!).getByText('Unknown')).toBeInTheDocument();
    expect(server.callsTo('getAcceptedEmergencyCalls')[0].url.pathname).toBe('/api/emergency-read/accepted-calls/ph-olaya');
    expect(server.callsTo('getAcceptedEmergencyCalls')[0].query).toEqual({ page: '1', limit: '10' });
    fireEvent.click(screen.getByLabelText('Page 3'));
    await waitFor(() => expect(server.callsTo('getAcceptedEmergencyCalls').at(-1)!.query).toEqual({ page: '3', limit: '10' }));
  });

  it('asks for the pharmacy chosen in the select', async () => {
    const server = fakeApi({ getAcceptedEmergencyCalls: ok({ count: 1, data: [makeCall()] }) });
    renderCalls();
    await screen.findByText('Khalid Saleh');
    fireEvent.mouseDown(within(screen.getByText('Pharmacy').parentElement!).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Nahdi Malaz', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(server.callsTo('getAcceptedEmergencyCalls').at(-1)!.url.pathname).toBe('/api/emergency-read/accepted-calls/ph-malaz'));
  });

  it('shows no pharmacy select to a user with one pharmacy', async () => {
    const server = fakeApi({ getAcceptedEmergencyCalls: ok({ count: 1, data: [makeCall()] }) });
    renderCallsPage(<EmergencyCallsPage />, { user: { ...pharmacist, pharmacies: [pharmacist.pharmacies![1]] }, path: 'er-calls', route: '/er-calls' });
    await screen.findByText('Khalid Saleh');
    expect(screen.queryByText('Pharmacy')).not.toBeInTheDocument();
    expect(server.callsTo('getAcceptedEmergencyCalls')[0].url.pathname).toBe('/api/emergency-read/accepted-calls/ph-malaz');
  });

  it("says 'Error getting emergency calls' with the server's reason", async () => {
    fakeApi({ getAcceptedEmergencyCalls: fail(500, 'Database unavailable') });
    renderCalls();
    expect(await screen.findByText('Error getting emergency calls')).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
  });

  it('names the nationality in Arabic, right-to-left', async () => {
    fakeApi({ getAcceptedEmergencyCalls: ok({ count: 1, data: [makeCall()] }) });
    renderCalls('ar');
    const row = (await screen.findByText('Khalid Saleh')).closest('tr')!;
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(row).getByText('المملكة العربية السعودية')).toBeInTheDocument();
    expect(withoutIsolates(row.textContent ?? '')).toContain('20-11-2026 05:05 م');
    expect(headers()).toEqual(['section', 'time', 'patient', 'nationality', 'birth', 'nationalId'].map((key) => text('ar', `emergencyCalls.list.columns.${key}`)));
  });
});
