// Test helpers of the calendar page: real store, messages, router; a fake API answering @mk/api's
// endpoints by name (an endpoint without an answer fails the test).
import type { HolidayPayload, MarketplaceHoliday } from '@mk/contracts';
import { domainTestKit, fakeApi, fail, ok, recordMaker, testAdmin, type FakeApiOptions } from '@mk/module-kit/testing';
import { proposedHolidays } from '@mk/scheduling';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { calendarModule } from '../calendar.module';

export const admin = testAdmin;
export const { text, renderPage: renderCalendarPage } = domainTestKit(calendarModule, { en, ar }, validationMessages);

/** Eid al-Fitr 1447: 1-4 Shawwal, 20-23 March 2026, not yet confirmed. */
export const makeHoliday = recordMaker<MarketplaceHoliday>({
  sys_id: 'a0000000-0000-4000-8000-000000000001',
  kind: 'holiday',
  name_en: 'Eid al-Fitr',
  name_ar: 'عيد الفطر',
  from_date: '2026-03-20',
  until_date: '2026-03-23',
  confirmed: false,
  updated_at: '2026-01-05T09:00:00.000Z',
});

/** Ramadan 1447: 18 February to 19 March 2026, confirmed. */
export const RAMADAN = makeHoliday({
  sys_id: 'a0000000-0000-4000-8000-000000000002',
  kind: 'ramadan',
  name_en: 'Ramadan',
  name_ar: 'شهر رمضان',
  from_date: '2026-02-18',
  until_date: '2026-03-19',
  confirmed: true,
});

/** National Day, 23 September 2026, confirmed (one day). */
export const NATIONAL_DAY = makeHoliday({
  sys_id: 'a0000000-0000-4000-8000-000000000003',
  name_en: 'National Day',
  name_ar: 'اليوم الوطني',
  from_date: '2026-09-23',
  until_date: '2026-09-23',
  confirmed: true,
});

const overlaps = (a: { from_date: string; until_date: string }, b: { from_date: string; until_date: string }) => a.from_date <= b.until_date && b.from_date <= a.until_date;
/** As the server decides a conflict: two holidays, or two Ramadans, on a shared day. */
const conflicts = (a: HolidayPayload, b: HolidayPayload) => a.kind === b.kind && overlaps(a, b);

/**
 * A fake calendar: the list (the entries sharing a day with from..until), add and change (refused
 * with `calendar.holiday_overlap` on a conflict), remove, and propose, which adds the year's
 * Umm al-Qura proposals (`proposedHolidays` of @mk/scheduling) that conflict with nothing stored.
 */
export function calendarServer(options: { holidays?: MarketplaceHoliday[]; overrides?: FakeApiOptions['before'] } = {}) {
  let holidays = [...(options.holidays ?? [makeHoliday()])];
  let next = 100;
  const stored = (body: HolidayPayload, sys_id: string): MarketplaceHoliday => ({
    sys_id,
    confirmed: false,
    updated_at: '2026-01-06T09:00:00.000Z',
    ...body,
  });
  const overlapRefusal = () => fail(409, 'These dates overlap another entry', 'calendar.holiday_overlap');
  const idOf = (path: string) => decodeURIComponent(path.split('/').at(-1) ?? '');
  const server = fakeApi(
    {
      getHolidays: (call) => {
        const range = { from_date: call.query.from ?? '0000-01-01', until_date: call.query.until ?? '9999-12-31' };
        return ok(holidays.filter((holiday) => overlaps(holiday, range)));
      },
      addHoliday: (call) => {
        const body = call.body as HolidayPayload;
        if (holidays.some((holiday) => conflicts(holiday, body))) return overlapRefusal();
        const holiday = stored(body, `a0000000-0000-4000-8000-000000000${next++}`);
        holidays = [...holidays, holiday];
        return { status: 201, body: { result: 'ok', message: 'Holiday added', payload: holiday } };
      },
      changeHoliday: (call) => {
        const id = idOf(call.url.pathname);
        const body = call.body as HolidayPayload;
        const found = holidays.find((holiday) => holiday.sys_id === id);
        if (!found) return fail(404, 'Holiday not found', 'calendar.holiday_not_found');
        if (holidays.some((holiday) => holiday.sys_id !== id && conflicts(holiday, body))) return overlapRefusal();
        const changed = { ...found, ...body };
        holidays = holidays.map((holiday) => (holiday.sys_id === id ? changed : holiday));
        return ok(changed);
      },
      removeHoliday: (call) => {
        const id = idOf(call.url.pathname);
        const found = holidays.find((holiday) => holiday.sys_id === id);
        if (!found) return fail(404, 'Holiday not found', 'calendar.holiday_not_found');
        holidays = holidays.filter((holiday) => holiday !== found);
        return ok(found);
      },
      proposeHolidays: (call) => {
        const { year } = call.body as { year: number };
        const added = proposedHolidays(year)
          .filter((proposal) => !holidays.some((holiday) => conflicts(holiday, proposal)))
          .map((proposal) => stored(proposal, `b0000000-0000-4000-8000-000000000${next++}`));
        holidays = [...holidays, ...added];
        return ok(added);
      },
    },
    { before: options.overrides },
  );
  return { server, holidays: () => holidays };
}
