import { count, eq } from 'drizzle-orm';
import { centerPic, newCenter } from '../centers/center-test-kit';
import { medicalServices } from '../db/schema';
import { auditOf, demoSuite, storedRow } from '../test/test-api';

const demo = demoSuite();
const { api, users } = demo;
let pic: { token: string; id: string };
let ownA: string;
let ownB: string;
let othersCenter: string;

beforeAll(async () => {
  pic = await centerPic(demo.t);
  [ownA, ownB, othersCenter] = await Promise.all([
    newCenter(api, users.admin, pic.id, { center_name: 'Services Test Lab One' }),
    newCenter(api, users.admin, pic.id, { center_name: 'Services Test Lab Two' }),
    newCenter(api, users.admin, users.otherPicId, { center_name: 'Somebody Else Laboratory' }),
  ]);
});

const CREATE = '/api/medical-service-write/create-service';
const LIST = (centerId: string, query = 'paginated=true&page=1&limit=10') => `/api/medical-service-read/services/${centerId}?${query}`;
const service = (overrides: Record<string, unknown> = {}) => ({ name: 'Vitamin D Level', name_ar: 'مستوى فيتامين د', price: 180, type: 'LAB', ...overrides });
const serviceCount = async () => Number((await demo.t.db.select({ value: count() }).from(medicalServices))[0].value);
const servicesOf = async (centerId: string) => (await demo.t.db.select().from(medicalServices).where(eq(medicalServices.center_id, centerId))).length;

describe('POST medical-service-write/create-service', () => {
  it('creates one service per chosen center, which each center lists; audited per row', async () => {
    const reply = await api('POST', CREATE, pic.token, { center_ids: [ownA, ownB], service: service({ price: 99.9 }) });
    expect(reply).toMatchObject({ status: 201, body: { result: 'ok' } });
    expect(reply.body.payload).toHaveLength(2);
    expect(reply.body.payload.map((row: { center_id: string }) => row.center_id).sort()).toEqual([ownA, ownB].sort());
    // The price is kept as an integer (spec 3 section 5).
    expect(reply.body.payload[0]).toMatchObject({ name: 'Vitamin D Level', name_ar: 'مستوى فيتامين د', price: 99, type: 'LAB' });
    for (const centerId of [ownA, ownB]) {
      const list = await api('GET', LIST(centerId), pic.token);
      expect(list.body.payload.rows.map((row: { name: string }) => row.name)).toContain('Vitamin D Level');
    }
    expect(await auditOf(demo.t, 'create', reply.body.payload[0].sys_id)).toHaveLength(1);
  });

  it("stores nothing when one center of several fails: another PIC's (403) or an unknown one (400)", async () => {
    const before = await serviceCount();
    const [a, b] = [await servicesOf(ownA), await servicesOf(ownB)];
    // The PIC's own centers come first, so their rows are written before the refusal rolls them back.
    const foreign = await api('POST', CREATE, pic.token, { center_ids: [ownA, ownB, othersCenter], service: service({ name: 'Half Done Service' }) });
    expect(foreign).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    const unknown = await api('POST', CREATE, users.admin, {
      center_ids: [ownA, '00000000-0000-4000-8000-000000000000'],
      service: service({ name: 'Half Done Service' }),
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'center.unknown' } });
    expect(await serviceCount()).toBe(before);
    expect([await servicesOf(ownA), await servicesOf(ownB)]).toEqual([a, b]);
  });

  it('answers each broken rule with 400, storing nothing', async () => {
    const before = await serviceCount();
    const cases: [unknown, string][] = [
      [{ center_ids: [], service: service() }, 'Please fill all required fields'],
      [{ service: service() }, 'Please fill all required fields'],
      [{ center_ids: [ownA], service: service({ name: 'Test' }) }, 'Invalid, must be more than 4 characters'],
      [{ center_ids: [ownA], service: service({ name_ar: 'فحص' }) }, 'Invalid, must be more than 4 characters'],
      [{ center_ids: [ownA], service: service({ price: 'cheap' }) }, 'Should be a Number'],
      [{ center_ids: [ownA], service: service({ price: undefined }) }, 'Please fill all required fields'],
      [{ center_ids: [ownA], service: service({ type: 'PHARMACY' }) }, 'Please fill all required fields'],
    ];
    for (const [body, message] of cases) {
      const reply = await api('POST', CREATE, pic.token, body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await serviceCount()).toBe(before);
  });
});

describe('GET medical-service-read/services/{centerId}', () => {
  it('pages a center’s services with count and rows, for ADMIN and its PIC only', async () => {
    await api('POST', CREATE, users.admin, { center_ids: [ownB], service: service({ name: 'Abdominal Ultrasound', type: 'RADIOLOGY', price: 300 }) });
    await api('POST', CREATE, users.admin, { center_ids: [ownB], service: service({ name: 'Home Blood Collection', type: 'HOMECARE', price: 100 }) });
    const all = await api('GET', LIST(ownB), users.admin);
    expect(all).toMatchObject({ status: 200, body: { result: 'ok', payload: { count: 3 } } });
    expect(all.body.payload.rows.map((row: { name: string }) => row.name)).toEqual(['Abdominal Ultrasound', 'Home Blood Collection', 'Vitamin D Level']);
    expect(all.body.payload.rows[0]).not.toHaveProperty('deleted_at');
    const second = await api('GET', LIST(ownB, 'paginated=true&page=2&limit=2'), pic.token);
    expect(second.body.payload).toMatchObject({ count: 3, rows: [{ name: 'Vitamin D Level' }] });
    expect((await api('GET', LIST(ownB), users.otherPic)).status).toBe(403);
    expect((await api('GET', LIST(ownB))).status).toBe(401);
    expect((await api('GET', LIST('00000000-0000-4000-8000-000000000000'), users.admin)).status).toBe(404);
  });

  it('lists the seeded services of the demo lab: 5 to 20 with English and Arabic names and SAR prices', async () => {
    const [lab] = (await api('GET', '/api/center-read?name=Precision', pic.token)).body.payload.rows;
    const list = await api('GET', LIST(lab.sys_id, 'paginated=false'), pic.token);
    expect(list.body.payload.count).toBeGreaterThanOrEqual(5);
    expect(list.body.payload.count).toBeLessThanOrEqual(20);
    for (const row of list.body.payload.rows) {
      expect(Number.isInteger(row.price) && row.price > 0).toBe(true);
      expect(row.name_ar).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('PATCH update-service and delete-service', () => {
  it('lets the PIC in charge change and delete a service, keeping it with its center; another PIC may not', async () => {
    const [created] = (await api('POST', CREATE, pic.token, { center_ids: [ownA], service: service({ name: 'Ferritin Level' }) })).body.payload;
    const path = `/api/medical-service-write/update-service/${created.sys_id}`;
    const changed = await api('PATCH', path, pic.token, { price: 95, name_ar: 'مستوى الفيريتين', center_id: ownB, sys_id: 'x' });
    expect(changed).toMatchObject({ status: 200, body: { result: 'ok', payload: { sys_id: created.sys_id, price: 95, name_ar: 'مستوى الفيريتين', center_id: ownA } } });
    for (const [change, message] of [
      [{ name: 'Iron' }, 'Invalid, must be more than 4 characters'],
      [{ type: 'SURGERY' }, 'Please fill all required fields'],
    ] as const) {
      expect((await api('PATCH', path, pic.token, change)).body.message).toBe(message);
    }
    expect((await api('PATCH', path, users.otherPic, { price: 1 })).status).toBe(403);
    expect((await auditOf(demo.t, 'access_denied', created.sys_id)).some((row) => row.actor_id === users.otherPicId)).toBe(true);
    expect((await storedRow(demo.t, medicalServices, created.sys_id))?.price).toBe(95);

    const deletePath = `/api/medical-service-write/delete-service/${created.sys_id}`;
    expect((await api('PATCH', deletePath, users.otherPic, {})).status).toBe(403);
    const deleted = await api('PATCH', deletePath, pic.token, {});
    expect(deleted).toMatchObject({ status: 200, body: { result: 'ok', message: 'Service Deleted Successfully' } });
    const list = await api('GET', LIST(ownA, 'paginated=false'), pic.token);
    expect(list.body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).not.toContain(created.sys_id);
    expect((await storedRow(demo.t, medicalServices, created.sys_id))?.deleted_at).not.toBeNull();
    expect((await api('PATCH', deletePath, pic.token, {})).status).toBe(404);
    expect((await api('PATCH', path, users.admin, { price: 5 })).status).toBe(404);
  });
});

describe('POST medical-service-read/ids (public)', () => {
  it('answers the live services among the ids without a token, skipping deleted and unknown ones', async () => {
    const [kept, gone] = (await api('POST', CREATE, users.admin, { center_ids: [ownA, ownB], service: service({ name: 'Basket Test Service' }) })).body.payload;
    await api('PATCH', `/api/medical-service-write/delete-service/${gone.sys_id}`, users.admin, {});
    const reply = await api('POST', '/api/medical-service-read/ids', undefined, { ids: [kept.sys_id, gone.sys_id, '00000000-0000-4000-8000-000000000000', 'nonsense'] });
    expect(reply).toMatchObject({ status: 200, body: { result: 'ok' } });
    expect(reply.body.payload).toEqual([expect.objectContaining({ sys_id: kept.sys_id, name: 'Basket Test Service', price: 180, center_id: ownA })]);
    expect((await api('POST', '/api/medical-service-read/ids', undefined, { ids: 'all' })).body).toMatchObject({ code: 'service.ids_invalid' });
    expect((await api('POST', '/api/medical-service-read/ids', undefined, { ids: Array(101).fill(kept.sys_id) })).status).toBe(400);
  });
});
