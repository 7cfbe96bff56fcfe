import { withoutIsolates } from '@mk/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, openHistoryTab } from '@mk/module-kit/testing';
import { appointmentServer, callsTo, clinicPic, makeAppointment, queryButton, renderAppointmentPage, text } from '../test/appointment-test-kit';
import DetailsPage from './details.page';

function renderDetails(options: { now?: () => number; locale?: 'en' | 'ar' } = {}) {
  return renderAppointmentPage(<DetailsPage />, {
    user: clinicPic,
    locale: options.locale,
    now: options.now,
    path: 'appointments/details/:id',
    route: '/appointments/details/a1',
  });
}

const field = (label: string) => screen.getByText(label, { selector: 'th, th *' }).closest('th')!.nextElementSibling as HTMLElement;
const findDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
    if (!dialog) throw new Error('no dialog open');
    return dialog;
  });

describe('Appointment Details', () => {
  it('shows the appointment sheet: time in UTC, creation time on a Riyadh clock, labels of type, status and payment', async () => {
    appointmentServer({ appointment: makeAppointment() });
    renderDetails();
    expect(await screen.findByText('Huda Saleh')).toBeInTheDocument();
    expect(field('Date & Time (UTC)')).toHaveTextContent('06-05-2024 11:00 AM');
    // 10:00 UTC is 13:00 in Riyadh (UTC+3).
    expect(field('Created At (Riyadh time)')).toHaveTextContent('01-05-2024 01:00 PM');
    expect(field('Appointment Type')).toHaveTextContent('Walk-in');
    expect(field('Status')).toHaveTextContent('Confirmed');
    expect(field('Payment')).toHaveTextContent('Awaiting payment at clinic');
    expect(field('Physician')).toHaveTextContent('Sara Ali');
    expect(field('Insurance')).toHaveTextContent('Not covered by insurance');
    expect(screen.getByText('Appointments', { selector: 'a' })).toHaveAttribute('href', '/appointments?date=2024-05-06&clinic=c1');
    // A consultation has no Services And Price sheet.
    expect(screen.queryByText('Services And Price')).toBeNull();
  });

  it('tells in its History tab, in Arabic, who booked and changed the appointment, with statuses by their labels', async () => {
    const { requests, server } = appointmentServer({ appointment: makeAppointment() });
    server.use({
      getRecordHistory: ok({
        count: 2,
        rows: [
          {
            at: '2026-11-28T09:05:00.000Z',
            actor: { sys_id: 'pic-1', name: 'مدير العيادة', role: 'PIC' },
            action: 'cancel_appointment',
            changes: [{ field: 'status', old: 'confirmed', new: 'canceled' }],
          },
          {
            at: '2026-11-20T21:30:00.000Z',
            actor: { sys_id: 'pic-1', name: 'مدير العيادة', role: 'PIC' },
            action: 'create',
            changes: [{ field: 'type', old: null, new: 'walkin' }, { field: 'starts_at', old: null, new: '2026-11-29T06:00:00.000Z' }],
          },
        ],
      }),
    });
    renderDetails({ locale: 'ar' });
    const panel = await openHistoryTab(requests, 'appointment', 'a1', 'مدير العيادة');
    const shown = withoutIsolates(panel.textContent!);
    expect(shown).toContain(`${text('ar', 'appointments.details.fields.status')}: من مؤكد إلى ملغى`);
    expect(shown).toContain(`${text('ar', 'appointments.details.fields.type')}: زيارة العيادة`);
    // 06:00 UTC is 09:00 in Riyadh.
    expect(shown).toContain(`${text('ar', 'appointments.details.fields.startsAt')}: 29-11-2026 09:00 ص`);
    expect(shown).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('shows Services And Price with each service and the total for a lab appointment', async () => {
    appointmentServer({
      appointment: makeAppointment({
        serviceType: 'lab',
        amount: 250,
        services: [
          { name: 'Complete Blood Count', price: 100 },
          { name: 'Vitamin D', price: '150' },
        ],
      }),
    });
    renderDetails();
    const sheet = (await screen.findByText('Services And Price')).closest('section')!;
    expect(within(sheet).getByText('Complete Blood Count').closest('tr')).toHaveTextContent(/SAR\s*100\.00/);
    expect(within(sheet).getByText('Vitamin D').closest('tr')).toHaveTextContent(/SAR\s*150\.00/);
    expect(within(sheet).getByText('Total').closest('tr')).toHaveTextContent(/SAR\s*250\.00/);
  });

  it('offers Insurance Details, a disabled No Show and Cancel before the appointment time', async () => {
    appointmentServer();
    renderDetails();
    await screen.findByText('Huda Saleh');
    expect(queryButton('Insurance Details')).toBeEnabled();
    expect(queryButton('No Show')).toBeDisabled();
    expect(queryButton('Cancel Appointment')).toBeEnabled();
    expect(screen.getByText(/No Show can be used from the appointment time/)).toBeInTheDocument();
  });

  it('hides Cancel once the appointment time has passed', async () => {
    appointmentServer();
    renderDetails({ now: () => Date.parse('2024-05-06T11:00:00.000Z') });
    await screen.findByText('Huda Saleh');
    expect(queryButton('Cancel Appointment')).toBeNull();
    expect(queryButton('No Show')).toBeEnabled();
  });

  it('hides Insurance Details and No Show when the patient did not show', async () => {
    appointmentServer({ appointment: makeAppointment({ status: 'patient_noshow' }) });
    renderDetails({ now: () => Date.parse('2024-05-06T12:00:00.000Z') });
    await screen.findByText('Huda Saleh');
    expect(field('Status')).toHaveTextContent('No show');
    expect(queryButton('Insurance Details')).toBeNull();
    expect(queryButton('No Show')).toBeNull();
    expect(queryButton('Cancel Appointment')).toBeNull();
  });

  it('switches insurance after confirmation and shows the new state', async () => {
    const { requests } = appointmentServer();
    renderDetails();
    await screen.findByText('Huda Saleh');
    fireEvent.click(queryButton('Insurance Details')!);
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('This appointment is not covered by insurance.');
    fireEvent.click(within(dialog).getByText('Mark as insured'));
    expect(await screen.findByText('Insurance details updated')).toBeInTheDocument();
    expect(callsTo(requests, '/api/appointment-management/insurance/a1', 'PATCH')[0].path).toBe(
      '/api/appointment-management/insurance/a1?insurance=true',
    );
    await waitFor(() => expect(field('Insurance')).toHaveTextContent('Covered by insurance'));
  });

  it('cancels after confirmation; the cancelled appointment offers no more actions', async () => {
    const { requests } = appointmentServer();
    renderDetails();
    await screen.findByText('Huda Saleh');
    fireEvent.click(queryButton('Cancel Appointment')!);
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Are you sure you want to cancel the appointment with Sara Ali at 06-05-2024 11:00 AM?');
    fireEvent.click(within(dialog).getByText('Cancel Appointment', { selector: 'button *' }));
    expect(await screen.findByText('Appointment canceled successfully')).toBeInTheDocument();
    expect(callsTo(requests, '/api/appointment-management/pic-cancel/a1', 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(field('Status')).toHaveTextContent('Canceled'));
    expect(queryButton('Cancel Appointment')).toBeNull();
    expect(queryButton('No Show')).toBeNull();
  });

  it('shows the server message when the appointment cannot be loaded', async () => {
    appointmentServer({ appointment: makeAppointment({ appointmentId: 'other' }) });
    renderDetails();
    expect(await screen.findByText('Appointment not found')).toBeInTheDocument();
    expect(screen.getByText('The appointment could not be loaded.')).toBeInTheDocument();
  });

  it('is right-to-left in Arabic', async () => {
    appointmentServer({ appointment: makeAppointment({ physicianArabicName: 'سارة علي', clinicArabicName: 'عيادة النور' }) });
    renderDetails({ locale: 'ar' });
    await screen.findByText('Huda Saleh');
    expect(screen.getByText('سارة علي')).toBeInTheDocument();
    expect(screen.getByText('عيادة النور')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(queryButton(text('ar', 'appointments.details.actions.insurance'))).not.toBeNull();
    expect(screen.getByText(text('ar', 'appointments.details.fields.createdAt'))).toBeInTheDocument();
    // ص/م as on the monitor, the date and clock isolated so the Arabic line keeps them in order (issue 16).
    const when = Array.from(document.querySelectorAll('bdi'), (node) => node.textContent ?? '').find((value) => withoutIsolates(value).includes('2024 11:00'));
    expect(when).toBe('\u2067\u206606-05-2024\u2069 \u206611:00\u2069 ص\u2069');
    expect(document.body.textContent).not.toMatch(/\b(AM|PM|UTC)\b/);
  });
});
