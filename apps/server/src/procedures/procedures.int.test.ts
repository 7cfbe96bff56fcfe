import { count, eq } from 'drizzle-orm';
import { procedureCriteria, procedures } from '../db/schema';
import { auditOf, demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';

const demo = demoSuite();
const { api, users } = demo;
let criterionIds: string[];
let centerPicToken: string;

beforeAll(async () => {
  criterionIds = (await api('GET', '/api/criteria-read/criteria', users.admin)).body.payload.map((row: { sys_id: string }) => row.sys_id);
  centerPicToken = await demo.t.login(DEMO.centerPic);
});

const LIST = '/api/criteria-read/procedure';
const procedureCount = async () => Number((await demo.t.db.select({ value: count() }).from(procedures))[0].value);
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Cardiac Stress Test', arabic_name: 'اختبار الجهد القلبي', criteria: criterionIds.slice(0, 2), ...overrides });

describe('GET criteria-read/criteria and criteria-read/procedure', () => {
  it('lists the criteria, and pages the seeded procedures with their criteria ids, to any signed-in administrator', async () => {
    const criteria = await api('GET', '/api/criteria-read/criteria', centerPicToken);
    expect(criteria).toMatchObject({ status: 200, body: { result: 'ok' } });
    expect(criteria.body.payload.length).toBeGreaterThanOrEqual(5);
    expect(criteria.body.payload[0]).toEqual({ sys_id: expect.any(String), name: expect.any(String), arabic_name: expect.stringMatching(/[\u0600-\u06ff]/) });

    const first = await api('GET', `${LIST}?page=1&limit=10`, users.admin);
    expect(first.body.payload.count).toBeGreaterThanOrEqual(5);
    const mri = first.body.payload.rows.find((row: { name: string }) => row.name === 'MRI with Contrast');
    expect(mri).toMatchObject({ arabic_name: 'رنين مغناطيسي بالصبغة' });
    expect(mri.criteria).toHaveLength(4);
    expect(mri.criteria.every((id: string) => criterionIds.includes(id))).toBe(true);
    const paged = await api('GET', `${LIST}?page=2&limit=2`, users.admin);
    expect(paged.body.payload.rows.map((row: { name: string }) => row.name)).toEqual(first.body.payload.rows.slice(2, 4).map((row: { name: string }) => row.name));
    expect((await api('GET', LIST)).status).toBe(401);
    expect((await api('GET', '/api/criteria-read/criteria')).status).toBe(401);
  });
});

describe('POST, PATCH and DELETE criteria-write', () => {
  it('lets ADMIN create a procedure with criteria, update it (ours) and delete it from the list, audited', async () => {
    const created = await api('POST', '/api/criteria-write/', users.admin, body());
    expect(created).toMatchObject({ status: 201, body: { result: 'ok', message: 'Procedure created successfully', payload: { name: 'Cardiac Stress Test', criteria: criterionIds.slice(0, 2) } } });
    const id = created.body.payload.sys_id;
    const listed = await api('GET', `${LIST}?limit=100`, users.admin);
    expect(listed.body.payload.rows.find((row: { sys_id: string }) => row.sys_id === id)).toMatchObject({ criteria: criterionIds.slice(0, 2) });

    const updated = await api('PATCH', `/api/criteria-write/${id}`, users.admin, { arabic_name: 'اختبار إجهاد القلب', criteria: [criterionIds[3]] });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Procedure updated successfully', payload: { name: 'Cardiac Stress Test', arabic_name: 'اختبار إجهاد القلب', criteria: [criterionIds[3]] } } });
    expect(await demo.t.db.select().from(procedureCriteria).where(eq(procedureCriteria.procedure_id, id))).toEqual([{ procedure_id: id, criterion_id: criterionIds[3] }]);

    const removed = await api('DELETE', `/api/criteria-write/${id}`, users.admin);
    expect(removed).toMatchObject({ status: 200, body: { result: 'ok', message: 'Procedure deleted successfully' } });
    const after = await api('GET', `${LIST}?limit=100`, users.admin);
    expect(after.body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).not.toContain(id);
    expect((await api('DELETE', `/api/criteria-write/${id}`, users.admin)).status).toBe(404);
    expect((await api('PATCH', `/api/criteria-write/${id}`, users.admin, { name: 'Too Late Procedure' })).status).toBe(404);
    for (const action of ['create', 'update', 'delete']) expect(await auditOf(demo.t, action, id)).toHaveLength(1);
  });

  it('is for ADMIN only: PICs are refused (403) and nothing changes', async () => {
    const before = await procedureCount();
    const [existing] = (await api('GET', LIST, users.admin)).body.payload.rows;
    for (const token of [centerPicToken, users.otherPic]) {
      expect((await api('POST', '/api/criteria-write', token, body())).status).toBe(403);
      expect((await api('PATCH', `/api/criteria-write/${existing.sys_id}`, token, { name: 'Hijacked Procedure' })).status).toBe(403);
      expect((await api('DELETE', `/api/criteria-write/${existing.sys_id}`, token)).status).toBe(403);
    }
    expect((await api('POST', '/api/criteria-write', undefined, body())).status).toBe(401);
    expect(await procedureCount()).toBe(before);
    expect((await api('GET', `${LIST}?limit=100`, users.admin)).body.payload.rows.find((row: { sys_id: string }) => row.sys_id === existing.sys_id)).toEqual(existing);
  });

  it('refuses criteria that do not exist and incomplete bodies, storing nothing', async () => {
    const before = await procedureCount();
    const unknown = await api('POST', '/api/criteria-write', users.admin, body({ criteria: [criterionIds[0], '00000000-0000-4000-8000-000000000000'] }));
    expect(unknown).toMatchObject({ status: 400, body: { code: 'criteria.unknown', message: 'Unknown criterion 00000000-0000-4000-8000-000000000000' } });
    const cases: Record<string, unknown>[] = [
      body({ criteria: ['not-an-id'] }),
      body({ name: '' }),
      body({ arabic_name: undefined }),
      body({ criteria: [] }),
      body({ criteria: [criterionIds[0], criterionIds[0]] }),
    ];
    for (const bad of cases) expect({ bad, status: (await api('POST', '/api/criteria-write', users.admin, bad)).status }).toEqual({ bad, status: 400 });
    expect(await procedureCount()).toBe(before);
    const [existing] = (await api('GET', LIST, users.admin)).body.payload.rows;
    const badUpdate = await api('PATCH', `/api/criteria-write/${existing.sys_id}`, users.admin, { criteria: ['00000000-0000-4000-8000-000000000000'] });
    expect(badUpdate).toMatchObject({ status: 400, body: { code: 'criteria.unknown' } });
    expect((await api('GET', LIST, users.admin)).body.payload.rows[0]).toEqual(existing);
  });
});
