import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_SHOW_WINDOW_MS } from '@mk/contracts';
import { appointmentServer, callsTo, clinicPic, makeAppointment, queryButton, renderAppointmentPage, testClock } from '../test/appointment-test-kit';
import DetailsPage from './details.page';

const START = Date.parse('2024-05-06T11:00:00.000Z');
// The page reads the clock each second: a change shows within a little more than that.
const nextTick = { timeout: 2500 };

describe('Appointment Details: the No Show window', () => {
  it('turns No Show on exactly at the appointment time and off 48 hours later, re-reading the clock each second', async () => {
    appointmentServer({ appointment: makeAppointment({ dateTime: '2024-05-06 11:00' }) });
    const clock = testClock(START - 1);
    renderAppointmentPage(<DetailsPage />, { user: clinicPic, now: clock.now, path: 'appointments/details/:id', route: '/appointments/details/a1' });
    await screen.findByText('Huda Saleh');
    expect(queryButton('No Show')).toBeDisabled();
    expect(queryButton('Cancel Appointment')).toBeEnabled();

    clock.set(START);
    await waitFor(() => expect(queryButton('No Show')).toBeEnabled(), nextTick);
    expect(queryButton('Cancel Appointment')).toBeNull();

    clock.set(START + NO_SHOW_WINDOW_MS - 1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(queryButton('No Show')).toBeEnabled();

    clock.set(START + NO_SHOW_WINDOW_MS);
    await waitFor(() => expect(queryButton('No Show')).toBeDisabled(), nextTick);
  });

  it('marks a no-show after confirmation, then hides Insurance Details and No Show', async () => {
    const { requests } = appointmentServer({ appointment: makeAppointment({ dateTime: '2024-05-06 11:00' }) });
    renderAppointmentPage(<DetailsPage />, {
      user: clinicPic,
      now: () => START + 60_000,
      path: 'appointments/details/:id',
      route: '/appointments/details/a1',
    });
    await screen.findByText('Huda Saleh');
    fireEvent.click(queryButton('No Show')!);
    const dialog = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!open) throw new Error('no dialog');
      return open;
    });
    expect(dialog).toHaveTextContent('Mark that the patient did not come to this appointment?');
    fireEvent.click(within(dialog).getByText('No Show', { selector: 'button *' }));
    expect(await screen.findByText('The appointment is marked as no show')).toBeInTheDocument();
    expect(callsTo(requests, '/api/appointment-management/noshow/a1', 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(queryButton('Insurance Details')).toBeNull());
    expect(queryButton('No Show')).toBeNull();
  });
});
