import { fireEvent, screen, within } from '@testing-library/react';
import type { ExceptionRule, MarketplaceHoliday, StoredSlot } from '@mk/contracts';
import { fakeApi, ok, renderWithProviders } from '@mk/module-kit/testing';
import { WeekPreview } from './week-preview';

// Sunday 2025-03-02 is in Ramadan 1446 (1 to 29 March 2025). Mondays 09:00-12:00 in hour slots.
const MONDAYS: StoredSlot[] = ['0900', '1000', '1100'].map((from) => ({ day: 1, from, until: `${from.slice(0, 2)}59` }));
const RAMADAN: ExceptionRule = { kind: 'season', from_date: '2025-03-01', until_date: '2025-03-29', periods: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '21:00', until: '02:00' }] };
const LEAVE: ExceptionRule = { kind: 'off', from_date: '2025-03-05', until_date: '2025-03-05', note: 'Family leave' };

const holiday = (fields: Partial<MarketplaceHoliday>): MarketplaceHoliday => ({
  sys_id: 'h',
  kind: 'holiday',
  name_en: 'Test Day',
  name_ar: 'يوم الاختبار',
  from_date: '2025-02-27',
  until_date: '2025-02-27',
  confirmed: true,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...fields,
});

function setup(holidays: MarketplaceHoliday[] = [], locale: 'en' | 'ar' = 'en') {
  const server = fakeApi({ getHolidays: ok(holidays) });
  renderWithProviders(<WeekPreview weeklySlots={MONDAYS} slotMinutes={60} exceptions={[RAMADAN, LEAVE]} today="2025-03-02" />, { locale });
  return server;
}

const day = async (text: string) => {
  const list = await screen.findByRole('list', { name: 'Days of the week previewed' });
  return within(list).getAllByRole('listitem').find((item) => item.textContent?.includes(text))!;
};

describe('WeekPreview', () => {
  it("shows the week booking will offer: the season's nights past midnight and a day off", async () => {
    setup();
    // Sunday: its own night from 21:00, and Saturday's night (the season's first) until 02:00.
    const sunday = await day('Sun, 2 March 2025');
    expect(sunday).toHaveTextContent('(2 Ramadan 1446 AH)');
    expect(sunday).toHaveTextContent('12:00 AM – 02:00 AM');
    expect(sunday).toHaveTextContent('09:00 PM – 12:00 AM');
    expect(sunday).toHaveTextContent('(5 time slots)');
    // The season replaces Monday's usual morning.
    expect(await day('Mon, 3 March 2025')).not.toHaveTextContent('09:00 AM');
    expect(await day('Wed, 5 March 2025')).toHaveTextContent('Day off: Family leave');
  });

  it('walks to another week, where the weekly hours and a confirmed holiday apply and a proposal does not', async () => {
    setup([holiday({}), holiday({ sys_id: 'p', name_en: 'Proposed Day', from_date: '2025-02-26', until_date: '2025-02-26', confirmed: false })]);
    await day('Sun, 2 March 2025');
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await day('Mon, 24 February 2025')).toHaveTextContent('09:00 AM – 12:00 PM (3 time slots)');
    expect(await day('Thu, 27 February 2025')).toHaveTextContent('Public holiday: Test Day');
    expect(await day('Wed, 26 February 2025')).toHaveTextContent('No time slots');
    // Saturday 1 March is the season's first day: its night is offered.
    expect(await day('Sat, 1 March 2025')).toHaveTextContent('09:00 PM – 12:00 AM');
  });

  it('reads in Arabic', async () => {
    setup([], 'ar');
    const list = await screen.findByRole('list', { name: 'أيام الأسبوع المعروض' });
    const wednesday = within(list).getAllByRole('listitem')[3];
    expect(wednesday).toHaveTextContent('إجازة: Family leave');
    expect(screen.getByRole('button', { name: 'الأسبوع السابق' })).toBeInTheDocument();
  });
});
