import { eq } from 'drizzle-orm';
import { periodsFromStoredSlots } from '@mk/scheduling';
import { centerSlots } from '../db/schema';
import { auditOf, demoSuite } from '../test/test-api';
import { centerPic, newCenter } from './center-test-kit';

const demo = demoSuite();
const { api, users } = demo;
let pic: { token: string; id: string };

beforeAll(async () => {
  pic = await centerPic(demo.t);
});

const SET = '/api/medical-service-write/center-operating-hour';
const GET = (id: string) => `/api/medical-service-read/center-operating-hour/${id}`;
const RESET = (id: string) => `/api/medical-service-write/reset-operating-hour/${id}`;
const stored = (centerId: string) =>
  demo.t.db.select({ day: centerSlots.day, from: centerSlots.from, until: centerSlots.until }).from(centerSlots).where(eq(centerSlots.center_id, centerId));

describe('a center timetable', () => {
  it('cuts periods into 60-minute slots, reads them back as HHmm, replaces them on a second save, and reset empties them', async () => {
    const id = await newCenter(api, users.admin, pic.id);
    expect((await api('GET', GET(id), pic.token)).body.payload).toEqual([]);
    // Two periods sharing Sunday and Tuesday, in the editor's HH:mm.
    const periods = [
      { days: [2, 0], from: '08:00', until: '11:00' },
      { days: [0, 2, 4], from: '16:00', until: '18:00' },
    ];
    const set = await api('POST', SET, pic.token, { center_id: id, periods });
    expect(set).toMatchObject({ status: 200, body: { result: 'ok', message: 'Operating hours successfully set' } });
    // Sunday and Tuesday: 3 + 2 slots; Thursday: 2.
    expect(set.body.payload).toHaveLength(12);
    expect(set.body.payload.slice(0, 5)).toEqual([
      { day: 0, from: '0800', until: '0859' },
      { day: 0, from: '0900', until: '0959' },
      { day: 0, from: '1000', until: '1059' },
      { day: 0, from: '1600', until: '1659' },
      { day: 0, from: '1700', until: '1759' },
    ]);
    const read = await api('GET', GET(id), users.admin);
    expect(read.body.payload).toEqual(set.body.payload);
    expect(periodsFromStoredSlots(read.body.payload)).toEqual([
      { days: [0, 2], from: '08:00', until: '11:00' },
      { days: [0, 2, 4], from: '16:00', until: '18:00' },
    ]);
    expect(await auditOf(demo.t, 'set_schedule', id)).toHaveLength(1);

    const replaced = await api('POST', SET, users.admin, { center_id: id, periods: [{ days: [6], from: '0900', until: '1000' }] });
    expect(replaced.body.payload).toEqual([{ day: 6, from: '0900', until: '0959' }]);
    expect(await stored(id)).toHaveLength(1);

    const reset = await api('DELETE', RESET(id), pic.token);
    expect(reset).toMatchObject({ status: 200, body: { result: 'ok', message: 'Operating hours reset successfully', payload: { removed: 1 } } });
    expect((await api('GET', GET(id), pic.token)).body.payload).toEqual([]);
    expect(await auditOf(demo.t, 'reset_schedule', id)).toHaveLength(1);
  });

  it("refuses bad periods with the centers' wording, leaving the stored slots as they were", async () => {
    const id = await newCenter(api, users.admin, pic.id);
    const good = { days: [1], from: '0900', until: '1100' };
    await api('POST', SET, pic.token, { center_id: id, periods: [good] });
    const before = await stored(id);
    const cases: [unknown, string][] = [
      [{ center_id: id, periods: [good, { days: [2], from: '1100', until: '1000' }] }, 'Error: invalid time'],
      [{ center_id: id, periods: [{ days: [2], from: '10:00', until: '10:00' }] }, 'Error: invalid time'],
      [{ center_id: id, periods: [{ days: [2], from: '2500', until: '2600' }] }, 'Error: invalid time'],
      [{ center_id: id, periods: [good, { days: [1], from: '09:00', until: '11:00' }] }, 'Select another time or day'],
      // Overlapping on the shared Monday.
      [{ center_id: id, periods: [good, { days: [1, 3], from: '1000', until: '1200' }] }, 'Select another time or day'],
      [{ center_id: id, periods: [{ days: [], from: '0900', until: '1000' }] }, 'Please fill all required fields'],
      [{ center_id: id, periods: [] }, 'Please fill all required fields'],
      [{ periods: [good] }, 'Please fill all required fields'],
      [{ center_id: id, periods: [{ days: [4], from: '0900', until: '0930' }] }, 'The period 09:00-09:30 is shorter than one hour, the length of a center slot'],
    ];
    for (const [body, message] of cases) {
      const reply = await api('POST', SET, pic.token, body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await stored(id)).toEqual(before);
    // Periods on different days may share hours, and back-to-back periods only touch.
    const fine = await api('POST', SET, pic.token, { center_id: id, periods: [good, { days: [2], from: '0900', until: '1100' }, { days: [1], from: '1100', until: '1200' }] });
    expect(fine.body.payload).toHaveLength(5);
    const unknown = await api('POST', SET, users.admin, { center_id: '00000000-0000-4000-8000-000000000000', periods: [good] });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'center.not_found' } });
  });

  it("keeps another PIC out of a center's hours (403, audited, nothing changed) and a visitor (401)", async () => {
    const id = await newCenter(api, users.admin, pic.id);
    await api('POST', SET, pic.token, { center_id: id, periods: [{ days: [3], from: '1000', until: '1200' }] });
    const before = await stored(id);
    expect((await api('POST', SET, users.otherPic, { center_id: id, periods: [{ days: [1], from: '0800', until: '0900' }] })).status).toBe(403);
    expect((await api('DELETE', RESET(id), users.otherPic)).status).toBe(403);
    expect((await api('GET', GET(id), users.otherPic)).status).toBe(403);
    expect((await auditOf(demo.t, 'access_denied', id)).filter((row) => row.actor_id === users.otherPicId)).toHaveLength(3);
    expect((await api('GET', GET(id))).status).toBe(401);
    expect((await api('DELETE', RESET(id))).status).toBe(401);
    expect(await stored(id)).toEqual(before);
  });

  it('lets a reader see the old timetable or the new one while it is replaced, never a mix', async () => {
    const id = await newCenter(api, users.admin, pic.id);
    const oldHours = await api('POST', SET, pic.token, { center_id: id, periods: [{ days: [0, 1, 2, 3, 4], from: '0700', until: '1300' }] });
    const newHours = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '1400', until: '2200' }];
    const [write, ...reads] = await Promise.all([
      api('POST', SET, pic.token, { center_id: id, periods: newHours }),
      ...Array.from({ length: 12 }, () => api('GET', GET(id), pic.token)),
    ]);
    expect(write.status).toBe(200);
    const seen = reads.map((reply) => JSON.stringify(reply.body.payload));
    for (const payload of seen) expect([JSON.stringify(oldHours.body.payload), JSON.stringify(write.body.payload)]).toContain(payload);
    expect((await api('GET', GET(id), pic.token)).body.payload).toEqual(write.body.payload);
  });
});

describe('the seeded timetables', () => {
  it('gives every demo center hourly slots', async () => {
    const rows = await api('GET', '/api/center-read?paginated=false', users.admin);
    for (const center of rows.body.payload.rows.slice(0, 15)) {
      const hours = await api('GET', GET(center.sys_id), users.admin);
      expect(hours.body.payload.length).toBeGreaterThan(20);
      expect(hours.body.payload.every((slot: { from: string; until: string }) => slot.until.slice(2) === '59' && slot.from.slice(2) === '00')).toBe(true);
    }
  });
});
