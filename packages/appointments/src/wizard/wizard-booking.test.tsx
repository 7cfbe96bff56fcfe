import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, queryButton } from '../test/appointment-test-kit';
import { bookingServer as server, choose, renderWizard, slot, toBookingStep, type } from '../test/wizard-steps';

describe('creation wizard: booking', () => {
  it('books for the found patient, publishes the appointment and opens the monitor on that day and clinic', async () => {
    const { requests } = server();
    const router = await toBookingStep();
    await choose('Physician', 'Sara Ali');
    fireEvent.click(await screen.findByText('10:30 AM – 10:59 AM'));
    fireEvent.click(queryButton('Book Appointment')!);
    expect(await screen.findByText('Appointment created successfully!')).toBeInTheDocument();
    expect(callsTo(requests, '/api/appointment-management/create-appointment-v2', 'POST')[0].body).toEqual({
      patient_id: 'pt1',
      physician_id: 'p1',
      type: 'walkin',
      date_time: '2024-05-06 10:30',
      status: 'confirmed',
      payment_type: 'clinic_pay',
      payment_id: '',
      dialog_id: '',
    });
    expect(callsTo(requests, '/api/appointment-management/confirmation', 'POST')[0].body).toEqual({ appointment_id: 'a-new' });
    expect(callsTo(requests, '/api/patient-write', 'POST')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments'));
    expect(router.state.location.search).toBe('?date=2024-05-06&clinic=c1');
  });

  it('registers a new patient first, then books for them', async () => {
    const { requests } = server({ patients: [] });
    const { router } = renderWizard();
    await screen.findByLabelText('Phone number');
    type('Phone number', '0555555555');
    fireEvent.click(queryButton('Search')!);
    await screen.findByText('Register a new patient');
    type('Patient name', 'Ali Hassan');
    type('National/Residence ID', '1000000008');
    type('Date of birth', '07-03-1990');
    fireEvent.click(queryButton('Next')!);
    await screen.findByText('Choose a physician to see the time slots.');
    await choose('Physician', 'Sara Ali');
    await choose('Appointment type', 'Chat');
    fireEvent.click(await screen.findByText('10:30 AM – 10:59 AM'));
    fireEvent.click(queryButton('Book Appointment')!);
    expect(await screen.findByText('Appointment created successfully!')).toBeInTheDocument();
    expect(callsTo(requests, '/api/patient-write', 'POST')[0].body).toEqual({
      name: 'Ali Hassan',
      phone: '0555555555',
      national_id: '1000000008',
      date_of_birth: '1990-03-07T06:00:00.000Z',
      clinicName: 'Noor Clinic',
    });
    expect(callsTo(requests, '/api/appointment-management/create-appointment-v2', 'POST')[0].body).toMatchObject({
      patient_id: 'pt-1',
      type: 'chat',
      status: 'confirmed',
      payment_type: 'clinic_pay',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?date=2024-05-06&clinic=c1'));
  });

  it('shows the refusal when the slot was just taken, and reloads the busy times', async () => {
    const taken = { from: '2024-05-06T10:30:00.000Z', until: '2024-05-06T10:59:00.000Z' };
    const booked = server({
      overrides: (request) => {
        if (request.url.pathname !== '/api/appointment-management/create-appointment-v2') return undefined;
        // Someone else booked 10:30 a moment ago.
        booked.state.busy.push(taken);
        return { status: 409, body: { result: 'error', message: 'This time slot has just been booked. Please choose another time.', payload: null } };
      },
    });
    const { requests } = booked;
    const router = await toBookingStep();
    await choose('Physician', 'Sara Ali');
    fireEvent.click(await screen.findByText('10:30 AM – 10:59 AM'));
    fireEvent.click(queryButton('Book Appointment')!);
    expect(await screen.findByText('This time slot has just been booked. Please choose another time.')).toBeInTheDocument();
    await waitFor(() => expect(slot('10:30 AM – 10:59 AM')).toHaveTextContent('Busy'));
    expect(slot('10:30 AM – 10:59 AM')).toBeDisabled();
    expect(callsTo(requests, '/api/appointment-management/physician-appointments/p1').length).toBeGreaterThanOrEqual(2);
    expect(callsTo(requests, '/api/appointment-management/confirmation', 'POST')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/appointments/create');
  });

});
