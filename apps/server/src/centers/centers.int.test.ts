import { and, asc, eq, isNull } from 'drizzle-orm';
import { centers, type CenterRow } from '../db/schema';
import { auditOf, demoSuite, patchWithIgnoredFields, type Reply } from '../test/test-api';
import { centerBody, centerCount, centerPic, newCenter, storedCenter } from './center-test-kit';

const demo = demoSuite();
const { api, users } = demo;
let pic: { token: string; id: string };
let live: CenterRow[];

beforeAll(async () => {
  pic = await centerPic(demo.t);
  live = await demo.t.db.select().from(centers).where(isNull(centers.deleted_at)).orderBy(asc(centers.center_name), asc(centers.sys_id));
});

const names = (reply: Reply) => reply.body.payload.rows.map((row: { center_name: string }) => row.center_name);

describe('GET /api/center-read', () => {
  it('gives the center PIC their own, another PIC theirs, ADMIN all, a visitor nothing', async () => {
    const own = live.filter((center) => center.pic_id === pic.id);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(new Set(own.map((center) => center.center_type))).toEqual(new Set(['LAB', 'RADIOLOGY', 'SERVICE_PROVIDER']));
    const mine = await api('GET', '/api/center-read?page=1&limit=10', pic.token);
    expect(mine.body.payload.count).toBe(own.length);
    expect(names(mine)).toEqual(own.map((center) => center.center_name));
    expect(mine.body.payload.rows[0]).not.toHaveProperty('deleted_at');
    const theirs = await api('GET', '/api/center-read?limit=100', users.otherPic);
    expect(theirs.body.payload.rows.every((row: { pic_id: string }) => row.pic_id === users.otherPicId)).toBe(true);
    expect(names(theirs)).not.toContain('Precision Diagnostics Lab');
    expect((await api('GET', '/api/center-read/', users.admin)).body.payload.count).toBe(live.length);
    expect(live.length).toBeGreaterThanOrEqual(15);
    expect((await api('GET', '/api/center-read')).status).toBe(401);
  });

  it('pages 10 by default, filters by either name in any case, and lists everything with paginated=false', async () => {
    const list = (query: string, token = users.admin) => api('GET', `/api/center-read?${query}`, token);
    expect(names(await list(''))).toEqual(live.slice(0, 10).map((center) => center.center_name));
    expect(names(await list('page=2&limit=3'))).toEqual(live.slice(3, 6).map((center) => center.center_name));
    expect((await list('page=99')).body.payload).toEqual({ count: live.length, rows: [] });
    expect(names(await list('name=precision'))).toEqual(['Precision Diagnostics Lab']);
    expect(names(await list(`name=${encodeURIComponent('الدقة')}`))).toEqual(['Precision Diagnostics Lab']);
    expect((await list('name=precision', users.otherPic)).body.payload).toEqual({ count: 0, rows: [] });
    expect((await list('name=%25')).body.payload.count).toBe(0);
    const all = await list('paginated=false');
    expect(all.body.payload.rows).toHaveLength(live.length);
    expect((await list('limit=0')).status).toBe(400);
  });
});

describe('GET /api/center-read/{id}', () => {
  it("answers the PIC in charge and ADMIN; another PIC's is 403 (audited), an unknown one 404", async () => {
    const own = live.find((center) => center.pic_id === pic.id)!;
    for (const token of [pic.token, users.admin]) {
      const reply = await api('GET', `/api/center-read/${own.sys_id}`, token);
      expect(reply).toMatchObject({ status: 200, body: { result: 'ok', payload: { sys_id: own.sys_id, center_name: own.center_name, pic_id: pic.id } } });
    }
    const refused = await api('GET', `/api/center-read/${own.sys_id}`, users.otherPic);
    expect(refused).toMatchObject({ status: 403, body: { result: 'error', code: 'auth.forbidden' } });
    expect((await auditOf(demo.t, 'access_denied', own.sys_id)).some((row) => row.actor_id === users.otherPicId)).toBe(true);
    const unknown = await api('GET', '/api/center-read/00000000-0000-4000-8000-000000000000', users.admin);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Center not found', code: 'center.not_found' } });
  });
});

describe('POST /api/center-write', () => {
  it('lets ADMIN register a center for a PIC with the spec defaults; the PIC then sees it; audited', async () => {
    const reply = await api('POST', '/api/center-write', users.admin, {
      ...centerBody({ center_name: 'Al Wurud Laboratory', website: '', specialization: 'HEMATOLOGY' }),
      pic_id: pic.id,
      sys_id: '00000000-0000-4000-8000-0000000000aa',
      favourite_colour: 'blue',
    });
    expect(reply).toMatchObject({ status: 201, body: { result: 'ok', message: 'Center Created Successfully' } });
    const center = reply.body.payload;
    expect(center).toMatchObject({
      center_name: 'Al Wurud Laboratory',
      pic_id: pic.id,
      website: null,
      homecare_enabled: false,
      center_pay: false,
      online_pay: true,
    });
    expect(center.sys_id).not.toBe('00000000-0000-4000-8000-0000000000aa');
    expect(center).not.toHaveProperty('favourite_colour');
    expect((await api('GET', `/api/center-read/${center.sys_id}`, pic.token)).body.payload.center_name).toBe('Al Wurud Laboratory');
    const [audit] = await auditOf(demo.t, 'create', center.sys_id);
    expect(audit).toMatchObject({ entity_type: 'center', actor_id: users.adminId });
  });

  it('is for ADMIN only: a PIC is refused (403) and nothing is stored', async () => {
    const before = await centerCount(demo.t);
    expect((await api('POST', '/api/center-write', pic.token, centerBody({ pic_id: pic.id }))).status).toBe(403);
    expect((await api('POST', '/api/center-write', undefined, centerBody({ pic_id: pic.id }))).status).toBe(401);
    expect(await centerCount(demo.t)).toBe(before);
  });

  it('needs a PIC administrator in charge', async () => {
    const before = await centerCount(demo.t);
    for (const picId of [undefined, users.adminId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await api('POST', '/api/center-write', users.admin, centerBody({ pic_id: picId }));
      expect(refused).toMatchObject({ status: 400, body: { message: 'Please choose a person in charge', code: 'auth.pic_required' } });
    }
    expect(await centerCount(demo.t)).toBe(before);
  });

  it('answers each broken rule with 400 and its message, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ center_name: 'Labs' }, 'Invalid, must be more than 4 characters'],
      [{ center_name_arabic: 'مركز' }, 'Invalid, must be more than 4 characters'],
      [{ SCFHS_license_number: '14A2' }, 'Should be a Number'],
      [{ website: 'not a site' }, 'Invalid website'],
      [{ contact_number: '12345' }, 'Invalid phone number'],
      [{ lat: '91' }, 'Invalid latitude'],
      [{ lng: '181' }, 'Invalid longitude'],
      [{ avatar: '' }, "Center's logo is required"],
      [{ avatar: undefined }, "Center's logo is required"],
      [{ center_bio: '' }, 'Please fill all required fields'],
      [{ street: undefined }, 'Please fill all required fields'],
      [{ center_type: 'PHARMACY' }, 'Please fill all required fields'],
      [{ city: 'PARIS' }, 'Please fill all required fields'],
      [{ center_pay: false, online_pay: false }, 'Enable online payment or in-clinic payment'],
    ];
    const before = await centerCount(demo.t);
    for (const [override, message] of cases) {
      const reply = await api('POST', '/api/center-write', users.admin, centerBody({ pic_id: pic.id, ...override }));
      expect({ override, status: reply.status, message: reply.body.message }).toEqual({ override, status: 400, message });
    }
    expect((await api('POST', '/api/center-write', users.admin, ['not', 'a', 'center'])).body).toMatchObject({ code: 'center.not_object' });
    expect(await centerCount(demo.t)).toBe(before);
  });

  it('keeps center pay on when asked, online pay off being allowed then', async () => {
    const id = await newCenter(api, users.admin, pic.id, { center_pay: true, online_pay: false, homecare_enabled: true });
    expect(await storedCenter(demo.t, id)).toMatchObject({ center_pay: true, online_pay: false, homecare_enabled: true });
  });
});

describe('PATCH /api/center-write/{id}', () => {
  it('lets the PIC in charge and ADMIN change it, ignoring id, sys_id and pic_id; audited with before and after', async () => {
    const id = await newCenter(api, users.admin, pic.id);
    const byPic = await patchWithIgnoredFields(api, `/api/center-write/${id}`, pic.token, {
      bank_name: 'Alinma Bank',
      IBAN_number: 'SA4405000068200000000001',
      id: 77,
      pic_id: users.otherPicId,
    });
    expect(byPic).toMatchObject({ status: 200, body: { result: 'ok', payload: { sys_id: id, bank_name: 'Alinma Bank', pic_id: pic.id } } });
    const byAdmin = await api('PATCH', `/api/center-write/${id}`, users.admin, { center_name: 'Harbour Laboratory Renamed', pic_id: users.otherPicId });
    expect(byAdmin.body.payload).toMatchObject({ center_name: 'Harbour Laboratory Renamed', pic_id: pic.id });
    expect(await storedCenter(demo.t, id)).toMatchObject({ center_name: 'Harbour Laboratory Renamed', bank_name: 'Alinma Bank', pic_id: pic.id });
    const audits = await auditOf(demo.t, 'update', id);
    expect(audits.find((row) => row.actor_id === pic.id)).toMatchObject({ entity_type: 'center', before: { bank_name: null }, after: { bank_name: 'Alinma Bank' } });
  });

  it("refuses another PIC's center (403, audited) and an unknown one (404), changing nothing", async () => {
    const id = await newCenter(api, users.admin, pic.id);
    const refused = await api('PATCH', `/api/center-write/${id}`, users.otherPic, { center_name: 'Taken Over Laboratory' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    expect((await auditOf(demo.t, 'access_denied', id)).some((row) => row.actor_id === users.otherPicId)).toBe(true);
    expect((await storedCenter(demo.t, id))?.center_name).toBe('Test Harbour Laboratory');
    expect((await api('PATCH', '/api/center-write/00000000-0000-4000-8000-000000000000', users.admin, { center_name: 'Nobody Center' })).status).toBe(404);
  });

  it('validates the merged record with the register rules (the logo may stay as it is), storing nothing when refused', async () => {
    const id = await newCenter(api, users.admin, pic.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ center_name: 'Labs' }, 'Invalid, must be more than 4 characters'],
      [{ SCFHS_license_number: 'x1' }, 'Should be a Number'],
      [{ lat: '100' }, 'Invalid latitude'],
      [{ online_pay: false }, 'Enable online payment or in-clinic payment'],
      [{ city: '' }, 'Please fill all required fields'],
    ];
    for (const [change, message] of cases) {
      const reply = await api('PATCH', `/api/center-write/${id}`, pic.token, change);
      expect({ change, status: reply.status, message: reply.body.message }).toEqual({ change, status: 400, message });
    }
    expect(await storedCenter(demo.t, id)).toMatchObject({ center_name: 'Test Harbour Laboratory', lat: '21.5433', online_pay: true, city: 'JEDDAH' });
    // Turning center pay on first lets online pay go off.
    const switched = await api('PATCH', `/api/center-write/${id}`, pic.token, { center_pay: true, online_pay: false });
    expect(switched.body.payload).toMatchObject({ center_pay: true, online_pay: false });
  });
});

describe('DELETE /api/center-write/{id}', () => {
  it('hides the center from every listing and read, keeps the row, and is audited; another PIC may not', async () => {
    const id = await newCenter(api, users.admin, pic.id, { center_name: 'Short Lived Laboratory' });
    expect((await api('DELETE', `/api/center-write/${id}`, users.otherPic)).status).toBe(403);
    const removed = await api('DELETE', `/api/center-write/${id}`, pic.token);
    expect(removed).toMatchObject({ status: 200, body: { result: 'ok', message: 'Center removed successfully', payload: { sys_id: id } } });
    expect(names(await api('GET', '/api/center-read?name=Short%20Lived', users.admin))).toEqual([]);
    expect((await api('GET', `/api/center-read/${id}`, users.admin)).status).toBe(404);
    expect((await api('DELETE', `/api/center-write/${id}`, users.admin)).status).toBe(404);
    const [row] = await demo.t.db.select().from(centers).where(and(eq(centers.sys_id, id)));
    expect(row.deleted_at).not.toBeNull();
    expect(row.center_name).toBe('Short Lived Laboratory');
    expect(await auditOf(demo.t, 'delete', id)).toHaveLength(1);
  });
});
