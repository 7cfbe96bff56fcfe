import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MarketplaceHoliday, ScheduleException } from '@mk/contracts';
import { apiErrorMessages } from '@mk/i18n';
import { fail, fakeApi, ok, renderWithProviders, type ApiHandlers } from '@mk/module-kit/testing';
import { shiftDate, todayIn } from '../../index';
import { ScheduleExceptions, type ScheduleExceptionsProps } from '../index';

// Ramadan 1446 ran from Saturday 2025-03-01 to Saturday 2025-03-29; Eid al-Fitr from Sunday 2025-03-30.
const stored = (fields: Partial<ScheduleException> & Pick<ScheduleException, 'sys_id' | 'kind' | 'from_date' | 'until_date'>): ScheduleException => ({
  periods: [],
  note: null,
  created_at: '2025-02-01T08:00:00.000Z',
  ...fields,
});

const DAY_OFF = stored({ sys_id: 'x-off', kind: 'off', from_date: '2025-03-05', until_date: '2025-03-05', note: 'Family leave' });
const EID_HOURS = stored({ sys_id: 'x-hours', kind: 'hours', from_date: '2025-03-31', until_date: '2025-04-01', periods: [{ days: [], from: '16:00', until: '18:00' }] });
const RAMADAN = stored({
  sys_id: 'x-season',
  kind: 'season',
  from_date: '2025-03-01',
  until_date: '2025-03-29',
  periods: [
    { days: [0, 1, 2, 3, 4, 6], from: '21:00', until: '02:00' },
    { days: [6], from: '10:00', until: '12:00' },
  ],
  note: 'Ramadan hours',
});

function setup(handlers: ApiHandlers = {}, props: Partial<ScheduleExceptionsProps> = {}, locale: 'en' | 'ar' = 'en') {
  const server = fakeApi({
    getScheduleExceptions: ok([DAY_OFF, EID_HOURS, RAMADAN]),
    getHolidays: ok([]),
    addScheduleException: (call) => ok({ exception: { sys_id: 'x-new', created_at: '2025-02-02T08:00:00.000Z', periods: [], note: null, ...(call.body as object) }, affected_appointments: [] }),
    removeScheduleException: ok(DAY_OFF),
    ...handlers,
  });
  renderWithProviders(<ScheduleExceptions owner="physician" ownerId="p-1" slotMinutes={30} {...props} />, { locale });
  return server;
}

/** The exceptions of the list, not the hours listed inside each. */
const topItems = async () => {
  const list = await screen.findByRole('list', { name: 'Days off and special hours' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a day off or special hours' }));
  return screen.findByRole('dialog', { name: 'New day off or special hours' });
};
const typeDay = (dialog: HTMLElement, name: string, day: string) => fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value: day } });
const setTime = (scope: HTMLElement, which: 'From' | 'Until', hour: number, minute: number, meridiem: 'AM' | 'PM') => {
  fireEvent.change(within(scope).getByRole('spinbutton', { name: `${which} hour` }), { target: { value: String(hour) } });
  fireEvent.change(within(scope).getByRole('spinbutton', { name: `${which} minute` }), { target: { value: String(minute) } });
  fireEvent.click(within(within(scope).getByRole('radiogroup', { name: `${which} AM or PM` })).getByRole('radio', { name: meridiem }));
};
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

describe('ScheduleExceptions', () => {
  it('lists each exception with its kind, Gregorian and Hijri dates, hours (a season past midnight) and note', async () => {
    const server = setup();
    const [off, hours, season] = await topItems();
    expect(off).toHaveTextContent('Day off');
    expect(off).toHaveTextContent('Wed, 5 March 2025 (5 Ramadan 1446 AH)');
    expect(off).toHaveTextContent('Note: Family leave');

    expect(hours).toHaveTextContent('Other hours');
    expect(hours).toHaveTextContent('Mon, 31 March 2025 (2 Shawwal 1446 AH) – Tue, 1 April 2025 (3 Shawwal 1446 AH)');
    expect(within(hours).getByRole('list', { name: /^Hours of Other hours/ })).toHaveTextContent('04:00 PM – 06:00 PM');
    expect(hours).not.toHaveTextContent('Note:');

    expect(season).toHaveTextContent('Season');
    expect(season).toHaveTextContent('Sat, 1 March 2025 (1 Ramadan 1446 AH) – Sat, 29 March 2025 (29 Ramadan 1446 AH)');
    const seasonHours = within(within(season).getByRole('list', { name: /^Hours of Season/ })).getAllByRole('listitem');
    expect(seasonHours.map((item) => item.textContent)).toEqual(['Sun, Mon, Tue, Wed, Thu, Sat: 09:00 PM – 02:00 AM (next day)', 'Sat: 10:00 AM – 12:00 PM']);
    expect(season).toHaveTextContent('Note: Ramadan hours');

    expect(server.callsTo('getScheduleExceptions').map((call) => call.url.pathname)).toEqual(['/api/appointment-management/exceptions/p-1']);
  });

  it('shows a loading state, then the empty state', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    setup({ getScheduleExceptions: () => new Promise((resolve) => (answer = resolve)) }, { owner: 'center', ownerId: 'c-1' });
    expect(await screen.findByText('Loading the days off and special hours...')).toBeInTheDocument();
    await act(async () => answer(ok([])));
    expect(await screen.findByText('No days off or special hours: the weekly schedule applies every day.')).toBeInTheDocument();
  });

  it('asks before removing, and sends the removal only once confirmed', async () => {
    const server = setup();
    await topItems();
    const removeDayOff = screen.getByRole('button', { name: 'Remove Day off Wed, 5 March 2025' });

    fireEvent.click(removeDayOff);
    expect(await screen.findByText('Remove this exception?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep' })).not.toBeInTheDocument());
    expect(server.callsTo('removeScheduleException')).toHaveLength(0);

    fireEvent.click(removeDayOff);
    await screen.findByText('Remove this exception?');
    expect(server.callsTo('removeScheduleException')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.callsTo('removeScheduleException')).toHaveLength(1));
    const [removal] = server.callsTo('removeScheduleException');
    expect([removal.method, removal.url.pathname]).toEqual(['DELETE', '/api/appointment-management/exceptions/p-1/x-off']);
    expect(await screen.findByText('Exception removed')).toBeInTheDocument();
  });

  it('adds a single day off: the Hijri date under the day, and the body the server expects', async () => {
    const server = setup({}, { owner: 'package', ownerId: 'k-9' });
    const dialog = await openForm();
    expect(within(dialog).getByRole('radio', { name: 'Day off' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Day off' })).toHaveAccessibleDescription('A day off or leave closes these days: no time slots are offered.');
    expect(within(dialog).getByRole('radio', { name: 'Season' })).toHaveAccessibleDescription(
      'A season such as Ramadan replaces the weekly hours for its dates; its hours may run past midnight.',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Last day' })).not.toBeInTheDocument();
    typeDay(dialog, 'Day', '10-03-2025');
    expect(within(dialog).getByText('Hijri: 10 Ramadan 1446 AH')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), { target: { value: '  Maintenance  ' } });
    submit(dialog);

    await waitFor(() => expect(server.callsTo('addScheduleException')).toHaveLength(1));
    const [added] = server.callsTo('addScheduleException');
    expect([added.method, added.url.pathname]).toEqual(['POST', '/api/promotion-write/package-exceptions/k-9']);
    expect(added.body).toEqual({ kind: 'off', from_date: '2025-03-10', until_date: '2025-03-10', note: 'Maintenance' });
    expect(await screen.findByText('Exception added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again after the change.
    await waitFor(() => expect(server.callsTo('getScheduleExceptions')).toHaveLength(2));
  });

  it('adds a leave of several days with its last day', async () => {
    const server = setup();
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'More than one day (leave)' }));
    typeDay(dialog, 'First day', '10-03-2025');
    typeDay(dialog, 'Last day', '14-03-2025');
    submit(dialog);
    await waitFor(() => expect(server.callsTo('addScheduleException')).toHaveLength(1));
    expect(server.callsTo('addScheduleException')[0].body).toEqual({ kind: 'off', from_date: '2025-03-10', until_date: '2025-03-14' });
  });

  it("refuses other hours whose until is before their from with 'Error invalid time', sending nothing", async () => {
    const server = setup();
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other hours' }));
    typeDay(dialog, 'First day', '31-03-2025');
    typeDay(dialog, 'Last day', '31-03-2025');
    const hours = within(dialog).getByRole('region', { name: 'Hours 1' });
    setTime(hours, 'From', 6, 0, 'PM');
    setTime(hours, 'Until', 4, 0, 'PM');
    submit(dialog);
    expect(await within(dialog).findByText('Error invalid time')).toBeInTheDocument();
    expect(server.callsTo('addScheduleException')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks for the day with the shared words before sending', async () => {
    const server = setup();
    const dialog = await openForm();
    submit(dialog);
    expect(await within(dialog).findByText('Please fill all required fields')).toBeInTheDocument();
    expect(server.callsTo('addScheduleException')).toHaveLength(0);
  });

  it("shows the server's overlap refusal (409) in the user's words and keeps the form open", async () => {
    setup({ addScheduleException: fail(409, 'These dates overlap another exception, from 2025-03-01 to 2025-03-29', 'schedule.exception_overlap') });
    const dialog = await openForm();
    typeDay(dialog, 'Day', '05-03-2025');
    submit(dialog);
    expect(await within(dialog).findByText(apiErrorMessages.en['apiError.schedule.exception_overlap'])).toBeInTheDocument();
    expect(within(dialog).getByText('Could not add the exception')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists the appointments a new day off leaves outside the schedule, with links to each', async () => {
    setup({
      addScheduleException: (call) =>
        ok({
          exception: { sys_id: 'x-new', created_at: '2025-02-02T08:00:00.000Z', periods: [], note: null, ...(call.body as object) },
          affected_appointments: [
            { sys_id: 'ap-1', starts_at: '2025-03-10T10:00:00.000Z', status: 'confirmed', patient_name: 'Huda Saleh' },
            { sys_id: 'ap-2', starts_at: '2025-03-10T13:30:00.000Z', status: 'pending', patient_name: null },
          ],
        }),
    });
    const dialog = await openForm();
    typeDay(dialog, 'Day', '10-03-2025');
    submit(dialog);
    expect(await screen.findByText('These appointments are now outside the schedule. Move or cancel each one; nothing was cancelled.')).toBeInTheDocument();
    const affected = within(screen.getByRole('list', { name: 'Appointments to move or cancel' })).getAllByRole('listitem');
    expect(affected.map((item) => item.textContent)).toEqual(['10-03-2025 10:00 AM Huda Saleh, Confirmed', '10-03-2025 01:30 PM Patient not named, Pending']);
    expect(within(affected[0]).getByRole('link', { name: '10-03-2025 10:00 AM' })).toHaveAttribute('href', '/appointments/details/ap-1');
    expect(within(affected[1]).getByRole('link', { name: '10-03-2025 01:30 PM' })).toHaveAttribute('href', '/appointments/details/ap-2');
  });

  it("adds a season past midnight on chosen weekdays, with the marketplace's Ramadan dates", async () => {
    const today = todayIn(Date.now());
    const ramadan: MarketplaceHoliday = {
      sys_id: 'h-1',
      kind: 'ramadan',
      name_en: 'Ramadan',
      name_ar: 'رمضان',
      from_date: shiftDate(today, 40),
      until_date: shiftDate(today, 69),
      confirmed: true,
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    const server = setup({ getHolidays: ok([ramadan]) }, { owner: 'center', ownerId: 'c-1', slotMinutes: 60 });
    const dialog = await openForm();
    // Only the week preview's week is asked for until a season is chosen; then the coming year.
    const weekCalls = server.callsTo('getHolidays').length;
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Season' }));
    const useRamadan = await within(dialog).findByRole('button', { name: /^Use Ramadan dates \(/ });
    const holidays = server.callsTo('getHolidays')[weekCalls];
    expect(holidays.query).toEqual({ from: today, until: expect.any(String) });
    expect(shiftDate(today, 300) < String(holidays.query.until)).toBe(true);
    fireEvent.click(useRamadan);
    const day = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
    expect(within(dialog).getByRole('textbox', { name: 'First day' })).toHaveValue(day(ramadan.from_date));
    expect(within(dialog).getByRole('textbox', { name: 'Last day' })).toHaveValue(day(ramadan.until_date));

    const period = within(dialog).getByRole('region', { name: 'Period 1' });
    fireEvent.click(within(period).getByRole('checkbox', { name: 'Thu' }));
    fireEvent.click(within(period).getByRole('checkbox', { name: 'Fri' }));
    setTime(period, 'From', 9, 0, 'PM');
    setTime(period, 'Until', 2, 0, 'AM');
    expect(within(period).getByText('Runs past midnight, until 02:00 AM the next day. 5 time slots of 60 minutes.')).toBeInTheDocument();
    submit(dialog);
    await waitFor(() => expect(server.callsTo('addScheduleException')).toHaveLength(1));
    expect(server.callsTo('addScheduleException')[0].body).toEqual({
      kind: 'season',
      from_date: ramadan.from_date,
      until_date: ramadan.until_date,
      periods: [{ days: [4, 5], from: '21:00', until: '02:00' }],
    });
  });

  it('starts a season from the weekly hours when asked', async () => {
    const server = setup({}, { weeklySlots: [{ day: 1, from: '0900', until: '0929' }, { day: 1, from: '0930', until: '0959' }] });
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Season' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the weekly hours' }));
    const period = within(dialog).getByRole('region', { name: 'Period 1' });
    expect(within(period).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(within(period).getByRole('spinbutton', { name: 'Until hour' })).toHaveValue('10');
    expect(server.callsTo('addScheduleException')).toHaveLength(0);
  });

  it('speaks Arabic: labels, kinds, Hijri dates and the next day', async () => {
    setup({}, {}, 'ar');
    const list = await screen.findByRole('list', { name: 'الإجازات والأوقات الخاصة' });
    expect(screen.getByRole('heading', { name: 'الإجازات والأوقات الخاصة' })).toBeInTheDocument();
    const [off, , season] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(off).toHaveTextContent('إجازة');
    expect(off).toHaveTextContent('الأربعاء، 5 مارس 2025 (٥ رمضان ١٤٤٦ هـ)');
    expect(off).toHaveTextContent('ملاحظة: Family leave');
    expect(season).toHaveTextContent('موسم');
    expect(season).toHaveTextContent('09:00 م – 02:00 ص (اليوم التالي)');
    expect(screen.getByRole('button', { name: 'إزالة إجازة الأربعاء، 5 مارس 2025' })).toHaveTextContent('إزالة');

    fireEvent.click(screen.getByRole('button', { name: 'إضافة إجازة أو أوقات خاصة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إجازة أو أوقات خاصة جديدة' });
    expect(within(dialog).getByRole('radio', { name: 'أوقات مختلفة' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إضافة' })).toBeInTheDocument();
    typeDay(dialog, 'اليوم', '10-03-2025');
    expect(within(dialog).getByText('بالهجري: ١٠ رمضان ١٤٤٦ هـ')).toBeInTheDocument();
  });
});
