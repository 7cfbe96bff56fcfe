import { asc, eq, isNull } from 'drizzle-orm';
import { administrators, auditLog, clinics } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { AccessDeniedError, assertCanAccess, ownerScope, PIC_REQUIRED, resolvePicIdForCreate } from './policy';

let t: TestApp;
let admin: AuthUser;
let clinicPic: AuthUser;
let centerPic: AuthUser;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select().from(administrators);
  const byEmail = (email: string) => {
    const { sys_id, role, name } = rows.find((row) => row.email === email)!;
    return { sys_id, role, name, email };
  };
  admin = byEmail(DEMO.admin);
  clinicPic = byEmail(DEMO.clinicPic);
  centerPic = byEmail(DEMO.centerPic);
});
afterAll(() => t.close());

describe('policy', () => {
  it('ownerScope: no filter for ADMIN, the own id for a PIC', () => {
    expect(ownerScope(admin)).toBeUndefined();
    expect(ownerScope(clinicPic)).toBe(clinicPic.sys_id);
  });

  it('assertCanAccess: ADMIN and the owner pass, another PIC gets a 403', async () => {
    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.pic_id, clinicPic.sys_id)).limit(1);
    expect(() => assertCanAccess(admin, clinic, 'clinic')).not.toThrow();
    expect(() => assertCanAccess(clinicPic, clinic, 'clinic')).not.toThrow();
    let error: unknown;
    try {
      assertCanAccess(centerPic, clinic, 'clinic');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(error).toMatchObject({ statusCode: 403, target: { entityType: 'clinic', entityId: clinic.sys_id } });
  });

  it('resolvePicIdForCreate: a PIC is always themselves; an ADMIN must name an existing PIC', async () => {
    await expect(resolvePicIdForCreate(t.db, clinicPic, centerPic.sys_id)).resolves.toBe(clinicPic.sys_id);
    await expect(resolvePicIdForCreate(t.db, admin, centerPic.sys_id)).resolves.toBe(centerPic.sys_id);
    for (const bad of [undefined, '', 'not-an-id', admin.sys_id, '00000000-0000-4000-8000-000000000000']) {
      await expect(resolvePicIdForCreate(t.db, admin, bad)).rejects.toMatchObject({ statusCode: 400, ...PIC_REQUIRED });
    }
  });
});

describe('GET /api/administrator-Read/', () => {
  it('lists administrators without secrets for an ADMIN, at both spellings of the path', async () => {
    const token = await t.login(DEMO.admin);
    for (const url of ['/api/administrator-Read/?page=1&limit=100', '/api/administrator-read/', '/api/administrator-Read']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
      const { payload } = response.json();
      expect(payload.count).toBe(6);
      expect(payload.rows).toHaveLength(6);
      for (const row of payload.rows) expect(Object.keys(row).sort()).toEqual(['email', 'name', 'role', 'sys_id']);
      expect(payload.rows.filter((row: { role: string }) => row.role === 'PIC')).toHaveLength(5);
    }
    const paged = await t.app.inject({ method: 'GET', url: '/api/administrator-Read/?page=2&limit=4', headers: { authorization: `Bearer ${token}` } });
    expect(paged.json().payload).toMatchObject({ count: 6, rows: [expect.anything(), expect.anything()] });
  });

  it('refuses a PIC with 403 and records the refusal', async () => {
    const token = await t.login(DEMO.clinicPic);
    const response = await t.app.inject({ method: 'GET', url: '/api/administrator-Read/', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
    const refusals = await t.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    expect(refusals.some((row) => row.actor_id === clinicPic.sys_id && row.entity_id === 'GET /api/administrator-Read/')).toBe(true);
  });
});

describe('start-up lists after login', () => {
  const get = async (email: string, url: string) => {
    const token = await t.login(email);
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    return response.json().payload;
  };

  it('gives a PIC only their own facilities', async () => {
    const own = await get(DEMO.clinicPic, '/api/clinic-read/?page=1&limit=50');
    expect(own.count).toBe(2);
    expect(own.data.map((c: { pic_id: string }) => c.pic_id)).toEqual([clinicPic.sys_id, clinicPic.sys_id]);
    expect(await get(DEMO.clinicPic, '/api/pharmacy-read?page=1&limit=10')).toEqual({ count: 0, rows: [] });
    expect(await get(DEMO.clinicPic, '/api/center-read/?page=1&limit=10')).toEqual({ count: 0, rows: [] });

    const pharmacies = await get(DEMO.pharmacyPic, '/api/pharmacy-read/?page=1&limit=10');
    expect(pharmacies.rows.map((p: { name: string }) => p.name)).toEqual(['Al Malaz Pharmacy', 'Al Murabba Pharmacy', 'Al Olaya Pharmacy', 'Al Shifa Pharmacy', 'Wellness Pharmacy']);
    const centers = await get(DEMO.centerPic, '/api/center-read?page=1&limit=10');
    expect(centers.count).toBe(3);
    expect(centers.rows.every((c: { pic_id: string }) => c.pic_id === centerPic.sys_id)).toBe(true);
    expect(centers.rows).toContainEqual(expect.objectContaining({ center_type: 'LAB', center_name_arabic: 'مختبر الدقة للتشخيص' }));
  });

  it('gives an ADMIN every facility, ordered by name, without deleted ones', async () => {
    const [first] = await t.db.select().from(clinics).limit(1);
    await t.db.insert(clinics).values({ registered_clinic_name: 'Aaa Removed Clinic', pic_id: first.pic_id, deleted_at: new Date() });
    const all = await get(DEMO.admin, '/api/clinic-read/');
    // The seed holds more than the two clinics above; the database's collation decides the order.
    const live = await t.db.select().from(clinics).where(isNull(clinics.deleted_at)).orderBy(asc(clinics.registered_clinic_name), asc(clinics.sys_id));
    expect(all.count).toBe(live.length);
    const names = all.data.map((c: { registered_clinic_name: string }) => c.registered_clinic_name);
    expect(names).toEqual(live.map((c) => c.registered_clinic_name).slice(0, 50));
    expect(names).toEqual(expect.arrayContaining(['Al Noor Family Clinic', 'Smile Dental Center']));
    expect(names).not.toContain('Aaa Removed Clinic');
    expect((await get(DEMO.admin, '/api/pharmacy-read')).count).toBe(5);
    expect((await get(DEMO.admin, '/api/center-read')).count).toBe(15);
  });
});
