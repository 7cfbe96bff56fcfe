import { and, asc, eq, isNull } from 'drizzle-orm';
import { apiOf, auditOf, clinicBody, userId } from '../clinics/clinic-test-kit';
import { clinics, tagAssignments, tags } from '../db/schema';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { TAG_NAME_INDEX } from './tags.service';
import { isUniqueViolation } from '../db/unique-violation';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin: string;
let owner: string;
let otherPic: string;
let ownerId: string;
let ownClinics: string[];
let othersClinic: string;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  [admin, owner, otherPic] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.clinicPic), t.login('noura.alharbi@example.com')]);
  ownerId = await userId(t, DEMO.clinicPic);
  const live = await t.db.select().from(clinics).where(isNull(clinics.deleted_at)).orderBy(asc(clinics.registered_clinic_name));
  ownClinics = live.filter((clinic) => clinic.pic_id === ownerId).map((clinic) => clinic.sys_id);
  othersClinic = live.find((clinic) => clinic.pic_id !== ownerId)!.sys_id;
});
afterAll(() => t.close());

async function newTag(name: string): Promise<{ id: number; name: string; active: boolean }> {
  const reply = await api('POST', '/api/tags-write/tags', admin, { name });
  expect(reply.status).toBe(201);
  return reply.body.payload;
}

const assignmentsOf = (tagId: number) => t.db.select().from(tagAssignments).where(eq(tagAssignments.tag_id, tagId));
const item = (entity_sys_id: string, tag_id: number | string, entity_type = 'CLINIC') => ({ entity_sys_id, entity_type, tag_id });

describe('GET /api/tags-read/tags and search-tags', () => {
  it('lists the active tags to any logged-in user', async () => {
    const stored = await t.db.select().from(tags).where(eq(tags.active, true));
    expect(stored).toHaveLength(10);
    for (const token of [admin, owner]) {
      const reply = await api('GET', '/api/tags-read/tags', token);
      expect(reply.status).toBe(200);
      expect(reply.body.payload.map((tag: { name: string }) => tag.name).sort()).toEqual(stored.map((tag) => tag.name).sort());
      // The demo tags carry their Arabic names.
      expect(reply.body.payload.find((tag: { name: string }) => tag.name === 'Pediatric Care').name_ar).toBe('رعاية الأطفال');
      for (const tag of reply.body.payload) expect(Object.keys(tag).sort()).toEqual(['active', 'id', 'name', 'name_ar']);
    }
    expect((await api('GET', '/api/tags-read/tags')).status).toBe(401);
  });

  it('searches active tags by part of either name in any case, at most 20, as {id, name, name_ar}', async () => {
    const reply = await api('GET', '/api/tags-read/search-tags?search=CAR', owner);
    expect(reply.status).toBe(200);
    expect(reply.body.payload.map((tag: { name: string }) => tag.name).sort()).toEqual(['Pediatric Care']);
    for (const tag of reply.body.payload) expect(Object.keys(tag).sort()).toEqual(['id', 'name', 'name_ar']);
    const arabic = await api('GET', `/api/tags-read/search-tags?search=${encodeURIComponent('الأطفال')}`, owner);
    expect(arabic.body.payload).toEqual([expect.objectContaining({ name: 'Pediatric Care', name_ar: 'رعاية الأطفال' })]);
    for (let n = 0; n < 15; n++) await newTag(`Searchable ${n}`);
    expect((await api('GET', '/api/tags-read/search-tags?search=', owner)).body.payload).toHaveLength(20);
    expect((await api('GET', '/api/tags-read/search-tags?search=searchable', owner)).body.payload).toHaveLength(15);
    expect((await api('GET', '/api/tags-read/search-tags?search=%25', owner)).body.payload).toEqual([]);
    expect((await api('GET', '/api/tags-read/search-tags?search=care')).status).toBe(401);
  });
});

describe('POST /api/tags-write/assign-tag', () => {
  it('assigns a list, does not duplicate on a second call, and audits each batch', async () => {
    const tag = await newTag('Bulk Assigned');
    const body = [item(ownClinics[0], tag.id), item(othersClinic, String(tag.id)), item(ownClinics[0], tag.id)];
    const first = await api('POST', '/api/tags-write/assign-tag', admin, body);
    expect(first).toMatchObject({ status: 200, body: { result: 'ok', payload: { requested: 2, added: 2 } } });
    const again = await api('POST', '/api/tags-write/assign-tag', admin, body);
    expect(again.body.payload).toEqual({ requested: 2, added: 0 });
    expect(await assignmentsOf(tag.id)).toHaveLength(2);
    expect((await auditOf(t, 'assign_tags')).length).toBeGreaterThanOrEqual(2);

    // The clinic now shows the tag, and the ADMIN filter finds it.
    const clinic = await api('GET', `/api/clinic-read/${ownClinics[0]}`, owner);
    expect(clinic.body.payload[0].tags).toContainEqual({ id: tag.id, name: 'Bulk Assigned', name_ar: null });
    const filtered = await api('GET', `/api/clinic-read/clinics?tags=${tag.id}`, admin);
    expect(filtered.body.payload.rows.map((row: { sys_id: string }) => row.sys_id).sort()).toEqual([ownClinics[0], othersClinic].sort());
  });

  it('applies nothing when one item is bad, and names the first bad item', async () => {
    const tag = await newTag('All Or Nothing');
    const inactive = await newTag('Retired Tag');
    await api('PATCH', `/api/tags-write/tags/${inactive.id}`, admin, { active: false });
    const deleted = await api('POST', '/api/clinic-write', admin, { ...clinicBody(), pic_id: ownerId });
    await api('DELETE', `/api/clinic-write/${deleted.body.payload.sys_id}`, admin);
    const good = item(ownClinics[0], tag.id);
    const unknownClinic = '00000000-0000-4000-8000-000000000000';
    const cases: [unknown, string][] = [
      [[good, item(ownClinics[1], 999999)], 'Item 2: unknown tag 999999'],
      [[good, item(unknownClinic, tag.id), item(ownClinics[1], 999999)], `Item 2: unknown CLINIC ${unknownClinic}`],
      [[good, item('not-an-id', tag.id)], 'Item 2: unknown CLINIC not-an-id'],
      [[good, item(deleted.body.payload.sys_id, tag.id)], `Item 2: unknown CLINIC ${deleted.body.payload.sys_id}`],
      [[good, item(ownClinics[1], inactive.id)], 'Item 2: tag "Retired Tag" is inactive'],
      [[good, item(ownClinics[1], tag.id, 'HOSPITAL')], 'Item 2: entity_type must be one of CLINIC, PHYSICIAN, PACKAGE, EMERGENCY, PATIENT'],
      [[good, { entity_type: 'CLINIC', entity_sys_id: ownClinics[1] }], 'Item 2: tag_id is required'],
      [[good, item(unknownClinic, tag.id, 'PHYSICIAN')], `Item 2: unknown PHYSICIAN ${unknownClinic}`],
      [[item(unknownClinic, tag.id, 'EMERGENCY')], 'Tagging EMERGENCY is not available yet'],
      [[], 'Send a non-empty list of tag assignments'],
      [good, 'Send a non-empty list of tag assignments'],
    ];
    for (const [body, message] of cases) {
      const reply = await api('POST', '/api/tags-write/assign-tag', admin, body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await assignmentsOf(tag.id)).toHaveLength(0);
  });

  it("lets a PIC tag only their own clinics (403 for another PIC's, nothing applied)", async () => {
    const tag = await newTag('Owner Only');
    const own = await api('POST', '/api/tags-write/assign-tag', owner, [item(ownClinics[0], tag.id), item(ownClinics[1], tag.id)]);
    expect(own.body.payload).toEqual({ requested: 2, added: 2 });
    const refused = await api('POST', '/api/tags-write/assign-tag', otherPic, [item(othersClinic, tag.id), item(ownClinics[0], tag.id)]);
    expect(refused.status).toBe(403);
    const mixed = await api('POST', '/api/tags-write/assign-tag', owner, [item(ownClinics[0], tag.id), item(othersClinic, tag.id)]);
    expect(mixed.status).toBe(403);
    expect((await assignmentsOf(tag.id)).map((row) => row.entity_sys_id).sort()).toEqual([...ownClinics].sort());
    expect((await auditOf(t, 'access_denied', othersClinic)).some((row) => row.actor_id === ownerId)).toBe(true);
    expect((await api('POST', '/api/tags-write/assign-tag', undefined, [item(ownClinics[0], tag.id)])).status).toBe(401);
  });
});

describe('ADMIN tag management: POST /api/tags-write/tags and PATCH /api/tags-write/tags/{id}', () => {
  it('creates a tag, refusing a name that exists in any case (409), an empty name, and non-ADMINs', async () => {
    const created = await api('POST', '/api/tags-write/tags', admin, { name: '  Night   Clinic ' });
    expect(created).toMatchObject({ status: 201, body: { result: 'ok', payload: { name: 'Night Clinic', active: true } } });
    const [audit] = await auditOf(t, 'create', String(created.body.payload.id));
    expect(audit).toMatchObject({ entity_type: 'tag', after: { name: 'Night Clinic' } });
    for (const name of ['night clinic', 'NIGHT CLINIC', 'Free parking']) {
      const clash = await api('POST', '/api/tags-write/tags', admin, { name });
      expect(clash.status).toBe(409);
      expect(clash.body.message).toMatch(/^A tag named ".*" already exists$/);
    }
    expect((await api('POST', '/api/tags-write/tags', admin, { name: ' ' })).body.message).toBe('Tag name is required');
    expect((await api('POST', '/api/tags-write/tags', admin, { name: 'x'.repeat(51) })).status).toBe(400);
    expect((await api('POST', '/api/tags-write/tags', owner, { name: 'By A PIC' })).status).toBe(403);
    expect((await api('POST', '/api/tags-write/tags', undefined, { name: 'By Nobody' })).status).toBe(401);
    expect(await t.db.select().from(tags).where(eq(tags.name, 'By A PIC'))).toHaveLength(0);
  });

  it('renames, deactivates and reactivates, with 409 on a clash and 404 for an unknown tag', async () => {
    const tag = await newTag('Old Name');
    await api('POST', '/api/tags-write/assign-tag', admin, [item(ownClinics[0], tag.id)]);
    const renamed = await api('PATCH', `/api/tags-write/tags/${tag.id}`, admin, { name: 'New Name' });
    expect(renamed).toMatchObject({ status: 200, body: { payload: { id: tag.id, name: 'New Name', active: true } } });
    // Changing only the case of its own name is not a clash.
    expect((await api('PATCH', `/api/tags-write/tags/${tag.id}`, admin, { name: 'NEW name' })).status).toBe(200);
    expect((await api('PATCH', `/api/tags-write/tags/${tag.id}`, admin, { name: 'free PARKING' })).status).toBe(409);

    const off = await api('PATCH', `/api/tags-write/tags/${tag.id}`, admin, { active: false });
    expect(off.body.payload.active).toBe(false);
    const listed = async (token: string, query = '') =>
      (await api('GET', `/api/tags-read/tags${query}`, token)).body.payload.some((row: { id: number }) => row.id === tag.id);
    expect(await listed(owner)).toBe(false);
    expect(await listed(owner, '?include_inactive=true')).toBe(false);
    expect(await listed(admin, '?include_inactive=true')).toBe(true);
    expect((await api('GET', '/api/tags-read/search-tags?search=new', owner)).body.payload).toEqual([]);
    const clinic = await api('GET', `/api/clinic-read/${ownClinics[0]}`, admin);
    expect(clinic.body.payload[0].tags.map((row: { id: number }) => row.id)).not.toContain(tag.id);
    // Deactivating keeps the assignments; reactivating brings the tag back.
    expect(await t.db.select().from(tagAssignments).where(and(eq(tagAssignments.tag_id, tag.id)))).toHaveLength(1);
    await api('PATCH', `/api/tags-write/tags/${tag.id}`, admin, { active: true });
    expect(await listed(owner)).toBe(true);

    const updates = await auditOf(t, 'update', String(tag.id));
    expect(updates.find((row) => (row.after as { active: boolean }).active === false)?.before).toMatchObject({ active: true });
    expect((await api('PATCH', '/api/tags-write/tags/999999', admin, { name: 'Ghost' })).body.message).toBe('Tag not found');
    expect((await api('PATCH', '/api/tags-write/tags/999999', admin, { name: 'Ghost' })).status).toBe(404);
    expect((await api('PATCH', `/api/tags-write/tags/${tag.id}`, admin, {})).status).toBe(400);
    expect((await api('PATCH', `/api/tags-write/tags/${tag.id}`, admin, { active: 'no' })).status).toBe(400);
    expect((await api('PATCH', `/api/tags-write/tags/${tag.id}`, owner, { name: 'By A PIC' })).status).toBe(403);
  });
});

describe('Arabic tag names', () => {
  it('are taken on create and update (trimmed, optional, bounded), cleared with null, and shown wherever the tag is', async () => {
    const created = await api('POST', '/api/tags-write/tags', admin, { name: 'Night Pharmacy', name_ar: '  صيدلية   ليلية ' });
    expect(created).toMatchObject({ status: 201, body: { payload: { name: 'Night Pharmacy', name_ar: 'صيدلية ليلية', active: true } } });
    const id = created.body.payload.id;
    expect((await api('POST', '/api/tags-write/tags', admin, { name: 'No Arabic Yet' })).body.payload.name_ar).toBeNull();

    await api('POST', '/api/tags-write/assign-tag', admin, [item(ownClinics[0], id)]);
    const clinic = await api('GET', `/api/clinic-read/${ownClinics[0]}`, owner);
    expect(clinic.body.payload[0].tags).toContainEqual({ id, name: 'Night Pharmacy', name_ar: 'صيدلية ليلية' });

    const renamed = await api('PATCH', `/api/tags-write/tags/${id}`, admin, { name_ar: 'صيدلية الليل' });
    expect(renamed.body.payload).toEqual({ id, name: 'Night Pharmacy', name_ar: 'صيدلية الليل', active: true });
    const [stored] = await t.db.select().from(tags).where(eq(tags.id, id));
    expect(stored.name_ar).toBe('صيدلية الليل');
    expect((await auditOf(t, 'update', String(id)))[0]).toMatchObject({ before: { name_ar: 'صيدلية ليلية' }, after: { name_ar: 'صيدلية الليل' } });

    const tooLong = await api('PATCH', `/api/tags-write/tags/${id}`, admin, { name_ar: 'س'.repeat(51) });
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'validation.tag.nameArTooLong' } });
    // Fields the schema does not name never reach the row.
    expect((await api('PATCH', `/api/tags-write/tags/${id}`, admin, { name_ar: null, id: 1, createdAt: '2000-01-01' })).body.payload).toEqual({
      id,
      name: 'Night Pharmacy',
      name_ar: null,
      active: true,
    });
    expect(await api('PATCH', `/api/tags-write/tags/${id}`, admin, {})).toMatchObject({ status: 400, body: { code: 'validation.tag.nothingToChange' } });
  });
});

describe('the database backs the case-insensitive name rule', () => {
  it('refuses a second tag of the same name in another case, as a unique violation the service recognises', async () => {
    let caught: unknown;
    try {
      await t.db.insert(tags).values({ name: 'TELEMEDICINE' });
    } catch (error) {
      caught = error;
    }
    expect(isUniqueViolation(caught, TAG_NAME_INDEX)).toBe(true);
    expect(isUniqueViolation(caught, 'clinics_path_idx')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
