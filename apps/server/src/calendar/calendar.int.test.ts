import { eq } from 'drizzle-orm';
import { auditOf } from '../clinics/clinic-test-kit';
import { appointments } from '../db/schema';
import { BOOK, booked, bookingBody, bookingWorld, newPatient, scheduledPhysician, type BookingWorld } from '../appointments/appointment-test-kit';
import { centersOf, newPackage } from '../packages/package-test-kit';
import { DEMO } from '../test/test-app';
import { marketplaceHolidays } from './calendar.tables';

// The booking world's clock stands on Sunday 2031-03-02 08:00 UTC; its physicians work 09:00-12:00
// UTC every day in 30-minute slots. 2031-03-03 is a Monday.

let w: BookingWorld;
let physician: string;
let patient: string;

const EXCEPTIONS = (id: string) => `/api/appointment-management/exceptions/${id}`;
const HOLIDAYS = '/api/calendar-write/holidays';

beforeAll(async () => {
  w = await bookingWorld();
  physician = await scheduledPhysician(w);
  patient = await newPatient(w, { name: 'Calendar Patient' });
});
afterAll(() => w.t.close());

const book = (physicianId: string, dateTime: string, token = w.owner) => w.api('POST', BOOK, token, bookingBody(physicianId, patient, dateTime));

describe("a physician's exceptions", () => {
  it('a day off is listed, refuses that day with its note, leaves the other days, and its removal reopens the day', async () => {
    const added = await w.api('POST', EXCEPTIONS(physician), w.owner, { kind: 'off', from_date: '2031-03-04', until_date: '2031-03-04', note: 'Conference' });
    expect(added).toMatchObject({ status: 200, body: { result: 'ok', message: 'Exception added' } });
    const exception = added.body.payload.exception;
    expect(exception).toMatchObject({ kind: 'off', from_date: '2031-03-04', until_date: '2031-03-04', periods: [], note: 'Conference' });
    expect(added.body.payload.affected_appointments).toEqual([]);
    expect((await w.api('GET', EXCEPTIONS(physician), w.owner)).body.payload).toEqual([exception]);
    expect(await auditOf(w.t, 'add_exception', physician)).toHaveLength(1);

    const refused = await book(physician, '2031-03-04 09:30');
    expect(refused).toMatchObject({ status: 400, body: { result: 'error', code: 'appointment.day_off', message: 'The physician is not available on this day: Conference' } });
    expect((await book(physician, '2031-03-05 09:30')).status).toBe(201);

    const removed = await w.api('DELETE', `${EXCEPTIONS(physician)}/${exception.sys_id}`, w.owner);
    expect(removed).toMatchObject({ status: 200, body: { payload: { sys_id: exception.sys_id } } });
    expect((await w.api('GET', EXCEPTIONS(physician), w.owner)).body.payload).toEqual([]);
    expect((await book(physician, '2031-03-04 09:30')).status).toBe(201);
    expect((await w.api('DELETE', `${EXCEPTIONS(physician)}/${exception.sys_id}`, w.owner)).body).toMatchObject({ code: 'schedule.exception_not_found' });
  });

  it('other hours replace the weekly slots on their days only', async () => {
    const id = await scheduledPhysician(w);
    const added = await w.api('POST', EXCEPTIONS(id), w.owner, {
      kind: 'hours',
      from_date: '2031-03-06',
      until_date: '2031-03-06',
      periods: [{ days: [], from: '14:00', until: '15:00' }],
    });
    expect(added.status).toBe(200);
    expect((await book(id, '2031-03-06 14:30')).status).toBe(201);
    expect((await book(id, '2031-03-06 09:00')).body).toMatchObject({ code: 'appointment.outside_schedule' });
    expect((await book(id, '2031-03-07 14:00')).body).toMatchObject({ code: 'appointment.outside_schedule' });
    expect((await book(id, '2031-03-07 09:00')).status).toBe(201);
  });

  it('a season runs its own weekly hours, past midnight, and a day off inside it is allowed', async () => {
    const id = await scheduledPhysician(w);
    // Monday 2031-03-10 to Sunday 2031-03-16; Mondays 21:00 until 02:00 the next morning.
    const season = await w.api('POST', EXCEPTIONS(id), w.owner, {
      kind: 'season',
      from_date: '2031-03-10',
      until_date: '2031-03-16',
      periods: [{ days: [1], from: '21:00', until: '02:00' }],
    });
    expect(season.status).toBe(200);
    expect((await book(id, '2031-03-10 21:00')).status).toBe(201);
    // Tuesday 01:30 is Monday night's last slot.
    expect((await book(id, '2031-03-11 01:30')).status).toBe(201);
    expect((await book(id, '2031-03-11 09:00')).body).toMatchObject({ code: 'appointment.outside_schedule' });
    // After the season, the weekly hours again.
    expect((await book(id, '2031-03-17 09:00')).status).toBe(201);

    const dayOff = await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'off', from_date: '2031-03-12', until_date: '2031-03-12' });
    expect(dayOff.status).toBe(200);
    const secondSeason = await w.api('POST', EXCEPTIONS(id), w.owner, {
      kind: 'season',
      from_date: '2031-03-16',
      until_date: '2031-03-20',
      periods: [{ days: [0], from: '10:00', until: '11:00' }],
    });
    expect(secondSeason).toMatchObject({
      status: 409,
      body: { code: 'schedule.exception_overlap', message: 'These dates overlap another exception, from 2031-03-10 to 2031-03-16' },
    });
    const secondOff = await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'off', from_date: '2031-03-11', until_date: '2031-03-13' });
    expect(secondOff).toMatchObject({ status: 409, body: { code: 'schedule.exception_overlap' } });
    expect((await w.api('GET', EXCEPTIONS(id), w.owner)).body.payload.map((row: { kind: string }) => row.kind)).toEqual(['season', 'off']);
  });

  it('lists the live appointments a new day off leaves outside the schedule, and cancels none of them', async () => {
    const id = await scheduledPhysician(w);
    const kept = await booked(w, id, patient, '2031-03-20 10:00');
    const other = await newPatient(w);
    const canceled = await booked(w, id, other, '2031-03-20 11:00');
    await w.t.db.update(appointments).set({ status: 'canceled' }).where(eq(appointments.sys_id, canceled));
    const added = await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'off', from_date: '2031-03-20', until_date: '2031-03-21', note: 'Leave' });
    expect(added.body.payload.affected_appointments).toEqual([
      { sys_id: kept, starts_at: '2031-03-20T10:00:00.000Z', status: 'confirmed', patient_name: 'Calendar Patient' },
    ]);
    const [row] = await w.t.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.sys_id, kept));
    expect(row.status).toBe('confirmed');
  });

  it('refuses a bad body in the shared words and changes nothing', async () => {
    const id = await scheduledPhysician(w);
    const reversed = await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'off', from_date: '2031-03-05', until_date: '2031-03-04' });
    expect(reversed).toMatchObject({ status: 400, body: { message: 'The last day cannot be before the first day' } });
    const noPeriods = await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'hours', from_date: '2031-03-05', until_date: '2031-03-05' });
    expect(noPeriods).toMatchObject({ status: 400, body: { message: 'Please fill all required fields' } });
    const badTime = await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'hours', from_date: '2031-03-05', until_date: '2031-03-05', periods: [{ days: [], from: '15:00', until: '14:00' }] });
    expect(badTime).toMatchObject({ status: 400, body: { message: 'Error invalid time' } });
    const unknownKind = await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'vacation', from_date: '2031-03-05', until_date: '2031-03-05' });
    expect(unknownKind.status).toBe(400);
    expect((await w.api('GET', EXCEPTIONS(id), w.owner)).body.payload).toEqual([]);
  });

  it("keeps a physician's exceptions to the clinic's PIC and ADMIN", async () => {
    const id = await scheduledPhysician(w);
    const body = { kind: 'off', from_date: '2031-04-01', until_date: '2031-04-01' };
    expect((await w.api('POST', EXCEPTIONS(id), w.otherPic, body)).status).toBe(403);
    expect((await w.api('GET', EXCEPTIONS(id), w.otherPic)).status).toBe(403);
    expect((await w.api('POST', EXCEPTIONS(id), w.admin, body)).status).toBe(200);
    expect((await w.api('POST', EXCEPTIONS('00000000-0000-4000-8000-000000000000'), w.admin, body)).status).toBe(404);
    expect((await w.api('GET', EXCEPTIONS(id))).status).toBe(401);
  });
});

describe("centers' and packages' exceptions", () => {
  it("are the center PIC's own", async () => {
    const centerPic = await w.t.login(DEMO.centerPic);
    const [center] = await centersOf(w.t);
    const path = `/api/medical-service-write/center-exceptions/${center}`;
    const added = await w.api('POST', path, centerPic, { kind: 'off', from_date: '2031-05-01', until_date: '2031-05-03', note: 'Maintenance' });
    expect(added).toMatchObject({ status: 200, body: { payload: { exception: { kind: 'off', note: 'Maintenance' }, affected_appointments: [] } } });
    expect((await w.api('GET', `/api/medical-service-read/center-exceptions/${center}`, centerPic)).body.payload).toHaveLength(1);
    expect((await w.api('POST', path, w.owner, { kind: 'off', from_date: '2031-06-01', until_date: '2031-06-01' })).status).toBe(403);

  });

  it("are the package owner's own", async () => {
    const pack = await newPackage(w.api, w.owner, w.ownClinics[0]);
    const packagePath = `/api/promotion-write/package-exceptions/${pack}`;
    const season = await w.api('POST', packagePath, w.owner, {
      kind: 'season',
      from_date: '2031-05-01',
      until_date: '2031-05-30',
      periods: [{ days: [0, 1, 2, 3, 4], from: '20:00', until: '23:00' }],
    });
    expect(season.status).toBe(200);
    expect((await w.api('GET', `/api/promotion-read/package-exceptions/${pack}`, w.owner)).body.payload).toMatchObject([{ kind: 'season' }]);
    expect((await w.api('GET', `/api/promotion-read/package-exceptions/${pack}`, w.otherPic)).status).toBe(403);
  });
});

describe("the marketplace's calendar", () => {
  it('a confirmed holiday closes every clinic unless it sets other hours; a proposal closes nothing', async () => {
    const id = await scheduledPhysician(w);
    const proposal = await w.api('POST', HOLIDAYS, w.admin, {
      kind: 'holiday',
      name_en: 'Test Day',
      name_ar: 'يوم الاختبار',
      from_date: '2031-03-25',
      until_date: '2031-03-26',
    });
    expect(proposal).toMatchObject({ status: 200, body: { payload: { confirmed: false } } });
    expect((await book(id, '2031-03-25 09:00')).status).toBe(201);

    const confirmed = await w.api('PATCH', `${HOLIDAYS}/${proposal.body.payload.sys_id}`, w.admin, {
      kind: 'holiday',
      name_en: 'Test Day',
      name_ar: 'يوم الاختبار',
      from_date: '2031-03-25',
      until_date: '2031-03-26',
      confirmed: true,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { payload: { confirmed: true } } });
    expect((await book(id, '2031-03-26 09:00')).body).toMatchObject({ code: 'appointment.holiday', message: 'Clinics are closed on this day for Test Day' });

    // Opting to open: other hours on the holiday.
    await w.api('POST', EXCEPTIONS(id), w.owner, { kind: 'hours', from_date: '2031-03-26', until_date: '2031-03-26', periods: [{ days: [], from: '10:00', until: '11:00' }] });
    expect((await book(id, '2031-03-26 10:00')).status).toBe(201);

    const listed = await w.api('GET', '/api/calendar-read/holidays?from=2031-03-01&until=2031-03-31', w.owner);
    expect(listed.body.payload.map((row: { name_en: string }) => row.name_en)).toEqual(['Test Day']);
    expect((await w.api('GET', '/api/calendar-read/holidays?from=2031-3-1', w.owner)).body).toMatchObject({ code: 'query.day_invalid' });

    const overlapping = await w.api('POST', HOLIDAYS, w.admin, { kind: 'holiday', name_en: 'Other', name_ar: 'آخر', from_date: '2031-03-26', until_date: '2031-03-27' });
    expect(overlapping).toMatchObject({ status: 409, body: { code: 'calendar.holiday_overlap', message: 'These dates overlap Test Day, from 2031-03-25 to 2031-03-26' } });

    const removed = await w.api('DELETE', `${HOLIDAYS}/${proposal.body.payload.sys_id}`, w.admin);
    expect(removed.status).toBe(200);
    expect((await book(id, '2031-03-26 09:00')).body).toMatchObject({ code: 'appointment.outside_schedule' });
    expect((await book(id, '2031-03-25 10:00')).status).toBe(201);
  });

  it("is ADMIN's to write and everyone's to read", async () => {
    const body = { kind: 'holiday', name_en: 'PIC Day', name_ar: 'يوم', from_date: '2031-08-01', until_date: '2031-08-01' };
    expect((await w.api('POST', HOLIDAYS, w.owner, body)).status).toBe(403);
    expect((await w.api('POST', `${HOLIDAYS}/propose`, w.owner, { year: 2032 })).status).toBe(403);
    expect((await w.api('GET', '/api/calendar-read/holidays', w.owner)).status).toBe(200);
  });

  it("proposes a year's Umm al-Qura dates once", async () => {
    const first = await w.api('POST', `${HOLIDAYS}/propose`, w.admin, { year: 2035 });
    expect(first.status).toBe(200);
    expect(first.body.payload.map((row: { name_en: string; confirmed: boolean }) => row.confirmed)).toEqual(first.body.payload.map(() => false));
    expect(first.body.payload.map((row: { kind: string }) => row.kind).sort()).toEqual(['holiday', 'holiday', 'holiday', 'holiday', 'ramadan']);
    const again = await w.api('POST', `${HOLIDAYS}/propose`, w.admin, { year: 2035 });
    expect(again.body.payload).toEqual([]);
    expect((await w.api('POST', `${HOLIDAYS}/propose`, w.admin, { year: 1999 })).body).toMatchObject({ code: 'calendar.year_invalid' });
    const stored = await w.t.db.select().from(marketplaceHolidays).where(eq(marketplaceHolidays.confirmed, false));
    expect(stored.length).toBeGreaterThanOrEqual(5);
  });
});
