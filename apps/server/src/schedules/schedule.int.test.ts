import { eq } from 'drizzle-orm';
import { periodsFromStoredSlots } from '@mk/scheduling';
import { apiOf, auditOf, userId } from '../clinics/clinic-test-kit';
import { physicianSlots } from '../db/schema';
import { clinicsOf, physicianBody } from '../physicians/physician-test-kit';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin: string;
let owner: string;
let otherPic: string;
let ownClinics: string[];
let emails = 0;

const SET = '/api/appointment-management/set-operating-hour-v3';
const GET = (id: string) => `/api/appointment-management/get-operating-hour/${id}`;
const RESET = (id: string) => `/api/appointment-management/reset-operating-hour/${id}`;
const BUSY = (id: string) => `/api/appointment-management/physician-appointments/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  [admin, owner, otherPic] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.clinicPic), t.login('noura.alharbi@example.com')]);
  ownClinics = await clinicsOf(t, await userId(t, DEMO.clinicPic));
});
afterAll(() => t.close());

/** A new physician of the owner's clinic, without slots. */
async function newPhysician(overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await api('POST', '/api/doctor-write', owner, physicianBody(ownClinics[0], { email: `schedule.${++emails}@example.com`, ...overrides }));
  expect(reply.status).toBe(201);
  return reply.body.payload.sys_id;
}

const storedSlots = (physicianId: string) =>
  t.db.select({ day: physicianSlots.day, from: physicianSlots.from, until: physicianSlots.until }).from(physicianSlots).where(eq(physicianSlots.physician_id, physicianId));

const bookable = async (physicianId: string) =>
  (await api('GET', `/api/doctor-read/clinic/${ownClinics[0]}`)).body.payload.some((row: { sys_id: string }) => row.sys_id === physicianId);

describe('the schedule round trip', () => {
  it('cuts periods into slots of the consultation duration, reads them back in HHMM, and reset empties them', async () => {
    const id = await newPhysician({ consultation_duration: 30 });
    expect(await bookable(id)).toBe(false);
    expect((await api('GET', GET(id), owner)).body.payload).toEqual([]);

    const periods = [
      { days: [4, 0, 2], from: '0900', until: '1200' },
      { days: [0, 2, 4], from: '1600', until: '1800' },
    ];
    const set = await api('POST', SET, owner, { physician_id: id, periods });
    expect(set).toMatchObject({ status: 200, body: { result: 'ok', message: 'Operating hours saved' } });
    // 3 days x (6 slots from 09:00 to 12:00 + 4 from 16:00 to 18:00).
    expect(set.body.payload).toHaveLength(30);
    expect(set.body.payload.slice(0, 7)).toEqual([
      { day: 0, from: '0900', until: '0929' },
      { day: 0, from: '0930', until: '0959' },
      { day: 0, from: '1000', until: '1029' },
      { day: 0, from: '1030', until: '1059' },
      { day: 0, from: '1100', until: '1129' },
      { day: 0, from: '1130', until: '1159' },
      { day: 0, from: '1600', until: '1629' },
    ]);

    const read = await api('GET', GET(id), owner);
    expect(read).toMatchObject({ status: 200, body: { result: 'ok' } });
    expect(read.body.payload).toEqual(set.body.payload);
    expect(await storedSlots(id)).toHaveLength(30);
    expect(periodsFromStoredSlots(read.body.payload)).toEqual([
      { days: [0, 2, 4], from: '09:00', until: '12:00' },
      { days: [0, 2, 4], from: '16:00', until: '18:00' },
    ]);
    expect(await bookable(id)).toBe(true);
    const [audit] = await auditOf(t, 'set_schedule', id);
    expect(audit).toMatchObject({ entity_type: 'physician', before: { slots: [] } });

    // A second save replaces the schedule rather than adding to it.
    const replaced = await api('POST', SET, owner, { physician_id: id, periods: [{ days: [1], from: '0800', until: '0900' }] });
    expect(replaced.body.payload).toEqual([
      { day: 1, from: '0800', until: '0829' },
      { day: 1, from: '0830', until: '0859' },
    ]);
    expect(await storedSlots(id)).toHaveLength(2);

    const reset = await api('DELETE', RESET(id), owner);
    expect(reset).toMatchObject({ status: 200, body: { result: 'ok', message: 'Operating hours reset', payload: { removed: 2 } } });
    expect((await api('GET', GET(id), owner)).body.payload).toEqual([]);
    expect(await bookable(id)).toBe(false);
    expect(await auditOf(t, 'reset_schedule', id)).toHaveLength(1);
  });

  it('cuts by the duration, drops a remainder too short for a slot, and caps the slot at 60 minutes', async () => {
    const by45 = await newPhysician({ consultation_duration: 45 });
    const cut = await api('POST', SET, owner, { physician_id: by45, periods: [{ days: [3], from: '0900', until: '1200' }] });
    expect(cut.body.payload).toEqual([
      { day: 3, from: '0900', until: '0944' },
      { day: 3, from: '0945', until: '1029' },
      { day: 3, from: '1030', until: '1114' },
      { day: 3, from: '1115', until: '1159' },
    ]);
    // Online only may take 90 minutes; its slots stay at 60.
    const by90 = await newPhysician({ walkin_enabled: false, consultation_duration: 90 });
    const capped = await api('POST', SET, admin, { physician_id: by90, periods: [{ days: [6], from: '2100', until: '2359' }] });
    expect(capped.body.payload).toEqual([
      { day: 6, from: '2100', until: '2159' },
      { day: 6, from: '2200', until: '2259' },
      { day: 6, from: '2300', until: '2359' },
    ]);
  });
});

describe('refused schedules', () => {
  it('answers 400 with the spec messages and leaves the stored slots as they were', async () => {
    const id = await newPhysician({ consultation_duration: 30 });
    const good = { days: [0], from: '0900', until: '1000' };
    await api('POST', SET, owner, { physician_id: id, periods: [good] });
    const before = await storedSlots(id);
    expect(before).toHaveLength(2);

    const cases: [unknown, string][] = [
      [{ physician_id: id, periods: [good, { days: [1], from: '1000', until: '0900' }] }, 'Error invalid time'],
      [{ physician_id: id, periods: [{ days: [1], from: '1200', until: '1200' }] }, 'Error invalid time'],
      [{ physician_id: id, periods: [{ days: [1], from: '2500', until: '2600' }] }, 'Error invalid time'],
      [{ physician_id: id, periods: [good, { days: [0], from: '09:00', until: '10:00' }] }, 'Select another time or day'],
      [{ physician_id: id, periods: [{ days: [2, 1], from: '0900', until: '1000' }, { days: [1, 2], from: '0900', until: '1000' }] }, 'Select another time or day'],
      [{ physician_id: id, periods: [{ days: [], from: '0900', until: '1000' }] }, 'Please fill all required fields'],
      [{ physician_id: id, periods: [{ days: [7], from: '0900', until: '1000' }] }, 'Please fill all required fields'],
      [{ physician_id: id, periods: [{ days: [1], from: '0900' }] }, 'Please fill all required fields'],
      [{ physician_id: id, periods: [] }, 'Please fill all required fields'],
      [{ physician_id: id }, 'Please fill all required fields'],
      [{ periods: [good] }, 'Please fill all required fields'],
      [
        { physician_id: id, periods: [{ days: [0, 1], from: '0900', until: '1200' }, { days: [1], from: '1100', until: '1300' }] },
        'Select another time or day',
      ],
      [
        { physician_id: id, periods: [{ days: [2], from: '0800', until: '1800' }, { days: [2], from: '0900', until: '1000' }, { days: [2], from: '1700', until: '1900' }] },
        'Select another time or day',
      ],
      [{ physician_id: id, periods: [{ days: [1], from: '0900', until: '0920' }] }, 'The period 09:00-09:20 is shorter than one consultation (30 minutes)'],
    ];
    for (const [body, message] of cases) {
      const reply = await api('POST', SET, owner, body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await storedSlots(id)).toEqual(before);
    expect(await auditOf(t, 'set_schedule', id)).toHaveLength(1);

    // Back-to-back periods touch without overlapping.
    const touching = await api('POST', SET, owner, { physician_id: id, periods: [good, { days: [0], from: '1000', until: '1100' }] });
    expect(touching.body.payload).toHaveLength(4);
    const unknown = await api('POST', SET, admin, { physician_id: '00000000-0000-4000-8000-000000000000', periods: [good] });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Physician not found' } });
    expect((await api('POST', SET, admin, { physician_id: 'someone', periods: [good] })).status).toBe(404);
  });
});

describe('who may read and change a schedule', () => {
  it("lets ADMIN and the owning PIC, not another PIC (403, nothing changed) nor a visitor (401)", async () => {
    const id = await newPhysician();
    const periods = [{ days: [5], from: '1400', until: '1500' }];
    expect((await api('POST', SET, admin, { physician_id: id, periods })).status).toBe(200);
    const before = await storedSlots(id);

    expect((await api('POST', SET, otherPic, { physician_id: id, periods: [{ days: [1], from: '0800', until: '0900' }] })).status).toBe(403);
    expect((await api('DELETE', RESET(id), otherPic)).status).toBe(403);
    expect((await api('GET', GET(id), otherPic)).status).toBe(403);
    expect((await api('GET', BUSY(id), otherPic)).status).toBe(403);
    expect((await auditOf(t, 'access_denied', id)).length).toBe(4);
    for (const [method, url] of [['POST', SET], ['DELETE', RESET(id)], ['GET', GET(id)], ['GET', BUSY(id)]] as const) {
      expect((await api(method, url, undefined, method === 'POST' ? { physician_id: id, periods } : undefined)).status).toBe(401);
    }
    expect(await storedSlots(id)).toEqual(before);

    for (const token of [admin, owner]) {
      expect((await api('GET', GET(id), token)).body.payload).toEqual(before.map(({ day, from, until }) => ({ day, from, until })));
    }
    expect((await api('DELETE', RESET(id), admin)).body).toMatchObject({ result: 'ok' });
  });

  it('has no busy times until appointments exist', async () => {
    const id = await newPhysician();
    expect(await api('GET', BUSY(id), owner)).toMatchObject({ status: 200, body: { result: 'ok', payload: [] } });
    expect((await api('GET', BUSY('00000000-0000-4000-8000-000000000000'), admin)).status).toBe(404);
  });
});
