import { eq, inArray } from 'drizzle-orm';
import { clinics, physicians } from '../db/schema';
import { demoSuite } from '../test/test-api';
import { clinicsOf, physicianBody } from './physician-test-kit';

const demo = demoSuite();
const { api, users } = demo;
let ownClinics: string[];
let nourasClinics: string[];
let seededCount: number;
type Row = { sys_id: string; clinic_id: string; name: string; arabic_name: string; [key: string]: unknown };

beforeAll(async () => {
  [ownClinics, nourasClinics] = await Promise.all([clinicsOf(demo.t, users.ownerId), clinicsOf(demo.t, users.otherPicId)]);
  seededCount = (await demo.t.db.select().from(physicians)).length;
});

const rowsOf = (reply: { body: { payload: { rows: Row[] } } }) => reply.body.payload.rows;

describe('GET /api/doctor-read/', () => {
  it('gives ADMIN every physician as {count, rows}, 10 by default and never more than 30', async () => {
    expect(seededCount).toBeGreaterThanOrEqual(120);
    const first = await api('GET', '/api/doctor-read/', users.admin);
    expect(first).toMatchObject({ status: 200, body: { result: 'ok' } });
    expect(first.body.payload.count).toBe(seededCount);
    expect(rowsOf(first)).toHaveLength(10);
    const capped = await api('GET', '/api/doctor-read/?page=1&limit=100', users.admin);
    expect(rowsOf(capped)).toHaveLength(30);
    const second = await api('GET', '/api/doctor-read/?page=2&limit=30', users.admin);
    expect(rowsOf(second)).toHaveLength(30);
    expect(rowsOf(second).map((row) => row.sys_id)).not.toContain(rowsOf(capped)[0].sys_id);
    for (const row of rowsOf(capped)) {
      expect(row).not.toHaveProperty('password_hash');
      expect(row).not.toHaveProperty('password');
      expect(row).not.toHaveProperty('deleted_at');
      expect(Object.keys(row.clinic as object).sort()).toEqual(['registered_clinic_name', 'registered_clinic_name_arabic']);
    }
  });

  it('gives a PIC only the physicians of their clinics, and a visitor nothing', async () => {
    const own = await api('GET', '/api/doctor-read/?limit=30', users.owner);
    expect(own.body.payload.count).toBe(6);
    expect(rowsOf(own).every((row) => ownClinics.includes(row.clinic_id))).toBe(true);
    const others = await api('GET', '/api/doctor-read/?limit=30', users.otherPic);
    expect(others.body.payload.count).toBeGreaterThan(0);
    expect(rowsOf(others).some((row) => ownClinics.includes(row.clinic_id))).toBe(false);
    expect((await api('GET', '/api/doctor-read/')).status).toBe(401);
    expect((await api('GET', '/api/doctor-read/?limit=zero', users.admin)).status).toBe(400);
  });
});

describe('GET /api/doctor-read/v2', () => {
  it('filters by part of the English or the Arabic name, in any case', async () => {
    const english = await api('GET', '/api/doctor-read/v2?name=AL-HARBI&limit=30', users.admin);
    expect(english.body.payload.count).toBeGreaterThan(0);
    expect(rowsOf(english).every((row) => row.name.toLowerCase().includes('al-harbi'))).toBe(true);
    const arabic = await api('GET', `/api/doctor-read/v2?name=${encodeURIComponent('الحربي')}&limit=30`, users.admin);
    expect(arabic.body.payload.count).toBe(english.body.payload.count);
    expect(rowsOf(arabic).every((row) => row.arabic_name.includes('الحربي'))).toBe(true);
    expect((await api('GET', '/api/doctor-read/v2?name=%25', users.admin)).body.payload.count).toBe(0);
  });

  it("filters by the clinic's city, the specialization and the clinic", async () => {
    const riyadh = await api('GET', '/api/doctor-read/v2?city=RIYADH&limit=30', users.admin);
    expect(riyadh.body.payload.count).toBeGreaterThan(0);
    const cities = await demo.t.db
      .select({ city: clinics.city })
      .from(clinics)
      .where(inArray(clinics.sys_id, rowsOf(riyadh).map((row) => row.clinic_id)));
    expect(new Set(cities.map((clinic) => clinic.city))).toEqual(new Set(['RIYADH']));

    const dentists = await api('GET', '/api/doctor-read/v2?specialization=DENTISTRY&limit=30', users.admin);
    expect(dentists.body.payload.count).toBeGreaterThan(0);
    expect(rowsOf(dentists).every((row) => row.specialization === 'DENTISTRY')).toBe(true);

    const oneClinic = await api('GET', `/api/doctor-read/v2?clinic=${ownClinics[0]}`, users.admin);
    expect(oneClinic.body.payload.count).toBe(3);
    expect(rowsOf(oneClinic).every((row) => row.clinic_id === ownClinics[0])).toBe(true);
    const [clinic] = await demo.t.db.select().from(clinics).where(eq(clinics.sys_id, ownClinics[0]));
    expect(rowsOf(oneClinic)[0].clinic).toEqual({
      registered_clinic_name: clinic.registered_clinic_name,
      registered_clinic_name_arabic: clinic.registered_clinic_name_arabic,
    });
  });

  it('filters by consultation type: online, walkin, homecare', async () => {
    const checks: [string, (row: Row) => boolean][] = [
      ['online', (row) => Boolean(row.audio_enabled || row.text_enabled || row.video_enabled)],
      ['walkin', (row) => row.walkin_enabled === true],
      ['homecare', (row) => row.homecare_enabled === true],
    ];
    for (const [type, offers] of checks) {
      const reply = await api('GET', `/api/doctor-read/v2?consultationType=${type}&limit=30`, users.admin);
      expect(reply.body.payload.count).toBeGreaterThan(0);
      expect(reply.body.payload.count).toBeLessThan(seededCount);
      expect(rowsOf(reply).every(offers)).toBe(true);
    }
    for (const bad of ['consultationType=emergency', 'city=PARIS', 'specialization=MAGIC', 'tags=a,b', 'clinic=42']) {
      expect((await api('GET', `/api/doctor-read/v2?${bad}`, users.admin)).status).toBe(400);
    }
  });

  it('filters by any of several tags, and each row carries its active tags', async () => {
    const [a, b] = await Promise.all(['Physician Tag A', 'Physician Tag B'].map((name) => api('POST', '/api/tags-write/tags', users.admin, { name })));
    const ids = rowsOf(await api('GET', '/api/doctor-read/?limit=3', users.admin)).map((row) => row.sys_id);
    const assign = await api('POST', '/api/tags-write/assign-tag', users.admin, [
      { entity_type: 'PHYSICIAN', entity_sys_id: ids[0], tag_id: a.body.payload.id },
      { entity_type: 'PHYSICIAN', entity_sys_id: ids[1], tag_id: b.body.payload.id },
    ]);
    expect(assign.status).toBe(200);
    const reply = await api('GET', `/api/doctor-read/v2?tags=${a.body.payload.id},${b.body.payload.id}`, users.admin);
    expect(rowsOf(reply).map((row) => row.sys_id).sort()).toEqual([ids[0], ids[1]].sort());
    const tagged = rowsOf(reply).find((row) => row.sys_id === ids[0])!;
    expect(tagged.tags).toContainEqual({ id: a.body.payload.id, name: 'Physician Tag A', name_ar: null });
  });

  it('keeps a PIC to their own clinics whatever the filters, caps the limit at 30, needs a login', async () => {
    const own = await api('GET', '/api/doctor-read/v2?limit=30', users.owner);
    expect(own.body.payload.count).toBe(6);
    const foreign = await api('GET', `/api/doctor-read/v2?clinic=${nourasClinics[0]}`, users.owner);
    expect(foreign.body.payload).toEqual({ count: 0, rows: [] });
    expect(rowsOf(await api('GET', '/api/doctor-read/v2?limit=500', users.admin))).toHaveLength(30);
    expect((await api('GET', '/api/doctor-read/v2')).status).toBe(401);
  });
});

describe('GET /api/doctor-read/{id}', () => {
  it('gives the physician with its clinic, never the password, to ADMIN and the owning PIC only', async () => {
    const [row] = await demo.t.db.select().from(physicians).where(eq(physicians.clinic_id, ownClinics[0])).limit(1);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    for (const token of [users.admin, users.owner]) {
      const reply = await api('GET', `/api/doctor-read/${row.sys_id}`, token);
      expect(reply).toMatchObject({ status: 200, body: { result: 'ok', payload: { sys_id: row.sys_id, name: row.name, clinic_id: ownClinics[0] } } });
      expect(reply.body.payload.clinic.registered_clinic_name).toEqual(expect.any(String));
      expect(reply.body.payload).not.toHaveProperty('password_hash');
      expect(JSON.stringify(reply.body)).not.toContain('scrypt');
    }
    expect((await api('GET', `/api/doctor-read/${row.sys_id}`, users.otherPic)).status).toBe(403);
    expect((await api('GET', `/api/doctor-read/${row.sys_id}`)).status).toBe(401);
    const unknown = await api('GET', '/api/doctor-read/00000000-0000-4000-8000-000000000000', users.admin);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Physician not found' } });
    expect((await api('GET', '/api/doctor-read/not-an-id', users.admin)).status).toBe(404);
  });
});

describe('GET /api/doctor-read/clinic/{clinicId} (public)', () => {
  const PUBLIC_KEYS = [
    'about', 'about_en', 'arabic_name', 'audio_enabled', 'avatar', 'clinic_id', 'consultation_duration', 'consultation_fees',
    'education', 'expertise', 'expertise_ar', 'gender', 'homecare_enabled', 'homecare_fees', 'mr_enabled', 'name', 'nationality',
    'path', 'specialization', 'subspecialization', 'subspecialization_ar', 'sys_id', 'text_enabled', 'title', 'uc_enabled',
    'video_enabled', 'walkin_enabled', 'walkin_fees',
  ];

  it('lists, without a login, the bookable physicians of a clinic with public fields only', async () => {
    const reply = await api('GET', `/api/doctor-read/clinic/${ownClinics[0]}`);
    expect(reply.status).toBe(200);
    expect(reply.body.payload).toHaveLength(3);
    for (const physician of reply.body.payload) {
      expect(Object.keys(physician).sort()).toEqual(PUBLIC_KEYS);
      expect(physician.clinic_id).toBe(ownClinics[0]);
    }
    expect(reply.body).not.toHaveProperty('payload.0.phone');
    expect(JSON.stringify(reply.body)).not.toMatch(/scrypt|password|national_id|"phone"|"email"|@example\.com/);
  });

  it('leaves out a physician without slots, and a deleted one', async () => {
    const created = await api('POST', '/api/doctor-write', users.owner, physicianBody(ownClinics[1], { email: 'no.slots@example.com' }));
    expect(created.status).toBe(201);
    const ids = async () => (await api('GET', `/api/doctor-read/clinic/${ownClinics[1]}`)).body.payload.map((row: Row) => row.sys_id);
    expect(await ids()).toHaveLength(3);
    expect(await ids()).not.toContain(created.body.payload.sys_id);

    const [first] = await ids();
    expect((await api('DELETE', `/api/doctor-write/${first}`, users.owner)).status).toBe(200);
    expect(await ids()).toHaveLength(2);
    expect(await ids()).not.toContain(first);
  });

  it('answers 404 for an unknown or deleted clinic', async () => {
    expect((await api('GET', '/api/doctor-read/clinic/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // Removed as the clinic's removal leaves it (DELETE refuses while it has upcoming appointments).
    await demo.t.db.update(clinics).set({ deleted_at: new Date() }).where(eq(clinics.sys_id, nourasClinics[0]));
    expect(await api('GET', `/api/doctor-read/clinic/${nourasClinics[0]}`)).toMatchObject({ status: 404, body: { message: 'Clinic not found' } });
  });
});
