import { auditOf, created, demoSuite } from '../test/test-api';
import { pharmacyBody, pharmacyCount, pharmacyPic, storedPharmacy } from './pharmacy-test-kit';

const demo = demoSuite();
const { api, users } = demo;
let pic: { token: string; id: string };

beforeAll(async () => {
  pic = await pharmacyPic(demo.t);
});

interface Created {
  sys_id: string;
  pic_id: string;
  name: string;
}

/** A fresh pharmacy of the pharmacy PIC, registered by ADMIN. */
const picsPharmacy = (overrides: Record<string, unknown> = {}) =>
  created<Created>(api, '/api/pharmacy-write', users.admin, pharmacyBody({ pic_id: pic.id, ...overrides }));

describe('POST /api/pharmacy-write', () => {
  it('lets ADMIN register a pharmacy for a PIC, which that PIC then sees; audited', async () => {
    const reply = await api('POST', '/api/pharmacy-write', users.admin, {
      ...pharmacyBody({ name: 'Al Wurud Pharmacy', email: '' }),
      pic_id: pic.id,
      sys_id: '00000000-0000-4000-8000-0000000000aa',
      deleted_at: '2001-01-01T00:00:00.000Z',
      favourite_colour: 'blue',
    });
    expect(reply).toMatchObject({ status: 201, body: { result: 'ok', message: 'Pharmacy created successfully' } });
    const pharmacy = reply.body.payload;
    expect(pharmacy).toMatchObject({ name: 'Al Wurud Pharmacy', name_ar: 'صيدلية الميناء للاختبار', city: 'RIYADH', pic_id: pic.id, email: null });
    expect(pharmacy.sys_id).not.toBe('00000000-0000-4000-8000-0000000000aa');
    expect(pharmacy).not.toHaveProperty('favourite_colour');
    expect((await storedPharmacy(demo.t, pharmacy.sys_id))?.deleted_at).toBeNull();

    const seen = await api('GET', '/api/pharmacy-read?limit=100', pic.token);
    expect(seen.body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).toContain(pharmacy.sys_id);
    expect((await api('GET', `/api/pharmacy-read/${pharmacy.sys_id}`, pic.token)).body.payload.name).toBe('Al Wurud Pharmacy');

    const [audit] = await auditOf(demo.t, 'create', pharmacy.sys_id);
    expect(audit).toMatchObject({ entity_type: 'pharmacy', actor_id: users.adminId, before: null });
    expect(audit.after).toMatchObject({ name: 'Al Wurud Pharmacy', pic_id: pic.id });
  });

  it("refuses ADMIN's pharmacy without a PIC, or with anyone who is no PIC in charge, storing nothing", async () => {
    const before = await pharmacyCount(demo.t);
    for (const picId of [undefined, users.adminId, '00000000-0000-4000-8000-000000000000', 'someone']) {
      const refused = await api('POST', '/api/pharmacy-write', users.admin, pharmacyBody({ pic_id: picId }));
      expect(refused).toMatchObject({ status: 400, body: { result: 'error', message: 'Please choose a person in charge', code: 'auth.pic_required' } });
    }
    expect(await pharmacyCount(demo.t)).toBe(before);
  });

  it("makes a PIC's pharmacy theirs whatever the body says", async () => {
    const pharmacy = await created<Created>(api, '/api/pharmacy-write', pic.token, pharmacyBody({ pic_id: users.otherPicId }));
    expect(pharmacy.pic_id).toBe(pic.id);
  });

  it('answers each broken rule with 400 and the spec message, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Nahd' }, 'name', 'Invalid, must be more than 4 characters'],
      [{ name_ar: 'صيدل' }, 'name_ar', 'Invalid, must be more than 4 characters'],
      [{ email: 'x@y' }, 'email', 'Invalid Email'],
      [{ phone: '12345' }, 'phone', 'Invalid phone number'],
      [{ lat: '91' }, 'lat', 'Invalid latitude'],
      [{ lng: '-181' }, 'lng', 'Invalid longitude'],
      [{ cr_number: '' }, 'cr_number', 'Please fill all required fields'],
      [{ address: undefined }, 'address', 'Please fill all required fields'],
      [{ city: 'PARIS' }, 'city', 'Please fill all required fields'],
    ];
    const before = await pharmacyCount(demo.t);
    for (const [override, field, message] of cases) {
      const reply = await api('POST', '/api/pharmacy-write', users.admin, pharmacyBody({ pic_id: pic.id, ...override }));
      expect({ field, status: reply.status, result: reply.body.result, message: reply.body.message }).toEqual({ field, status: 400, result: 'error', message });
      expect(typeof reply.body.code).toBe('string');
    }
    expect((await api('POST', '/api/pharmacy-write', users.admin, ['not', 'an', 'object'])).body).toMatchObject({ code: 'pharmacy.not_object' });
    expect(await pharmacyCount(demo.t)).toBe(before);
  });
});

describe('a pharmacy far from its city', () => {
  const FAR = 'The location is 843 km from Jeddah: choose the city the pharmacy is in, or correct its latitude and longitude';

  it('is refused (400 pharmacy.far_from_city) on create and update, storing nothing; a point within 100 km is taken', async () => {
    const before = await pharmacyCount(demo.t);
    // City Jeddah with Riyadh's coordinates: it would get Riyadh's orders.
    const refused = await api('POST', '/api/pharmacy-write', users.admin, pharmacyBody({ pic_id: pic.id, city: 'JEDDAH', lat: '24.7100', lng: '46.6800' }));
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, 'pharmacy.far_from_city', FAR]);
    expect(await pharmacyCount(demo.t)).toBe(before);

    const pharmacy = await picsPharmacy();
    const moved = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, pic.token, { city: 'JEDDAH' });
    expect([moved.status, moved.body.code]).toEqual([400, 'pharmacy.far_from_city']);
    expect(await storedPharmacy(demo.t, pharmacy.sys_id)).toMatchObject({ city: 'RIYADH' });

    // Jeddah's airport, 11 km north of its centre: outside the city's core, still Jeddah.
    const near = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, pic.token, { city: 'JEDDAH', lat: '21.6796', lng: '39.1565' });
    expect(near.status).toBe(200);
    expect(await storedPharmacy(demo.t, pharmacy.sys_id)).toMatchObject({ city: 'JEDDAH', lat: '21.6796' });
  });
});

describe('PATCH /api/pharmacy-write/{id}', () => {
  it('lets ADMIN and the PIC in charge change a pharmacy, answering payload.id; audited with before and after', async () => {
    const pharmacy = await picsPharmacy();
    const byAdmin = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, users.admin, { phone: '0112345678', email: null });
    expect(byAdmin).toMatchObject({ status: 200, body: { result: 'ok', payload: { id: pharmacy.sys_id, sys_id: pharmacy.sys_id, phone: '0112345678', email: null } } });

    // The whole record posted back, as the update form does, with its own pic_id.
    const whole = { ...pharmacyBody(), name: 'Harbour Pharmacy Renamed', pic_id: pic.id };
    const byPic = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, pic.token, whole);
    expect(byPic).toMatchObject({ status: 200, body: { payload: { id: pharmacy.sys_id, name: 'Harbour Pharmacy Renamed', pic_id: pic.id } } });
    expect((await storedPharmacy(demo.t, pharmacy.sys_id))?.name).toBe('Harbour Pharmacy Renamed');

    const [audit] = await auditOf(demo.t, 'update', pharmacy.sys_id).then((rows) => rows.filter((row) => row.actor_id === pic.id));
    expect(audit).toMatchObject({ entity_type: 'pharmacy' });
    expect(audit.before).toMatchObject({ name: 'Test Harbour Pharmacy' });
    expect(audit.after).toMatchObject({ name: 'Harbour Pharmacy Renamed' });
  });

  it("refuses another PIC's pharmacy (403, audited) and an unknown one (404), changing nothing", async () => {
    const pharmacy = await picsPharmacy();
    const refused = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, users.otherPic, { name: 'Taken Over Pharmacy' });
    expect(refused).toMatchObject({ status: 403, body: { result: 'error', code: 'auth.forbidden' } });
    expect((await auditOf(demo.t, 'access_denied', pharmacy.sys_id)).some((row) => row.actor_id === users.otherPicId)).toBe(true);
    expect((await storedPharmacy(demo.t, pharmacy.sys_id))?.name).toBe('Test Harbour Pharmacy');

    const unknown = await api('PATCH', '/api/pharmacy-write/00000000-0000-4000-8000-000000000000', users.admin, { name: 'Nobody Pharmacy' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'pharmacy.not_found' } });
  });

  it('validates the update with the register rules, storing nothing when refused', async () => {
    const pharmacy = await picsPharmacy();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Nahd' }, 'Invalid, must be more than 4 characters'],
      [{ email: 'not-an-email' }, 'Invalid Email'],
      [{ lat: '100' }, 'Invalid latitude'],
      [{ phone: '' }, 'Please fill all required fields'],
      [{ city: 'NOWHERE' }, 'Please fill all required fields'],
    ];
    for (const [change, message] of cases) {
      const reply = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, pic.token, change);
      expect({ change, status: reply.status, message: reply.body.message }).toEqual({ change, status: 400, message });
    }
    const stored = await storedPharmacy(demo.t, pharmacy.sys_id);
    expect(stored).toMatchObject({ name: 'Test Harbour Pharmacy', email: 'harbour.pharmacy@example.com', lat: '24.7100', phone: '0551239001', city: 'RIYADH' });
  });

  it('lets only ADMIN put another PIC in charge, and only a PIC', async () => {
    const pharmacy = await picsPharmacy();
    const denied = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, pic.token, { pic_id: users.otherPicId });
    expect(denied).toMatchObject({
      status: 403,
      body: { code: 'pharmacy.pic_change_denied', message: 'Only an administrator can change the person in charge of a pharmacy' },
    });
    const notPic = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, users.admin, { pic_id: users.adminId });
    expect(notPic).toMatchObject({ status: 400, body: { code: 'auth.pic_required' } });
    expect((await storedPharmacy(demo.t, pharmacy.sys_id))?.pic_id).toBe(pic.id);

    const moved = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, users.admin, { pic_id: users.otherPicId });
    expect(moved).toMatchObject({ status: 200, body: { payload: { pic_id: users.otherPicId } } });
    // The former PIC no longer reaches it.
    expect((await api('GET', `/api/pharmacy-read/${pharmacy.sys_id}`, pic.token)).status).toBe(403);
  });
});
