import type { ListedPackage } from '@mk/contracts';
import { auditOf, demoSuite, OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { centersOf, clinicsOf, newPackage, packageBody, pharmaciesOf, storedPackage } from './package-test-kit';

const demo = demoSuite();
const { api, users } = demo;

const ADMIN_LIST = '/api/promotion-read/admin';
const OWNER_LIST = (ownerId: string) => `/api/promotion-read/clinic/${ownerId}`;
const MINE = '/api/promotion-read/package-clinic';
const ONE = (id: string) => `/api/promotion-read/package/${id}`;
const WRITE = '/api/promotion-write/package';
const DELETE = '/api/promotion-write/delete-package';
const PUBLIC = '/api/patient-app/packages';

let ownClinics: string[];
let otherClinics: string[];
let centerToken: string;
let ownCenters: string[];

beforeAll(async () => {
  [ownClinics, otherClinics, centerToken, ownCenters] = await Promise.all([
    clinicsOf(demo.t, DEMO.clinicPic),
    clinicsOf(demo.t, OTHER_PIC),
    demo.t.login(DEMO.centerPic),
    centersOf(demo.t),
  ]);
});

/** Every live package, as ADMIN lists them (newest first). */
async function allPackages(): Promise<ListedPackage[]> {
  const reply = await api('GET', `${ADMIN_LIST}?limit=100`, users.admin);
  expect(reply.body.payload.count).toBe(reply.body.payload.rows.length);
  return reply.body.payload.rows;
}
const titles = (rows: ListedPackage[]) => rows.map((row) => row.title);
const rowsOf = async (url: string, token?: string) => {
  const reply = await api('GET', url, token);
  expect({ url, status: reply.status }).toEqual({ url, status: 200 });
  return reply.body.payload as { count: number; rows: ListedPackage[] };
};

describe('the package lists', () => {
  it('gives ADMIN every live package newest first, 10 a page, with owner names and tags', async () => {
    const all = await allPackages();
    expect(all.length).toBeGreaterThanOrEqual(13);
    const first = await rowsOf(ADMIN_LIST, users.admin);
    expect(first.count).toBe(all.length);
    expect(first.rows).toEqual(all.slice(0, 10));
    expect((await rowsOf(`${ADMIN_LIST}?page=2`, users.admin)).rows).toEqual(all.slice(10, 20));
    const noor = all.find((row) => row.title === 'Family Check-up Package')!;
    expect(noor).toMatchObject({ clinic_id: ownClinics[0], center_type: 'CLINIC', owner_name: 'Al Noor Family Clinic', owner_name_ar: 'عيادة النور للعائلة', price_before: 1200, price_after: 900, discount: 25, is_featured: true, package_type: 'CHECKUP' });
    expect(noor.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(noor.tags!.length).toBeGreaterThanOrEqual(1);
    expect(noor.tags![0]).toEqual({ id: expect.any(Number), name: expect.any(String), name_ar: expect.any(String) });
    expect(all.filter((row) => row.center_type === 'LAB' || row.center_type === 'RADIOLOGY').length).toBeGreaterThanOrEqual(4);
    // Newest first.
    const newest = await newPackage(api, users.admin, otherClinics[0], { title: 'Newest Package Ever' });
    expect((await rowsOf(ADMIN_LIST, users.admin)).rows[0].sys_id).toBe(newest);
  });

  it('filters by title (any case), date range overlap, tags (any of them), clinic or center', async () => {
    const all = await allPackages();
    expect(titles((await rowsOf(`${ADMIN_LIST}?title=CHECK&limit=100`, users.admin)).rows).sort()).toEqual(
      titles(all.filter((row) => row.title.toLowerCase().includes('check'))).sort(),
    );
    // A LIKE wildcard is a plain character.
    expect((await rowsOf(`${ADMIN_LIST}?title=%25`, users.admin)).count).toBe(0);

    const ended = all.find((row) => row.title === 'Winter Flu Care')!;
    const overlapping = (from: string, to: string) => all.filter((row) => row.end_date >= from && row.start_date <= to);
    const range = `from=${ended.end_date}&to=${ended.end_date}`;
    const inRange = (await rowsOf(`${ADMIN_LIST}?${range}&limit=100`, users.admin)).rows;
    expect(titles(inRange).sort()).toEqual(titles(overlapping(ended.end_date, ended.end_date)).sort());
    expect(titles(inRange)).toContain('Winter Flu Care');
    const dayAfter = new Date(Date.parse(`${ended.end_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(titles((await rowsOf(`${ADMIN_LIST}?from=${dayAfter}&limit=100`, users.admin)).rows)).not.toContain('Winter Flu Care');
    expect(titles((await rowsOf(`${ADMIN_LIST}?to=${ended.start_date}&limit=100`, users.admin)).rows)).toContain('Winter Flu Care');

    const withTags = all.filter((row) => row.tags!.length > 0);
    const tagA = withTags[0].tags![0].id;
    const tagB = withTags.find((row) => row.tags!.every((tag) => tag.id !== tagA))!.tags![0].id;
    const tagged = (await rowsOf(`${ADMIN_LIST}?tags=${tagA},${tagB}&limit=100`, users.admin)).rows;
    expect(titles(tagged).sort()).toEqual(titles(all.filter((row) => row.tags!.some((tag) => tag.id === tagA || tag.id === tagB))).sort());

    const byClinic = (await rowsOf(`${ADMIN_LIST}?clinicId=${ownClinics[0]}&limit=100`, users.admin)).rows;
    expect(byClinic.length).toBeGreaterThanOrEqual(3);
    expect(byClinic.every((row) => row.clinic_id === ownClinics[0] && row.center_type === 'CLINIC')).toBe(true);
    const byCenter = (await rowsOf(`${ADMIN_LIST}?centerId=${ownCenters[0]}&limit=100`, users.admin)).rows;
    expect(byCenter.length).toBeGreaterThanOrEqual(1);
    expect(byCenter.every((row) => row.clinic_id === ownCenters[0] && row.center_type !== 'CLINIC')).toBe(true);
    // A clinic's id is no center.
    expect((await rowsOf(`${ADMIN_LIST}?centerId=${ownClinics[0]}`, users.admin)).count).toBe(0);
  });

  it('refuses bad filters with a 400', async () => {
    const cases: [string, string][] = [
      [`clinicId=${ownClinics[0]}&centerId=${ownCenters[0]}`, 'package.owner_filters_exclusive'],
      ['from=2026-02-30', 'package.day_invalid'],
      ['to=yesterday', 'package.day_invalid'],
      ['from=2026-03-02&to=2026-03-01', 'validation.dateRange.invalid'],
      ['tags=one', 'query.tag_ids_invalid'],
      ['clinicId=abc', 'query.unknown_value'],
      ['limit=0', 'query.not_positive'],
    ];
    for (const [query, code] of cases) {
      const reply = await api('GET', `${ADMIN_LIST}?${query}`, users.admin);
      expect({ query, status: reply.status, code: reply.body.code }).toEqual({ query, status: 400, code });
    }
    expect((await api('GET', `${ADMIN_LIST}?from=2026-03-01&to=2026-03-01`, users.admin)).status).toBe(200);
  });

  it('gives a PIC only their own packages: the admin list is refused, another owner is 403', async () => {
    expect((await api('GET', ADMIN_LIST, users.owner)).status).toBe(403);
    const all = await allPackages();
    const mine = (await rowsOf(`${MINE}?limit=100`, users.owner)).rows;
    expect(titles(mine).sort()).toEqual(titles(all.filter((row) => ownClinics.includes(row.clinic_id!))).sort());
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect((await rowsOf(`${MINE}?limit=100`, users.admin)).count).toBe(all.length);
    expect(titles((await rowsOf(`${MINE}?title=smile`, users.owner)).rows)).toEqual(['Smile Whitening Offer']);

    const ofClinic = (await rowsOf(`${OWNER_LIST(ownClinics[1])}?limit=100`, users.owner)).rows;
    expect(ofClinic.length).toBeGreaterThanOrEqual(2);
    expect(ofClinic.every((row) => row.clinic_id === ownClinics[1])).toBe(true);
    expect((await rowsOf(OWNER_LIST(ownClinics[1]), users.admin)).count).toBe(ofClinic.length);
    const forbidden = await api('GET', OWNER_LIST(otherClinics[0]), users.owner);
    expect(forbidden).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    expect((await api('GET', OWNER_LIST(ownCenters[0]), users.owner)).status).toBe(403);
    expect((await api('GET', OWNER_LIST('00000000-0000-4000-8000-000000000000'), users.owner)).body.code).toBe('package.owner_not_found');
    // The center PIC lists a center's packages, and only theirs.
    const ofCenter = (await rowsOf(OWNER_LIST(ownCenters[0]), centerToken)).rows;
    expect(ofCenter.every((row) => row.clinic_id === ownCenters[0])).toBe(true);
    const centerMine = (await rowsOf(`${MINE}?limit=100`, centerToken)).rows;
    expect(centerMine.length).toBeGreaterThanOrEqual(3);
    expect(centerMine.every((row) => ownCenters.includes(row.clinic_id!))).toBe(true);
  });
});

describe('one package', () => {
  it("reads a live package with its owner; another PIC's is 403, an unknown one 'Package Not Found'", async () => {
    const id = await newPackage(api, users.owner, ownClinics[0]);
    const read = await api('GET', ONE(id), users.owner);
    expect(read).toMatchObject({ status: 200, body: { payload: { sys_id: id, title: 'Test Wellness Package', owner_name: 'Al Noor Family Clinic', tags: [] } } });
    expect((await api('GET', ONE(id), users.admin)).status).toBe(200);
    expect((await api('GET', ONE(id), users.otherPic)).status).toBe(403);
    expect(await api('GET', ONE('00000000-0000-4000-8000-000000000000'), users.admin)).toMatchObject({
      status: 404,
      body: { code: 'package.not_found', message: 'Package Not Found' },
    });
  });
});

describe('package writes', () => {
  it('creates for an owner of the named kind: ADMIN any, a PIC only their own facility', async () => {
    const created = await api('POST', WRITE, users.owner, packageBody(ownClinics[1], { is_featured: true }));
    expect(created).toMatchObject({
      status: 201,
      body: { result: 'ok', payload: { clinic_id: ownClinics[1], center_type: 'CLINIC', discount: 20, price_after: 400, is_featured: true, end_date: '2099-12-31' } },
    });
    expect(await auditOf(demo.t, 'create', created.body.payload.sys_id)).toHaveLength(1);
    expect((await api('POST', WRITE, users.admin, packageBody(otherClinics[0]))).status).toBe(201);
    const centerPackage = await api('POST', WRITE, centerToken, packageBody(ownCenters[0], { center_type: 'LAB', package_type: 'LAB' }));
    expect(centerPackage).toMatchObject({ status: 201, body: { payload: { center_type: 'LAB', clinic_id: ownCenters[0] } } });

    expect(await api('POST', WRITE, users.owner, packageBody(otherClinics[0]))).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    expect((await api('POST', WRITE, centerToken, packageBody(ownClinics[0]))).status).toBe(403);
    // The owner must be in the table its center_type names.
    for (const body of [
      packageBody(ownClinics[0], { center_type: 'LAB' }),
      packageBody(ownCenters[0], { center_type: 'CLINIC' }),
      packageBody('00000000-0000-4000-8000-000000000000'),
      packageBody('clinic-1'),
    ]) {
      expect((await api('POST', WRITE, users.admin, body)).body.code).toBe('package.owner_not_found');
    }
  });

  it('refuses broken bodies with the form messages, storing nothing', async () => {
    const before = (await allPackages()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Please fill all required fields'],
      [{ description: 'Tiny' }, 'Invalid, must be more than 5 characters'],
      [{ price_after: 600, discount: 0 }, 'Price after cannot be more than price before'],
      [{ discount: 25 }, 'Discount must be 20, the percentage price after saves on price before'],
      [{ package_type: 'SPA' }, 'Choose one of the package types'],
      [{ center_type: 'HOSPITAL' }, 'Center type must be CLINIC, LAB, RADIOLOGY or PHARMACY'],
      [{ end_date: '2025-12-31' }, 'Invalid date range: from date must be before until date'],
      [{ start_date: '2026-02-30' }, 'Invalid date range: from date must be before until date'],
      [{ price_before: 'ten' }, 'Should be a Number'],
    ];
    for (const [overrides, message] of cases) {
      const reply = await api('POST', WRITE, users.owner, packageBody(ownClinics[0], overrides));
      expect({ overrides, status: reply.status, message: reply.body.message }).toEqual({ overrides, status: 400, message });
    }
    // 300 and 200 save 33.33%; 33.34 is within the rounding allowed.
    expect((await api('POST', WRITE, users.owner, packageBody(ownClinics[0], { price_before: 300, price_after: 200, discount: 33.34 }))).status).toBe(201);
    expect((await allPackages()).length).toBe(before + 1);
  });

  it('updates a package without moving it, keeping prices and discount consistent', async () => {
    const id = await newPackage(api, users.owner, ownClinics[0]);
    const path = `${WRITE}/${id}`;
    const changed = await api('PATCH', path, users.owner, { title: 'Renamed Package', clinic_id: otherClinics[0], center_type: 'PHARMACY' });
    expect(changed).toMatchObject({ status: 200, body: { payload: { title: 'Renamed Package', clinic_id: ownClinics[0], center_type: 'CLINIC' } } });
    // Only price_after: the stored discount no longer matches, so the whole record is refused.
    expect((await api('PATCH', path, users.owner, { price_after: 250 })).body.message).toBe('Discount must be 50, the percentage price after saves on price before');
    expect((await api('PATCH', path, users.owner, { price_after: 250, discount: 50 })).body.payload).toMatchObject({ price_after: 250, discount: 50 });
    expect((await api('PATCH', path, users.owner, { price_after: 900, discount: 0 })).body.message).toBe('Price after cannot be more than price before');
    expect(await storedPackage(demo.t, id)).toMatchObject({ title: 'Renamed Package', price_after: 250, discount: 50, clinic_id: ownClinics[0] });
    expect((await api('PATCH', path, users.otherPic, { title: 'Not yours at all' })).status).toBe(403);
    expect((await api('PATCH', path, users.admin, { title: 'Admin renamed it' })).status).toBe(200);
    expect((await api('PATCH', `${WRITE}/00000000-0000-4000-8000-000000000000`, users.admin, { title: 'Nobody here' })).body.code).toBe('package.not_found');
    expect(await auditOf(demo.t, 'update', id)).toHaveLength(3);
  });
});

describe('packages in Arabic', () => {
  it('keeps an Arabic title and description (optional for a package made before), found by either title and listed in the app', async () => {
    const arabic = { title_ar: 'باقة العافية التجريبية', description_ar: 'باقة تجريبية فيها استشارتان.' };
    const id = await newPackage(api, users.owner, ownClinics[0], { title: 'Bilingual Wellness Package', ...arabic });
    expect((await api('GET', ONE(id), users.owner)).body.payload).toMatchObject({ title: 'Bilingual Wellness Package', ...arabic });
    expect(await storedPackage(demo.t, id)).toMatchObject(arabic);
    // The promo form searches in the language it is typed in.
    expect(titles((await rowsOf(`${ADMIN_LIST}?title=${encodeURIComponent('العافية التجريبية')}`, users.admin)).rows)).toEqual(['Bilingual Wellness Package']);

    // Made without them (as before issue 26): saved, answered as empty, and given them later.
    const older = await newPackage(api, users.owner, ownClinics[0], { title: 'English Only Package' });
    expect((await api('GET', ONE(older), users.owner)).body.payload).toMatchObject({ title_ar: '', description_ar: '' });
    expect((await api('PATCH', `${WRITE}/${older}`, users.owner, { price_after: 300, discount: 40 })).status).toBe(200);
    const refused = await api('PATCH', `${WRITE}/${older}`, users.owner, { title_ar: 'باقة' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Invalid, must be more than 5 characters']);
    expect((await storedPackage(demo.t, older)).title_ar).toBeNull();
    expect((await api('PATCH', `${WRITE}/${older}`, users.owner, arabic)).body.payload).toMatchObject(arabic);

    // The patient app gets both languages.
    const listed = (await rowsOf(`${PUBLIC}?title=${encodeURIComponent('فحص العائلي')}`)).rows;
    expect(listed).toEqual([expect.objectContaining({ title: 'Family Check-up Package', title_ar: 'باقة الفحص العائلي', description_ar: expect.stringMatching(/[\u0600-\u06FF]/) })]);
  });
});

describe('packages of pharmacies, and their tags', () => {
  it("lets a pharmacy's PIC offer a PHARMACY package and list it by the pharmacy", async () => {
    const [pharmacyToken, [pharmacy]] = await Promise.all([demo.t.login(DEMO.pharmacyPic), pharmaciesOf(demo.t)]);
    const id = await newPackage(api, pharmacyToken, pharmacy, { center_type: 'PHARMACY', title: 'Pharmacy Care Package' });
    expect(titles((await rowsOf(OWNER_LIST(pharmacy), pharmacyToken)).rows)).toEqual(['Pharmacy Care Package']);
    expect((await rowsOf(MINE, pharmacyToken)).rows.map((row) => row.sys_id)).toEqual([id]);
    expect((await api('GET', OWNER_LIST(pharmacy), users.owner)).status).toBe(403);
    expect((await api('GET', ONE(id), users.owner)).status).toBe(403);
  });

  it("tags a package through the tags module, by its facility's PIC only, and lists the tag", async () => {
    const id = await newPackage(api, users.owner, ownClinics[0]);
    const [tag] = (await api('GET', '/api/tags-read/tags', users.admin)).body.payload as { id: number; name: string }[];
    const item = { entity_type: 'PACKAGE', entity_sys_id: id, tag_id: tag.id };
    expect((await api('POST', '/api/tags-write/assign-tag', users.otherPic, [item])).status).toBe(403);
    expect((await api('POST', '/api/tags-write/assign-tag', users.owner, [item])).status).toBe(200);
    expect((await api('GET', ONE(id), users.owner)).body.payload.tags).toEqual([expect.objectContaining({ id: tag.id, name: tag.name })]);
    expect((await rowsOf(`${MINE}?tags=${tag.id}&limit=100`, users.owner)).rows.map((row) => row.sys_id)).toContain(id);
  });
});

describe('deleting packages', () => {
  it('deletes all or nothing: one foreign package among them deletes none and is named', async () => {
    const [a, b] = [await newPackage(api, users.owner, ownClinics[0]), await newPackage(api, users.owner, ownClinics[1])];
    const foreign = await newPackage(api, users.admin, otherClinics[0]);
    const refused = await api('DELETE', DELETE, users.owner, { ids: [a, foreign, b] });
    expect(refused).toMatchObject({ status: 403, body: { code: 'package.ids_not_yours', message: `Package ${foreign} is not one of your packages` } });
    for (const id of [a, b, foreign]) expect((await storedPackage(demo.t, id)).deleted_at).toBeNull();

    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect(await api('DELETE', DELETE, users.owner, { ids: [a, unknown] })).toMatchObject({ status: 404, body: { code: 'package.ids_not_found', message: `Package ${unknown} not found` } });
    expect((await storedPackage(demo.t, a)).deleted_at).toBeNull();

    const done = await api('DELETE', DELETE, users.owner, { ids: [a, b, a] });
    expect(done).toMatchObject({ status: 200, body: { result: 'ok', message: 'Deleted 2 record(s) successfully', payload: { deleted: 2, ids: [a, b] } } });
    // Already deleted: named as not found, and the other one stays.
    expect((await api('DELETE', DELETE, users.admin, { ids: [a, foreign] })).body).toMatchObject({ code: 'package.ids_not_found', message: `Package ${a} not found` });
    expect((await storedPackage(demo.t, foreign)).deleted_at).toBeNull();
    expect((await api('DELETE', DELETE, users.admin, { ids: [foreign] })).body.payload).toEqual({ deleted: 1, ids: [foreign] });
  });

  it('takes the deleted packages out of every list and read, and out of the patient app', async () => {
    const id = await newPackage(api, users.owner, ownClinics[0], { title: 'Soon Gone Package' });
    await api('POST', '/api/promotion-write/update-timeslots', users.owner, { package_id: id, periods: [{ days: [1], from: '09:00', until: '10:00' }] });
    expect(titles((await rowsOf(`${PUBLIC}?title=soon gone`)).rows)).toEqual(['Soon Gone Package']);
    expect((await api('DELETE', DELETE, users.owner, { ids: [id] })).status).toBe(200);
    expect((await api('GET', ONE(id), users.owner)).status).toBe(404);
    expect((await api('PATCH', `${WRITE}/${id}`, users.owner, { title: 'Back from the dead' })).status).toBe(404);
    for (const url of [`${ADMIN_LIST}?title=soon gone`, `${MINE}?title=soon gone`, `${OWNER_LIST(ownClinics[0])}?title=soon gone`]) {
      expect((await rowsOf(url, url.includes('admin') ? users.admin : users.owner)).count).toBe(0);
    }
    expect((await rowsOf(`${PUBLIC}?title=soon gone`)).count).toBe(0);
    expect((await auditOf(demo.t, 'delete', id)).length).toBe(1);
  });

  it('refuses a body that is not 1 to 100 package ids', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const body of [{}, { ids: [] }, { ids: 'all' }, { ids: ['x'] }, { ids: [1] }, { ids: ids(101) }]) {
      expect((await api('DELETE', DELETE, users.admin, body)).body.code).toBe('package.ids_invalid');
    }
  });
});

describe('the patient app list', () => {
  it('lists live offers not yet ended, of live facilities, with a timetable; no token needed', async () => {
    const reply = await api('GET', `${PUBLIC}?limit=100`);
    expect(reply.status).toBe(200);
    const listed = titles(reply.body.payload.rows);
    expect(listed).toContain('Family Check-up Package');
    expect(listed).not.toContain('Winter Flu Care');
    expect(reply.body.payload.rows[0]).not.toHaveProperty('tags');
    // No timetable yet: not listed.
    await newPackage(api, users.owner, ownClinics[0], { title: 'Untimed Package' });
    expect((await rowsOf(`${PUBLIC}?title=untimed`)).count).toBe(0);
  });
});

describe('two deletes at once', () => {
  it('deletes a package once: the other request finds it gone', async () => {
    const id = await newPackage(api, users.owner, ownClinics[0]);
    const replies = await Promise.all([api('DELETE', DELETE, users.owner, { ids: [id] }), api('DELETE', DELETE, users.admin, { ids: [id] })]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 404]);
    expect((await auditOf(demo.t, 'delete', id)).length).toBe(1);
  });
});
