import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import { physicians } from '../db/schema';
import { auditOf, created, demoSuite, patchWithIgnoredFields } from '../test/test-api';
import { clinicsOf, physicianBody, physicianCount, storedPhysician } from './physician-test-kit';

const demo = demoSuite();
const { api, users } = demo;
let ownClinics: string[];
let nourasClinics: string[];
let emails = 0;

beforeAll(async () => {
  [ownClinics, nourasClinics] = await Promise.all([clinicsOf(demo.t, users.ownerId), clinicsOf(demo.t, users.otherPicId)]);
});

/** A body for one of the owner's clinics with an email no other test uses. */
const body = (overrides: Record<string, unknown> = {}) => physicianBody(ownClinics[0], { email: `writer.${++emails}@example.com`, ...overrides });

const ownersPhysician = (overrides: Record<string, unknown> = {}) =>
  created<{ sys_id: string; email: string }>(api, '/api/doctor-write', users.owner, body(overrides));

describe('POST /api/doctor-write', () => {
  it("creates a physician in the PIC's clinic with the defaults, stores the password hashed and never returns it", async () => {
    const reply = await api('POST', '/api/doctor-write', users.owner, {
      ...body({ email: 'Sara.Qahtani@Example.com', walkin_fees: '٢٠٠', homecare_fees: '' }),
      sys_id: '00000000-0000-4000-8000-0000000000aa',
      password_hash: 'not-a-hash',
      deleted_at: '2001-01-01T00:00:00.000Z',
      favourite_colour: 'blue',
    });
    expect(reply).toMatchObject({ status: 201, body: { result: 'ok', message: 'Physician created' } });
    const created = reply.body.payload;
    expect(created).toMatchObject({
      clinic_id: ownClinics[0],
      email: 'Sara.Qahtani@Example.com',
      walkin_fees: 200,
      consultation_fees: 120,
      // An empty fee is dropped: the default 0.
      homecare_fees: 0,
      consultation_duration: 30,
      app_access: true,
      homecare_enabled: false,
      clinic: { registered_clinic_name: expect.any(String), registered_clinic_name_arabic: expect.any(String) },
    });
    expect(created.sys_id).not.toBe('00000000-0000-4000-8000-0000000000aa');
    expect(created.path).toMatch(/^test-physician-harbi-[0-9a-f]{8}$/);
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('password_hash');
    expect(created).not.toHaveProperty('favourite_colour');

    const row = await storedPhysician(demo.t, created.sys_id);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Secret@123', row!.password_hash!)).toBe(true);
    expect(row?.deleted_at).toBeNull();
    const [audit] = await auditOf(demo.t, 'create', created.sys_id);
    expect(audit).toMatchObject({ entity_type: 'physician', actor_id: users.ownerId, before: null });
    expect(JSON.stringify(audit.after)).not.toMatch(/scrypt|Secret@123/);
  });

  it('answers each broken rule with 400 and the spec message, storing nothing', async () => {
    const noServices = { walkin_enabled: false, audio_enabled: false, text_enabled: false, video_enabled: false };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Sara' }, 'Invalid, must be more than 5 characters'],
      [{ arabic_name: 'سارة' }, 'Invalid, must be more than 5 characters'],
      [{ consultation_duration: 61 }, 'Invalid should be less than 61'],
      [{ consultation_duration: '75' }, 'Invalid should be less than 61'],
      [{ walkin_fees: '' }, 'Please fill all required fields'],
      [{ walkin_fees: 'free' }, 'Should be a Number'],
      [{ ...noServices, walkin_enabled: true, walkin_fees: 100, consultation_duration: undefined }, 'Please fill all required fields'],
      [{ ...noServices, homecare_enabled: true }, 'Please fill all required fields'],
      [{ phone: undefined }, 'Please fill all required fields'],
      [{ password: '' }, 'Please fill all required fields'],
      [{ phone: '0401234567' }, 'Invalid phone number'],
      [noServices, 'Please fill all required fields'],
      [{ email: 'sara@' }, 'Invalid Email'],
      [{ title: 'DOCTOR' }, 'Please fill all required fields'],
      [{ about_en: '  ' }, 'Please fill all required fields'],
      [{ clinic_id: '00000000-0000-4000-8000-000000000000' }, 'Clinic not found'],
      [{ clinic_id: 'clinic-1' }, 'Clinic not found'],
    ];
    const before = await physicianCount(demo.t);
    for (const [broken, message] of cases) {
      const reply = await api('POST', '/api/doctor-write', users.owner, body(broken));
      expect({ broken, status: reply.status, message: reply.body.message }).toEqual({ broken, status: 400, message });
    }
    expect((await api('POST', '/api/doctor-write', users.owner, [body()])).status).toBe(400);
    expect(await physicianCount(demo.t)).toBe(before);
  });

  it('without app access needs neither phone nor password, until app access is turned on', async () => {
    const reply = await api('POST', '/api/doctor-write', users.owner, body({ app_access: false, phone: undefined, password: undefined }));
    expect(reply.status).toBe(201);
    expect(reply.body.payload).toMatchObject({ app_access: false, phone: null });
    expect((await storedPhysician(demo.t, reply.body.payload.sys_id))?.password_hash).toBeNull();

    // Turning app access on later needs a password, since there is none to log in with.
    const { sys_id } = reply.body.payload;
    const noPassword = await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { app_access: true, phone: '0501234567' });
    expect(noPassword).toMatchObject({ status: 400, body: { message: 'Ensure all fields are filled out correctly', code: 'validation.incomplete' } });
    expect(await storedPhysician(demo.t, sys_id)).toMatchObject({ app_access: false, password_hash: null });
    const withPassword = await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { app_access: true, phone: '0501234567', password: 'Secret@123' });
    expect(withPassword).toMatchObject({ status: 200, body: { payload: { app_access: true, phone: '0501234567' } } });
  });

  it('refuses an email another live physician has, whatever its case (409), and nothing is stored', async () => {
    await ownersPhysician({ email: 'taken.once@example.com' });
    const before = await physicianCount(demo.t);
    const again = await api('POST', '/api/doctor-write', users.admin, body({ email: 'TAKEN.once@example.com' }));
    expect(again).toMatchObject({
      status: 409,
      body: { result: 'error', message: 'A physician with this email already exists', code: 'physician.email_taken' },
    });
    expect(await physicianCount(demo.t)).toBe(before);
  });

  it("lets a PIC register only in their own clinics; ADMIN in any; a visitor not at all", async () => {
    const before = await physicianCount(demo.t);
    const refused = await api('POST', '/api/doctor-write', users.owner, body({ clinic_id: nourasClinics[0] }));
    expect(refused.status).toBe(403);
    expect((await api('POST', '/api/doctor-write', undefined, body())).status).toBe(401);
    expect(await physicianCount(demo.t)).toBe(before);
    const byAdmin = await api('POST', '/api/doctor-write', users.admin, body({ clinic_id: nourasClinics[0] }));
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.payload.clinic_id).toBe(nourasClinics[0]);
  });
});

describe('PATCH /api/doctor-write/{id}', () => {
  it('applies a partial body over the stored physician, keeps the rest, and audits before and after', async () => {
    const { sys_id } = await ownersPhysician();
    const before = await storedPhysician(demo.t, sys_id);
    const changes = { homecare_enabled: true, homecare_fees: '300', phone: '٠٥٥ ١١١ ٢٢٢٢' };
    const reply = await patchWithIgnoredFields(api, `/api/doctor-write/${sys_id}`, users.owner, changes, { password_hash: 'x' });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Physician updated', payload: { homecare_enabled: true, homecare_fees: 300 } } });
    expect(reply.body.payload).not.toHaveProperty('password_hash');
    const after = await storedPhysician(demo.t, sys_id);
    expect(after).toMatchObject({ ...before, homecare_enabled: true, homecare_fees: 300, phone: '0551112222', updatedAt: expect.any(Date) });
    const [audit] = await auditOf(demo.t, 'update', sys_id);
    expect(audit.before).toMatchObject({ homecare_enabled: false, homecare_fees: 0 });
    expect(audit.after).toMatchObject({ homecare_enabled: true, homecare_fees: 300 });
  });

  it('refuses a bad change with 400 and the update messages, leaving the physician unchanged', async () => {
    const { sys_id } = await ownersPhysician();
    const before = await storedPhysician(demo.t, sys_id);
    const cases: [Record<string, unknown>, string][] = [
      [{ consultation_duration: 61, homecare_enabled: true, homecare_fees: 10 }, 'Invalid should be less than 61'],
      [{ phone: '' }, 'Must provide phone number if app access is checked'],
      [{ phone: null }, 'Must provide phone number if app access is checked'],
      [{ about_en: '' }, 'Ensure all fields are filled out correctly'],
      [{ walkin_enabled: false, audio_enabled: false, text_enabled: false, video_enabled: false }, 'Ensure all fields are filled out correctly'],
      [{ name: 'Short' }, 'Invalid, must be more than 5 characters'],
      [{ email: 'nope' }, 'Invalid Email'],
      [{ clinic_id: '00000000-0000-4000-8000-000000000000' }, 'Clinic not found'],
    ];
    for (const [broken, message] of cases) {
      const reply = await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, broken);
      expect({ broken, status: reply.status, message: reply.body.message }).toEqual({ broken, status: 400, message });
    }
    expect(await storedPhysician(demo.t, sys_id)).toEqual(before);
    expect(await auditOf(demo.t, 'update', sys_id)).toHaveLength(0);
  });

  it('changes the password only when one is sent, hashed; refuses a taken email (409)', async () => {
    const { sys_id } = await ownersPhysician();
    const hash = (await storedPhysician(demo.t, sys_id))!.password_hash!;
    await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { education: 'MBBS', password: '' });
    expect((await storedPhysician(demo.t, sys_id))!.password_hash).toBe(hash);
    const changed = await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { password: 'New@Secret1' });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toMatch(/New@Secret1|scrypt/);
    const row = await storedPhysician(demo.t, sys_id);
    expect(await verifyPassword('New@Secret1', row!.password_hash!)).toBe(true);

    await ownersPhysician({ email: 'someone.else@example.com' });
    const clash = await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { email: 'Someone.Else@example.com' });
    expect(clash).toMatchObject({ status: 409, body: { message: 'A physician with this email already exists' } });
  });

  it("refuses another PIC (403, audited), moving to another PIC's clinic (403), a visitor (401), unknown ids (404)", async () => {
    const { sys_id } = await ownersPhysician();
    const before = await storedPhysician(demo.t, sys_id);
    expect((await api('PATCH', `/api/doctor-write/${sys_id}`, users.otherPic, { education: 'X' })).status).toBe(403);
    expect((await auditOf(demo.t, 'access_denied', sys_id)).length).toBe(1);
    expect((await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { clinic_id: nourasClinics[0] })).status).toBe(403);
    expect((await api('PATCH', `/api/doctor-write/${sys_id}`, undefined, { education: 'X' })).status).toBe(401);
    expect(await storedPhysician(demo.t, sys_id)).toEqual(before);
    const moved = await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { clinic_id: ownClinics[1] });
    expect(moved.body.payload.clinic_id).toBe(ownClinics[1]);
    const unknown = await api('PATCH', '/api/doctor-write/00000000-0000-4000-8000-000000000000', users.admin, { education: 'X' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Physician not found', code: 'physician.not_found' } });
  });
});

describe('DELETE /api/doctor-write/{id}', () => {
  it('hides the physician from every listing and read, keeps the row, audits it, and frees the email', async () => {
    const { sys_id, email } = await ownersPhysician({ name: 'Soon Removed Physician' });
    const listed = async (url: string, token?: string) =>
      (await api('GET', url, token)).body.payload.rows.some((row: { sys_id: string }) => row.sys_id === sys_id);
    expect(await listed('/api/doctor-read/v2?name=soon%20removed', users.admin)).toBe(true);

    expect((await api('DELETE', `/api/doctor-write/${sys_id}`, users.otherPic)).status).toBe(403);
    expect((await api('DELETE', `/api/doctor-write/${sys_id}`)).status).toBe(401);
    const reply = await api('DELETE', `/api/doctor-write/${sys_id}`, users.owner);
    expect(reply).toMatchObject({ status: 200, body: { result: 'ok', message: 'Physician deleted', payload: { sys_id, name: 'Soon Removed Physician' } } });

    expect(await listed('/api/doctor-read/v2?name=soon%20removed', users.admin)).toBe(false);
    expect(await listed('/api/doctor-read/?limit=30', users.owner)).toBe(false);
    expect((await api('GET', `/api/doctor-read/${sys_id}`, users.admin)).status).toBe(404);
    expect((await api('PATCH', `/api/doctor-write/${sys_id}`, users.owner, { education: 'X' })).status).toBe(404);
    expect((await api('DELETE', `/api/doctor-write/${sys_id}`, users.owner)).status).toBe(404);
    expect((await api('GET', `/api/appointment-management/get-operating-hour/${sys_id}`, users.owner)).status).toBe(404);

    const row = await storedPhysician(demo.t, sys_id);
    expect(row?.deleted_at).toBeInstanceOf(Date);
    const [audit] = await auditOf(demo.t, 'delete', sys_id);
    expect(audit).toMatchObject({ actor_id: users.ownerId, entity_type: 'physician' });
    expect((await api('POST', '/api/doctor-write', users.owner, physicianBody(ownClinics[0], { email }))).status).toBe(201);
  });
});

describe('tagging physicians', () => {
  it("accepts PHYSICIAN now: a PIC tags their own physicians, not another PIC's", async () => {
    const tag = await api('POST', '/api/tags-write/tags', users.admin, { name: 'Physician Tagging' });
    const own = await ownersPhysician();
    const [foreign] = await demo.t.db.select().from(physicians).where(eq(physicians.clinic_id, nourasClinics[1])).limit(1);
    const item = (entity_sys_id: string) => ({ entity_type: 'PHYSICIAN', entity_sys_id, tag_id: tag.body.payload.id });
    const refused = await api('POST', '/api/tags-write/assign-tag', users.owner, [item(own.sys_id), item(foreign.sys_id)]);
    expect(refused.status).toBe(403);
    const applied = await api('POST', '/api/tags-write/assign-tag', users.owner, [item(own.sys_id)]);
    expect(applied).toMatchObject({ status: 200, body: { payload: { requested: 1, added: 1 } } });
    const read = await api('GET', `/api/doctor-read/${own.sys_id}`, users.owner);
    expect(read.body.payload.tags).toEqual([{ id: tag.body.payload.id, name: 'Physician Tagging', name_ar: null }]);
  });
});
