import { eq } from 'drizzle-orm';
import { periodsFromStoredSlots } from '@mk/scheduling';
import { packageSlots } from '../db/schema';
import { auditOf, demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { clinicsOf, newPackage } from './package-test-kit';

const demo = demoSuite();
const { api, users } = demo;

const SET = '/api/promotion-write/update-timeslots';
const GET = (id: string) => `/api/promotion-read/package-times/${id}`;
const RESET = (id: string) => `/api/promotion-write/reset-hours/${id}`;
const PUBLIC = '/api/patient-app/packages';
const stored = (packageId: string) =>
  demo.t.db.select({ day: packageSlots.day, from: packageSlots.from, until: packageSlots.until }).from(packageSlots).where(eq(packageSlots.package_id, packageId));

let ownClinic: string;
beforeAll(async () => {
  [ownClinic] = await clinicsOf(demo.t, DEMO.clinicPic);
});

describe('a package timetable', () => {
  it('cuts periods into 30-minute slots, reads them back as HHmm, replaces them on a second save, and reset empties them', async () => {
    const id = await newPackage(api, users.owner, ownClinic);
    expect((await api('GET', GET(id), users.owner)).body.payload).toEqual([]);
    const periods = [
      { days: [2, 0], from: '08:00', until: '09:30' },
      { days: [0, 4], from: '16:00', until: '17:00' },
    ];
    const set = await api('POST', SET, users.owner, { package_id: id, periods });
    expect(set).toMatchObject({ status: 200, body: { result: 'ok', message: 'Package schedule created successfully' } });
    // Sunday 3 + 2, Tuesday 3, Thursday 2.
    expect(set.body.payload).toHaveLength(10);
    expect(set.body.payload.slice(0, 5)).toEqual([
      { day: 0, from: '0800', until: '0829' },
      { day: 0, from: '0830', until: '0859' },
      { day: 0, from: '0900', until: '0929' },
      { day: 0, from: '1600', until: '1629' },
      { day: 0, from: '1630', until: '1659' },
    ]);
    const read = await api('GET', GET(id), users.admin);
    expect(read.body.payload).toEqual(set.body.payload);
    expect(periodsFromStoredSlots(read.body.payload)).toEqual([
      { days: [0, 2], from: '08:00', until: '09:30' },
      { days: [0, 4], from: '16:00', until: '17:00' },
    ]);
    expect(await auditOf(demo.t, 'set_schedule', id)).toHaveLength(1);

    const replaced = await api('POST', SET, users.admin, { package_id: id, periods: [{ days: [6], from: '0900', until: '1000' }] });
    expect(replaced.body.payload).toEqual([
      { day: 6, from: '0900', until: '0929' },
      { day: 6, from: '0930', until: '0959' },
    ]);
    expect(await stored(id)).toHaveLength(2);

    const reset = await api('DELETE', RESET(id), users.owner);
    expect(reset).toMatchObject({ status: 200, body: { result: 'ok', message: 'Package schedule successfully reset', payload: { removed: 2 } } });
    expect((await api('GET', GET(id), users.owner)).body.payload).toEqual([]);
    expect(await auditOf(demo.t, 'reset_schedule', id)).toHaveLength(1);
  });

  it("refuses bad periods with the packages' wording, leaving the stored slots as they were", async () => {
    const id = await newPackage(api, users.owner, ownClinic);
    const good = { days: [1], from: '0900', until: '1100' };
    await api('POST', SET, users.owner, { package_id: id, periods: [good] });
    const before = await stored(id);
    expect(before).toHaveLength(4);
    const cases: [unknown, string][] = [
      [{ package_id: id, periods: [good, { days: [2], from: '1100', until: '1000' }] }, 'Error invalid time'],
      [{ package_id: id, periods: [{ days: [2], from: '10:00', until: '10:00' }] }, 'Error invalid time'],
      [{ package_id: id, periods: [good, { days: [1], from: '09:00', until: '11:00' }] }, 'Select another time or day'],
      [{ package_id: id, periods: [good, { days: [1, 3], from: '1000', until: '1200' }] }, 'Select another time or day'],
      [{ package_id: id, periods: [{ days: [], from: '0900', until: '1000' }] }, 'Please fill all required fields'],
      [{ package_id: id, periods: [] }, 'Please fill all required fields'],
      [{ periods: [good] }, 'Please fill all required fields'],
      [{ package_id: id, periods: [{ days: [4], from: '0900', until: '0920' }] }, 'The period 09:00-09:20 is shorter than 30 minutes, the length of a package slot'],
    ];
    for (const [body, message] of cases) {
      const reply = await api('POST', SET, users.owner, body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await stored(id)).toEqual(before);
  });

  it("keeps other PICs out of a package's timetable; an unknown or deleted package is 'Package Not Found'", async () => {
    const id = await newPackage(api, users.owner, ownClinic);
    const periods = [{ days: [1], from: '0900', until: '1000' }];
    expect((await api('POST', SET, users.otherPic, { package_id: id, periods })).status).toBe(403);
    expect((await api('GET', GET(id), users.otherPic)).status).toBe(403);
    expect((await api('DELETE', RESET(id), users.otherPic)).status).toBe(403);
    expect(await stored(id)).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const reply of [await api('POST', SET, users.admin, { package_id: unknown, periods }), await api('GET', GET(unknown), users.admin), await api('DELETE', RESET(unknown), users.admin)]) {
      expect(reply.body).toMatchObject({ code: 'package.not_found', message: 'Package Not Found' });
    }
    await api('DELETE', '/api/promotion-write/delete-package', users.owner, { ids: [id] });
    expect((await api('POST', SET, users.owner, { package_id: id, periods })).status).toBe(404);
  });

  it('takes a reset package out of the patient app until new slots are added', async () => {
    const id = await newPackage(api, users.owner, ownClinic, { title: 'Reset Me Package' });
    const listed = async () => (await api('GET', `${PUBLIC}?title=reset me`)).body.payload.count;
    await api('POST', SET, users.owner, { package_id: id, periods: [{ days: [3], from: '1000', until: '1100' }] });
    expect(await listed()).toBe(1);
    await api('DELETE', RESET(id), users.owner);
    expect(await listed()).toBe(0);
    await api('POST', SET, users.owner, { package_id: id, periods: [{ days: [3], from: '1000', until: '1100' }] });
    expect(await listed()).toBe(1);
  });

  it('stores one whole timetable when two saves run at once, never a mix', async () => {
    const id = await newPackage(api, users.owner, ownClinic);
    const morning = { package_id: id, periods: [{ days: [0, 1, 2], from: '0800', until: '1000' }] };
    const evening = { package_id: id, periods: [{ days: [5], from: '1800', until: '1900' }] };
    const replies = await Promise.all([api('POST', SET, users.owner, morning), api('POST', SET, users.admin, evening)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const slots = await stored(id);
    const days = [...new Set(slots.map((slot) => slot.day))].sort();
    // Morning: 4 slots on each of three days; evening: 2 on Friday.
    expect([{ days: [0, 1, 2], count: 12 }, { days: [5], count: 2 }]).toContainEqual({ days, count: slots.length });
  });
});
