import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, fill, findDialog } from '@mk/module-kit/testing';
import { admin, calendarServer, makeHoliday, RAMADAN, renderCalendarPage, text } from '../test/calendar-test-kit';
import HolidayListPage from '../holiday-list/holiday-list.page';

const EID = makeHoliday();

const renderCalendar = (locale: 'en' | 'ar' = 'en') => renderCalendarPage(<HolidayListPage />, { user: admin, locale, path: 'calendar', route: '/calendar?year=2026' });
const row = (name: string) => screen.getByText(name).closest('tr')!;

/** Opens the Add form once the list has loaded. */
async function openAdd(locale: 'en' | 'ar' = 'en') {
  fireEvent.click(button(text(locale, 'calendar.page.add')));
  return findDialog();
}

describe('the calendar form', () => {
  it('refuses a last day before the first with the shared message, shows each day in Hijri, and sends a valid body', async () => {
    const { server } = calendarServer({ holidays: [RAMADAN] });
    renderCalendar();
    await screen.findByText('Ramadan');
    const dialog = await openAdd();
    expect(dialog).toHaveTextContent('Add to the calendar');
    fill('English name', '  Eid al-Fitr ');
    fill('Arabic name', 'عيد الفطر');
    fill('First day', '23-03-2026');
    fill('Last day', '20-03-2026');
    expect(await within(dialog).findByText('Hijri: 4 Shawwal 1447 AH')).toBeInTheDocument();
    expect(within(dialog).getByText('Hijri: 1 Shawwal 1447 AH')).toBeInTheDocument();

    fireEvent.click(button('Save', dialog));
    expect(await within(dialog).findByText('The last day cannot be before the first day')).toBeInTheDocument();
    expect(screen.getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
    // The field says its message and its Hijri day to a screen reader.
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('The last day cannot be before the first day Hijri: 1 Shawwal 1447 AH');
    await waitFor(() => expect(screen.getByLabelText('Last day')).toHaveFocus());
    expect(server.callsTo('addHoliday')).toHaveLength(0);

    // Put right, the message goes as the days are typed.
    fill('First day', '20-03-2026');
    fill('Last day', '23-03-2026');
    await waitFor(() => expect(within(dialog).queryByText('The last day cannot be before the first day')).toBeNull());
    fireEvent.click(screen.getByLabelText('Confirmed'));
    fireEvent.click(button('Save', dialog));
    expect(await screen.findByText('Eid al-Fitr was added to the calendar')).toBeInTheDocument();
    expect(server.callsTo('addHoliday')).toHaveLength(1);
    expect(server.callsTo('addHoliday')[0].body).toEqual({
      kind: 'holiday',
      name_en: 'Eid al-Fitr',
      name_ar: 'عيد الفطر',
      from_date: '2026-03-20',
      until_date: '2026-03-23',
      confirmed: true,
    });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(await screen.findByText('Eid al-Fitr')).toBeInTheDocument();
    expect(within(row('Eid al-Fitr')).getByText('Confirmed')).toBeInTheDocument();
  });

  it('asks for every required field, and adds a Ramadan season', async () => {
    const { server } = calendarServer({ holidays: [] });
    renderCalendar();
    await screen.findByText(/No holidays for 2026 yet/);
    const dialog = await openAdd();
    fireEvent.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getAllByText('Please fill all required fields')).toHaveLength(4));
    expect(server.callsTo('addHoliday')).toHaveLength(0);

    expect(screen.getByLabelText('Public holiday')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Ramadan season'));
    fill('English name', 'Ramadan');
    fill('Arabic name', 'شهر رمضان');
    fill('First day', '18-02-2026');
    fill('Last day', '19-03-2026');
    fireEvent.click(button('Save', dialog));
    expect(await screen.findByText('Ramadan was added to the calendar')).toBeInTheDocument();
    expect(server.callsTo('addHoliday')[0].body).toEqual({
      kind: 'ramadan',
      name_en: 'Ramadan',
      name_ar: 'شهر رمضان',
      from_date: '2026-02-18',
      until_date: '2026-03-19',
      confirmed: false,
    });
  });

  it("shows the server's refusal of an overlap in the form, which stays open", async () => {
    const { server } = calendarServer({ holidays: [EID] });
    renderCalendar();
    await screen.findByText('Eid al-Fitr');
    const dialog = await openAdd();
    fill('English name', 'Eid holidays');
    fill('Arabic name', 'إجازة العيد');
    fill('First day', '22-03-2026');
    fill('Last day', '25-03-2026');
    fireEvent.click(button('Save', dialog));
    expect(await within(dialog).findByText('These dates overlap another entry of the calendar')).toBeInTheDocument();
    expect(server.callsTo('addHoliday')).toHaveLength(1);
    expect(document.querySelector('[role="dialog"]')).toBe(dialog);
  });

  it('edits an entry: the form holds it, and Save sends the whole entry with its change', async () => {
    const { server } = calendarServer({ holidays: [EID] });
    renderCalendar();
    await screen.findByText('Eid al-Fitr');
    fireEvent.click(button('Edit', row('Eid al-Fitr')));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Edit Eid al-Fitr');
    expect(screen.getByLabelText('English name')).toHaveValue('Eid al-Fitr');
    expect(screen.getByLabelText('Arabic name')).toHaveValue('عيد الفطر');
    expect(screen.getByLabelText('First day')).toHaveValue('20-03-2026');
    expect(screen.getByLabelText('Last day')).toHaveValue('23-03-2026');
    expect(screen.getByLabelText('Confirmed')).not.toBeChecked();
    expect(within(dialog).getByText('Hijri: 4 Shawwal 1447 AH')).toBeInTheDocument();

    fill('Last day', '24-03-2026');
    expect(await within(dialog).findByText('Hijri: 5 Shawwal 1447 AH')).toBeInTheDocument();
    fireEvent.click(button('Save', dialog));
    expect(await screen.findByText('Eid al-Fitr was saved')).toBeInTheDocument();
    const [call] = server.callsTo('changeHoliday');
    expect(call.url.pathname).toMatch(new RegExp(`/calendar-write/holidays/${EID.sys_id}$`));
    expect(call.body).toEqual({ kind: 'holiday', name_en: 'Eid al-Fitr', name_ar: 'عيد الفطر', from_date: '2026-03-20', until_date: '2026-03-24', confirmed: false });
    expect(server.callsTo('addHoliday')).toHaveLength(0);
  });

  it('speaks Arabic: labels, the Hijri day and the shared message', async () => {
    const { server } = calendarServer({ holidays: [] });
    renderCalendar('ar');
    await screen.findByText(/لا عطل لسنة 2026 بعد/);
    const dialog = await openAdd('ar');
    expect(dialog).toHaveTextContent('إضافة إلى التقويم');
    fill('الاسم بالإنجليزية', 'Eid al-Fitr');
    fill('الاسم بالعربية', 'عيد الفطر');
    fill('اليوم الأول', '23-03-2026');
    fill('اليوم الأخير', '20-03-2026');
    expect(await within(dialog).findByText('بالهجري: ٤ شوال ١٤٤٧ هـ')).toBeInTheDocument();
    fireEvent.click(button('حفظ', dialog));
    expect(await within(dialog).findByText('لا يمكن أن يكون اليوم الأخير قبل اليوم الأول')).toBeInTheDocument();
    expect(server.callsTo('addHoliday')).toHaveLength(0);
  });
});
