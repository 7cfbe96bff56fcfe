import { fireEvent, screen, within } from '@testing-library/react';
import type { MarketplaceHoliday, ScheduleException } from '@mk/contracts';
import { makePhysician, queryButton } from '../test/appointment-test-kit';
import { bookingServer as server, choose, toBookingStep } from '../test/wizard-steps';

// Today is Monday 2024-05-06 (27 Shawwal 1445), 10:15 UTC; Sara Ali works Mondays 09:00-11:29 in
// 30-minute slots. Issue 30: her exceptions and the marketplace's confirmed holidays apply.

const exception = (overrides: Partial<ScheduleException>): ScheduleException => ({
  sys_id: 'e1',
  kind: 'off',
  from_date: '2024-05-06',
  until_date: '2024-05-06',
  periods: [],
  note: null,
  created_at: '2024-05-01T00:00:00.000Z',
  ...overrides,
});

const holiday = (overrides: Partial<MarketplaceHoliday>): MarketplaceHoliday => ({
  sys_id: 'h1',
  kind: 'holiday',
  name_en: 'Test Day',
  name_ar: 'يوم الاختبار',
  from_date: '2024-05-06',
  until_date: '2024-05-06',
  confirmed: true,
  updated_at: '2024-05-01T00:00:00.000Z',
  ...overrides,
});

const slotButtons = () => within(screen.queryByRole('group', { name: 'Time slots' }) ?? document.createElement('div')).queryAllByRole('button');

describe('creation wizard: days off, other hours and holidays', () => {
  it('shows the Hijri date beside the day', async () => {
    server();
    await toBookingStep();
    expect(screen.getByTestId('hijri-date')).toHaveTextContent('27 Shawwal 1445 AH');
    fireEvent.click(queryButton('Next day')!);
    expect(screen.getByTestId('hijri-date')).toHaveTextContent('28 Shawwal 1445 AH');
  });

  it("empties a day off and says why, with the PIC's note", async () => {
    server({ exceptions: [exception({ note: 'Conference' })] });
    await toBookingStep();
    await choose('Physician', 'Sara Ali');
    expect(await screen.findByText('The physician is not available on this day (Conference). Try another day.')).toBeInTheDocument();
    expect(slotButtons()).toHaveLength(0);
  });

  it('empties a day a confirmed holiday closes, and ignores one still to confirm', async () => {
    server({ holidays: [holiday({})] });
    await toBookingStep();
    await choose('Physician', 'Sara Ali');
    expect(await screen.findByText('Clinics are closed on this day for Test Day. Try another day.')).toBeInTheDocument();
    expect(slotButtons()).toHaveLength(0);
  });

  it('offers a proposed holiday that ADMIN has not confirmed as a usual day', async () => {
    server({ holidays: [holiday({ confirmed: false })] });
    await toBookingStep();
    await choose('Physician', 'Sara Ali');
    expect(await screen.findByText('10:30 AM – 10:59 AM')).toBeInTheDocument();
    expect(screen.queryByText(/Clinics are closed/)).not.toBeInTheDocument();
  });

  it('replaces the weekly slots with other hours on their day', async () => {
    // Cut by her 30-minute consultations, as the server cuts them.
    server({
      physicians: [makePhysician({ consultation_duration: 30 })],
      exceptions: [exception({ kind: 'hours', periods: [{ days: [], from: '12:00', until: '13:00' }] })],
    });
    await toBookingStep();
    await choose('Physician', 'Sara Ali');
    expect(await screen.findByText('12:00 PM – 12:29 PM')).toBeInTheDocument();
    expect(screen.getByText('12:30 PM – 12:59 PM')).toBeInTheDocument();
    expect(screen.queryByText('10:30 AM – 10:59 AM')).not.toBeInTheDocument();
  });
});
