import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, queryButton } from '../test/appointment-test-kit';
import { bookingServer as server, choose, dayShown, slot, toBookingStep } from '../test/wizard-steps';

describe('creation wizard: choices and slots', () => {
  it("offers the clinic's physicians and only the types the physician offers", async () => {
    const { requests } = server();
    await toBookingStep();
    await waitFor(() => expect(callsTo(requests, '/api/doctor-read/v2')[0]?.path).toBe('/api/doctor-read/v2?clinic=c1&page=1&limit=30'));
    await choose('Physician', 'Sara Ali');
    // Sara offers walk-in and chat: walk-in is the default, audio and video calls are not offered.
    await waitFor(() => expect(screen.getByTitle('Walk-in')).toBeInTheDocument());
    fireEvent.mouseDown(screen.getByLabelText('Appointment type'));
    expect(await screen.findByTitle('Chat')).toBeInTheDocument();
    expect(screen.queryAllByTitle('Video call')).toHaveLength(0);
    expect(screen.queryAllByTitle('Audio call')).toHaveLength(0);
    expect(screen.queryAllByTitle('Omar Hadi')).toHaveLength(0);
  });

  it('shows each slot as gone, busy, available or selected; only available slots can be chosen', async () => {
    server();
    await toBookingStep();
    await choose('Physician', 'Sara Ali');
    await screen.findByText('10:30 AM – 10:59 AM');
    // Now is 10:15 UTC on Monday: the 09:00, 09:30 and 10:00 slots have started.
    for (const label of ['09:00 AM – 09:29 AM', '09:30 AM – 09:59 AM', '10:00 AM – 10:29 AM']) {
      expect(slot(label)).toBeDisabled();
      expect(slot(label)).toHaveTextContent('Gone');
    }
    expect(slot('11:00 AM – 11:29 AM')).toBeDisabled();
    expect(slot('11:00 AM – 11:29 AM')).toHaveTextContent('Busy');
    expect(slot('10:30 AM – 10:59 AM')).toBeEnabled();
    expect(slot('10:30 AM – 10:59 AM')).toHaveTextContent('Available');
    fireEvent.click(slot('10:30 AM – 10:59 AM'));
    expect(slot('10:30 AM – 10:59 AM')).toHaveTextContent('Selected');
    expect(slot('10:30 AM – 10:59 AM')).toHaveAttribute('aria-pressed', 'true');
  });

  it('does nothing on previous day from today, and walks the days forward and back', async () => {
    server();
    await toBookingStep();
    expect(dayShown()).toBe('Monday, May 6, 2024');
    fireEvent.click(queryButton('Previous day')!);
    expect(dayShown()).toBe('Monday, May 6, 2024');
    fireEvent.click(queryButton('Next day')!);
    expect(dayShown()).toBe('Tuesday, May 7, 2024');
    await choose('Physician', 'Sara Ali');
    expect(await screen.findByText('The physician has no time slots on this day. Try another day.')).toBeInTheDocument();
    fireEvent.click(queryButton('Previous day')!);
    expect(dayShown()).toBe('Monday, May 6, 2024');
    expect(await screen.findByText('10:30 AM – 10:59 AM')).toBeInTheDocument();
  });

  it("says 'Please select time' when booking without a slot", async () => {
    const { requests } = server();
    await toBookingStep();
    await choose('Physician', 'Sara Ali');
    await screen.findByText('10:30 AM – 10:59 AM');
    fireEvent.click(queryButton('Book Appointment')!);
    expect(await screen.findByText('Please select time')).toBeInTheDocument();
    expect(callsTo(requests, '/api/appointment-management/create-appointment-v2', 'POST')).toHaveLength(0);
  });

});
