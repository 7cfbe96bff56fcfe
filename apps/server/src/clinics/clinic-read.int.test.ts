import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { clinics, tagAssignments, tags, type ClinicRow } from '../db/schema';
import { auditOf, demoSuite, type Reply } from '../test/test-api';

const demo = demoSuite();
const { api, users } = demo;
let live: ClinicRow[];

beforeAll(async () => {
  live = await demo.t.db.select().from(clinics).where(isNull(clinics.deleted_at)).orderBy(asc(clinics.registered_clinic_name));
});

const names = (reply: Reply) => reply.body.payload.rows.map((row: { registered_clinic_name: string }) => row.registered_clinic_name);
const sorted = (list: string[]) => [...list].sort();
const ownClinic = () => live.find((clinic) => clinic.pic_id === users.ownerId)!;

describe('GET /api/clinic-read/ (the PIC list: count and data)', () => {
  it('gives the owning PIC their two clinics, another PIC only theirs, ADMIN all, and asks for a login', async () => {
    const own = await api('GET', '/api/clinic-read/?page=1&limit=50', users.owner);
    expect(own.status).toBe(200);
    expect(own.body.payload.count).toBe(2);
    expect(own.body.payload.data.every((row: ClinicRow) => row.pic_id === users.ownerId)).toBe(true);
    expect(own.body.payload.data[0]).not.toHaveProperty('deleted_at');

    const noura = await api('GET', '/api/clinic-read/?page=1&limit=50', users.otherPic);
    expect(noura.body.payload.count).toBe(live.filter((clinic) => clinic.pic_id === users.otherPicId).length);
    expect(noura.body.payload.data.some((row: ClinicRow) => row.pic_id === users.ownerId)).toBe(false);

    expect((await api('GET', '/api/clinic-read/?page=1&limit=50', users.admin)).body.payload.count).toBe(live.length);
    expect((await api('GET', '/api/clinic-read/')).status).toBe(401);
  });
});

describe('GET /api/clinic-read/clinics (ADMIN list: count and rows)', () => {
  const list = (query: string) => api('GET', `/api/clinic-read/clinics?${query}`, users.admin);

  it('is for ADMIN only: 403 (audited) for a PIC, 401 without login', async () => {
    const refused = await api('GET', '/api/clinic-read/clinics', users.owner);
    expect(refused.status).toBe(403);
    expect((await auditOf(demo.t, 'access_denied', 'GET /api/clinic-read/clinics')).length).toBeGreaterThan(0);
    expect((await api('GET', '/api/clinic-read/clinics')).status).toBe(401);
  });

  it('pages 10 by default, by name, with the total count', async () => {
    expect(live.length).toBeGreaterThanOrEqual(40);
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.payload.count).toBe(live.length);
    expect(names(first)).toEqual(live.slice(0, 10).map((clinic) => clinic.registered_clinic_name));

    const pageTwo = await list('page=2&limit=5');
    expect(names(pageTwo)).toEqual(live.slice(5, 10).map((clinic) => clinic.registered_clinic_name));
    expect(pageTwo.body.payload.count).toBe(live.length);
    const beyond = await list('page=99&limit=10');
    expect(beyond.body.payload).toEqual({ count: live.length, rows: [] });
    // The limit is capped rather than refused.
    expect((await list('limit=1000')).body.payload.rows).toHaveLength(Math.min(live.length, 100));
    expect((await list('limit=0')).status).toBe(400);
  });

  it('finds by part of the English or the Arabic name, in any case', async () => {
    const expectName = async (name: string, expected: string[]) => {
      const reply = await list(`name=${encodeURIComponent(name)}&limit=100`);
      expect(reply.status).toBe(200);
      expect(sorted(names(reply))).toEqual(sorted(expected));
      expect(reply.body.payload.count).toBe(expected.length);
    };
    const byEnglish = live.filter((clinic) => clinic.registered_clinic_name.toLowerCase().includes('dental'));
    expect(byEnglish.length).toBeGreaterThan(1);
    await expectName('DeNtAl', byEnglish.map((clinic) => clinic.registered_clinic_name));
    await expectName('noor fam', ['Al Noor Family Clinic']);
    const byArabic = live.filter((clinic) => clinic.registered_clinic_name_arabic.includes('الشفا'));
    expect(byArabic.length).toBeGreaterThan(1);
    await expectName('الشفا', byArabic.map((clinic) => clinic.registered_clinic_name));
    await expectName('دار الشفاء', ['Dar Al Shifa Clinic']);
    // Wildcards typed by a user match themselves only.
    await expectName('%', []);
    await expectName('_', []);
  });

  it('filters by city, by specialization, and by both', async () => {
    const riyadh = await list('city=RIYADH&limit=100');
    expect(sorted(names(riyadh))).toEqual(sorted(live.filter((c) => c.city === 'RIYADH').map((c) => c.registered_clinic_name)));
    expect(riyadh.body.payload.count).toBeGreaterThan(1);

    const dentistry = await list('specialization=DENTISTRY&limit=100');
    const dentists = live.filter((c) => c.specialization === 'DENTISTRY');
    expect(sorted(names(dentistry))).toEqual(sorted(dentists.map((c) => c.registered_clinic_name)));
    expect(dentists.map((c) => c.city)).toContain('MAKKAH');

    const both = await list('city=MAKKAH&specialization=DENTISTRY');
    expect(names(both)).toEqual(dentists.filter((c) => c.city === 'MAKKAH').map((c) => c.registered_clinic_name));

    expect((await list('city=PARIS')).status).toBe(400);
    expect((await list('specialization=ASTROLOGY')).body.message).toBe('Unknown specialization ASTROLOGY');
  });

  it('filters by tags, keeping clinics that carry any of them, and gives each row its tags', async () => {
    const [first, second] = await demo.t.db.select().from(tags).orderBy(asc(tags.id)).limit(2);
    const carrying = async (ids: number[]) => {
      const tagged = await demo.t.db
        .select({ sys_id: tagAssignments.entity_sys_id })
        .from(tagAssignments)
        .where(and(eq(tagAssignments.entity_type, 'CLINIC'), inArray(tagAssignments.tag_id, ids)));
      return sorted(live.filter((clinic) => tagged.some((row) => row.sys_id === clinic.sys_id)).map((c) => c.registered_clinic_name));
    };
    const onlyFirst = await list(`tags=${first.id}&limit=100`);
    expect(sorted(names(onlyFirst))).toEqual(await carrying([first.id]));
    const either = await list(`tags=${first.id},${second.id}&limit=100`);
    expect(either.status).toBe(200);
    expect(sorted(names(either))).toEqual(await carrying([first.id, second.id]));
    expect(either.body.payload.count).toBeGreaterThan(onlyFirst.body.payload.count);
    for (const row of either.body.payload.rows) {
      expect(row.tags.map((tag: { id: number }) => tag.id).some((id: number) => id === first.id || id === second.id)).toBe(true);
      for (const tag of row.tags) expect(Object.keys(tag).sort()).toEqual(['id', 'name', 'name_ar']);
    }
    expect((await list('tags=99999')).body.payload).toEqual({ count: 0, rows: [] });
    expect((await list('tags=abc')).body.message).toBe('tags must be a comma list of tag ids');
  });
});

describe('GET /api/clinic-read/{id} (payload: an array whose first item is the clinic)', () => {
  it('gives ADMIN and the owning PIC the clinic with its tags', async () => {
    const clinic = ownClinic();
    for (const token of [users.admin, users.owner]) {
      const reply = await api('GET', `/api/clinic-read/${clinic.sys_id}`, token);
      expect(reply.status).toBe(200);
      expect(Array.isArray(reply.body.payload)).toBe(true);
      expect(reply.body.payload).toHaveLength(1);
      expect(reply.body.payload[0]).toMatchObject({
        sys_id: clinic.sys_id,
        registered_clinic_name: clinic.registered_clinic_name,
        IBAN_number: clinic.IBAN_number,
        pic_id: users.ownerId,
      });
      expect(reply.body.payload[0].tags.length).toBeGreaterThan(0);
      expect(reply.body.payload[0]).not.toHaveProperty('deleted_at');
    }
  });

  it("refuses another PIC's clinic with 403 (audited), a visitor with 401, and answers 404 for unknown ids", async () => {
    const clinic = ownClinic();
    const refused = await api('GET', `/api/clinic-read/${clinic.sys_id}`, users.otherPic);
    expect(refused.status).toBe(403);
    expect(refused.body.payload).toBeNull();
    const audited = await auditOf(demo.t, 'access_denied', clinic.sys_id);
    expect(audited.some((row) => row.actor_id === users.otherPicId && row.entity_type === 'clinic')).toBe(true);
    expect((await api('GET', `/api/clinic-read/${clinic.sys_id}`)).status).toBe(401);
    const unknown = await api('GET', '/api/clinic-read/00000000-0000-4000-8000-000000000000', users.admin);
    expect(unknown).toMatchObject({ status: 404, body: { result: 'error', message: 'Clinic not found' } });
    expect((await api('GET', '/api/clinic-read/not-an-id', users.admin)).status).toBe(404);
  });
});

describe('GET /api/clinic-read/public (the patient app, no login)', () => {
  const PUBLIC_FIELDS = [
    'address',
    'avatar',
    'city',
    'clinic_bio',
    'clinic_bio_en',
    'contact_number',
    'homecare_enabled',
    'path',
    'registered_clinic_name',
    'registered_clinic_name_arabic',
    'same_day_booking',
    'specialization',
    'specialization_arabic',
    'street',
    'sys_id',
    'walkin_enabled',
    'website',
  ];

  it('lists every live clinic with public fields only, paged', async () => {
    const reply = await api('GET', '/api/clinic-read/public?limit=100');
    expect(reply.status).toBe(200);
    expect(reply.body.payload.count).toBe(live.length);
    for (const row of reply.body.payload.rows) {
      expect(Object.keys(row).sort()).toEqual(PUBLIC_FIELDS);
    }
    expect(JSON.stringify(reply.body)).not.toMatch(/IBAN|account_number|bank_name|pic_id|SCFHS/);
    const paged = await api('GET', '/api/clinic-read/public?page=2&limit=3');
    expect(paged.body.payload.rows.map((row: ClinicRow) => row.sys_id)).toEqual(live.slice(3, 6).map((c) => c.sys_id));
    // Ten by default.
    expect((await api('GET', '/api/clinic-read/public')).body.payload.rows).toHaveLength(10);
    // Every seeded logo is served by the media store.
    const logos = new Set<string>(reply.body.payload.rows.map((row: ClinicRow) => row.avatar));
    expect(logos.size).toBeGreaterThan(1);
    for (const logo of logos) {
      const served = await demo.t.app.inject({ method: 'GET', url: logo });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    }
  });
});
