import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button } from '@mk/module-kit/testing';
import en from '../../translations/en.json';
import { admin, calendarServer, makeHoliday, NATIONAL_DAY, RAMADAN, renderCalendarPage, text } from '../test/calendar-test-kit';
import { currentYear } from './calendar-year';
import HolidayListPage from './holiday-list.page';

const EID = makeHoliday();

const renderCalendar = (locale: 'en' | 'ar' = 'en', route = '/calendar?year=2026') => renderCalendarPage(<HolidayListPage />, { user: admin, locale, path: 'calendar', route });
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const row = (name: string) => screen.getByText(name).closest('tr')!;
const page = () => document.querySelector<HTMLElement>('.mk-page-section')!;
/** The open Delete question (drawn inside its row). */
const popconfirm = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!found) throw new Error('no Delete question open');
    return found;
  });

/** Every English text of the calendar's catalogue that needs no values ('Confirm', 'Public holiday'...). */
function englishTexts(messages: unknown): string[] {
  if (typeof messages === 'string') return /[{}]/.test(messages) ? [] : [messages];
  return Object.values(messages as Record<string, unknown>).flatMap(englishTexts);
}

describe('the marketplace calendar', () => {
  it("lists the year's entries by first day, with kind, name, Gregorian and Hijri dates, status and actions", async () => {
    const { server } = calendarServer({ holidays: [NATIONAL_DAY, EID, RAMADAN] });
    renderCalendar();
    expect(await screen.findByText('Eid al-Fitr')).toBeInTheDocument();
    expect(screen.getByText('Marketplace calendar', { selector: 'h1' })).toBeInTheDocument();
    expect(page()).toHaveTextContent('Public holidays close every clinic, center and package, unless it sets other hours on those days.');
    expect(page()).toHaveTextContent('Only confirmed holidays close days.');
    expect(server.callsTo('getHolidays')[0].query).toEqual({ from: '2026-01-01', until: '2026-12-31' });
    expect(headers()).toEqual(['Kind', 'Name', 'Dates', 'Status', 'Actions']);
    expect(Array.from(document.querySelectorAll('tbody tr'), (each) => each.querySelector('td:nth-child(2)')?.textContent)).toEqual(['Ramadan', 'Eid al-Fitr', 'National Day']);

    const eid = within(row('Eid al-Fitr'));
    expect(eid.getByText('Public holiday')).toBeInTheDocument();
    expect(eid.getByText('20 March 2026 – 23 March 2026')).toBeInTheDocument();
    expect(eid.getByText('1 Shawwal 1447 AH – 4 Shawwal 1447 AH')).toBeInTheDocument();
    expect(eid.getByText('To confirm')).toBeInTheDocument();
    expect(button('Confirm', row('Eid al-Fitr'))).toHaveAttribute('aria-label', 'Confirm Eid al-Fitr');
    expect(button('Edit', row('Eid al-Fitr'))).toHaveAttribute('aria-label', 'Edit Eid al-Fitr');
    expect(button('Delete', row('Eid al-Fitr'))).toHaveAttribute('aria-label', 'Delete Eid al-Fitr');

    const ramadan = within(row('Ramadan'));
    expect(ramadan.getByText('Ramadan season')).toBeInTheDocument();
    expect(ramadan.getByText('18 February 2026 – 19 March 2026')).toBeInTheDocument();
    expect(ramadan.getByText('1 Ramadan 1447 AH – 30 Ramadan 1447 AH')).toBeInTheDocument();
    expect(ramadan.getByText('Confirmed')).toBeInTheDocument();
    // A confirmed entry offers no Confirm.
    expect(() => button('Confirm', row('Ramadan'))).toThrow();

    // One day: one date of each calendar.
    expect(within(row('National Day')).getByText('23 September 2026')).toBeInTheDocument();
    expect(within(row('National Day')).getByText('12 Rabiʻ II 1448 AH')).toBeInTheDocument();
  });

  it('says it all in Arabic, with the Arabic names and month names, and no English words', async () => {
    calendarServer({ holidays: [EID, RAMADAN] });
    renderCalendar('ar');
    expect(await screen.findByText('عيد الفطر')).toBeInTheDocument();
    expect(screen.getByText('تقويم السوق', { selector: 'h1' })).toBeInTheDocument();
    expect(headers()).toEqual(['kind', 'name', 'dates', 'status', 'actions'].map((key) => text('ar', `calendar.list.columns.${key}`)));

    const eid = within(row('عيد الفطر'));
    expect(eid.getByText('عطلة رسمية')).toBeInTheDocument();
    expect(eid.getByText('من 20 مارس 2026 إلى 23 مارس 2026')).toBeInTheDocument();
    expect(eid.getByText('من ١ شوال ١٤٤٧ هـ إلى ٤ شوال ١٤٤٧ هـ')).toBeInTheDocument();
    expect(eid.getByText('بانتظار التأكيد')).toBeInTheDocument();
    expect(button('تأكيد', row('عيد الفطر'))).toHaveAttribute('aria-label', 'تأكيد عيد الفطر');

    const ramadan = within(row('شهر رمضان'));
    expect(ramadan.getByText('موسم رمضان')).toBeInTheDocument();
    expect(ramadan.getByText('من ١ رمضان ١٤٤٧ هـ إلى ٣٠ رمضان ١٤٤٧ هـ')).toBeInTheDocument();
    expect(ramadan.getByText('مؤكدة')).toBeInTheDocument();

    expect(button('إضافة التواريخ المقترحة لسنة 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'السنة السابقة' })).toBeInTheDocument();
    // Nothing of the page is in Latin letters: no English message, no English name, no English month.
    expect(page().textContent).not.toMatch(/[A-Za-z]/);
    const shown = page().textContent!;
    expect(englishTexts(en).filter((english) => shown.includes(english))).toEqual([]);
    // The names screen readers say too (antd's own icons, as the select's arrow, name themselves in English everywhere).
    const named = Array.from(page().querySelectorAll('[aria-label]:not(.anticon)')).filter((element) => !element.closest('[aria-hidden="true"]'));
    const labels = named.map((element) => element.getAttribute('aria-label')!);
    expect(labels).toContain('تأكيد عيد الفطر');
    expect(labels.filter((label) => /[A-Za-z]/.test(label))).toEqual([]);
  });

  it('confirms an entry by sending it back unchanged with confirmed true', async () => {
    const { server } = calendarServer({ holidays: [EID, RAMADAN] });
    renderCalendar();
    await screen.findByText('Eid al-Fitr');
    fireEvent.click(button('Confirm', row('Eid al-Fitr')));
    expect(await screen.findByText('Eid al-Fitr is confirmed')).toBeInTheDocument();
    const [call] = server.callsTo('changeHoliday');
    expect(call.url.pathname).toMatch(new RegExp(`/calendar-write/holidays/${EID.sys_id}$`));
    expect(call.body).toEqual({ kind: 'holiday', name_en: 'Eid al-Fitr', name_ar: 'عيد الفطر', from_date: '2026-03-20', until_date: '2026-03-23', confirmed: true });
    await waitFor(() => expect(within(row('Eid al-Fitr')).getByText('Confirmed')).toBeInTheDocument());
    expect(() => button('Confirm', row('Eid al-Fitr'))).toThrow();
  });

  it('asks before deleting, sends nothing on Cancel, and deletes only once Delete is confirmed', async () => {
    const { server } = calendarServer({ holidays: [EID, RAMADAN] });
    renderCalendar();
    await screen.findByText('Eid al-Fitr');
    fireEvent.click(button('Delete', row('Eid al-Fitr')));
    let question = await popconfirm();
    expect(question).toHaveTextContent('Delete Eid al-Fitr?');
    expect(question).toHaveTextContent('Its days no longer close clinics, centers and packages.');
    fireEvent.click(button('Cancel', question));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)')).toBeNull());
    expect(server.callsTo('removeHoliday')).toHaveLength(0);

    fireEvent.click(button('Delete', row('Eid al-Fitr')));
    question = await popconfirm();
    expect(server.callsTo('removeHoliday')).toHaveLength(0);
    fireEvent.click(button('Delete', question));
    expect(await screen.findByText('Eid al-Fitr was deleted from the calendar')).toBeInTheDocument();
    expect(server.callsTo('removeHoliday')).toHaveLength(1);
    expect(server.callsTo('removeHoliday')[0].method).toBe('DELETE');
    expect(server.callsTo('removeHoliday')[0].url.pathname).toMatch(new RegExp(`/calendar-write/holidays/${EID.sys_id}$`));
    await waitFor(() => expect(document.querySelector('tbody')).not.toHaveTextContent('Eid al-Fitr'));
    expect(screen.getByText('Ramadan')).toBeInTheDocument();
  });

  it('adds the proposed dates of the year and says how many were new, then that none were', async () => {
    const { server } = calendarServer({ holidays: [EID] });
    renderCalendar();
    await screen.findByText('Eid al-Fitr');
    fireEvent.click(button('Add the proposed dates for 2026'));
    // Founding Day, Ramadan, Eid al-Adha and National Day: Eid al-Fitr is there already.
    expect(await screen.findByText('4 proposed dates of 2026 were added: check them and confirm them')).toBeInTheDocument();
    expect(server.callsTo('proposeHolidays')[0].body).toEqual({ year: 2026 });
    expect(await screen.findByText('Eid al-Adha')).toBeInTheDocument();
    expect(within(row('Founding Day')).getByText('To confirm')).toBeInTheDocument();

    fireEvent.click(button('Add the proposed dates for 2026'));
    expect(await screen.findByText('Every proposed date of 2026 is already in the calendar')).toBeInTheDocument();
    expect(server.callsTo('proposeHolidays')).toHaveLength(2);
  });

  it('says a year is empty, and moves from year to year', async () => {
    const { server } = calendarServer({ holidays: [] });
    const { router } = renderCalendar();
    expect(await screen.findByText('No holidays for 2026 yet. Add the proposed dates to start.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(await screen.findByText('No holidays for 2027 yet. Add the proposed dates to start.')).toBeInTheDocument();
    expect(server.callsTo('getHolidays').at(-1)!.query).toEqual({ from: '2027-01-01', until: '2027-12-31' });
    expect(button('Add the proposed dates for 2027')).toBeEnabled();
    // The URL keeps the year, so a reload or Back shows it again.
    expect(router.state.location.search).toBe('?year=2027');
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(await screen.findByText('No holidays for 2025 yet. Add the proposed dates to start.')).toBeInTheDocument();
    expect(server.callsTo('getHolidays').at(-1)!.query).toEqual({ from: '2025-01-01', until: '2025-12-31' });
    expect(screen.getByRole('group', { name: 'Year' })).toHaveTextContent('2025');
  });

  it("opens on this year in Riyadh when the URL names none", async () => {
    const { server } = calendarServer({ holidays: [] });
    renderCalendar('en', '/calendar');
    const year = currentYear();
    expect(await screen.findByText(`No holidays for ${year} yet. Add the proposed dates to start.`)).toBeInTheDocument();
    expect(server.callsTo('getHolidays')[0].query).toEqual({ from: `${year}-01-01`, until: `${year}-12-31` });
  });

  it("says a refusal in the user's language", async () => {
    calendarServer({
      holidays: [EID],
      overrides: (call) => (call.endpoint === 'proposeHolidays' ? { status: 400, body: { result: 'error', message: 'year must be 2000-2100', payload: null, code: 'calendar.year_invalid' } } : undefined),
    });
    renderCalendar();
    await screen.findByText('Eid al-Fitr');
    fireEvent.click(button('Add the proposed dates for 2026'));
    expect(await screen.findByText('The year must be a whole number from 2000 to 2100')).toBeInTheDocument();
  });
});
