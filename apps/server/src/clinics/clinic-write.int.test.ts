import { and, count, eq, gt, ne } from 'drizzle-orm';
import { appointments, clinics, physicians } from '../db/schema';
import { physicianBody } from '../physicians/physician-test-kit';
import { auditOf, created, demoSuite, patchWithIgnoredFields } from '../test/test-api';
import { clinicBody, storedClinic } from './clinic-test-kit';

const demo = demoSuite();
const { api, users } = demo;

const clinicCount = async () => Number((await demo.t.db.select({ value: count() }).from(clinics))[0].value);

/** A fresh clinic of the clinic PIC, made through the API. */
const ownersClinic = (overrides: Record<string, unknown> = {}) =>
  created<{ sys_id: string; path: string }>(api, '/api/clinic-write', users.owner, clinicBody(overrides));

describe('POST /api/clinic-write', () => {
  it("makes a PIC's clinic theirs whatever the body says, ignores server fields, and audits it", async () => {
    const reply = await api('POST', '/api/clinic-write', users.owner, {
      ...clinicBody({ registered_clinic_name: 'Dar Al Shifa Clinic' }),
      pic_id: users.otherPicId,
      is_internal: true,
      sys_id: '00000000-0000-4000-8000-0000000000aa',
      id: 1,
      createdAt: '2001-01-01T00:00:00.000Z',
      deleted_at: '2001-01-01T00:00:00.000Z',
      specialization_arabic: 'something else',
      favourite_colour: 'blue',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ result: 'ok', message: 'Clinic created' });
    const created = reply.body.payload;
    expect(created).toMatchObject({
      pic_id: users.ownerId,
      is_internal: false,
      specialization_arabic: 'طب الأسنان',
      // The seed already has 'dar-al-shifa-clinic'.
      path: 'dar-al-shifa-clinic-2',
      walkin_enabled: true,
    });
    expect(created.sys_id).not.toBe('00000000-0000-4000-8000-0000000000aa');
    expect(created).not.toHaveProperty('favourite_colour');
    const row = await storedClinic(demo.t, created.sys_id);
    expect(row?.deleted_at).toBeNull();
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2001);
    const [audit] = await auditOf(demo.t, 'create', created.sys_id);
    expect(audit).toMatchObject({ entity_type: 'clinic', actor_id: users.ownerId, before: null });
    expect(audit.after).toMatchObject({ registered_clinic_name: 'Dar Al Shifa Clinic', pic_id: users.ownerId });

    // The next one with the same name gets the next free path; a path already used is refused.
    expect((await ownersClinic({ registered_clinic_name: 'Dar Al Shifa Clinic' })).path).toBe('dar-al-shifa-clinic-3');
    expect((await ownersClinic({ path: 'My Own Link' })).path).toBe('my-own-link');
    const taken = await api('POST', '/api/clinic-write', users.owner, clinicBody({ path: 'my-own-link' }));
    expect(taken).toMatchObject({ status: 409, body: { message: 'This profile link is already used by another clinic', code: 'clinic.path_taken' } });
  });

  it('lets ADMIN put an existing PIC in charge, and refuses anyone else', async () => {
    const created = await api('POST', '/api/clinic-write', users.admin, clinicBody({ pic_id: users.otherPicId, is_internal: true }));
    expect(created.status).toBe(201);
    expect(created.body.payload).toMatchObject({ pic_id: users.otherPicId, is_internal: true });

    const before = await clinicCount();
    for (const picId of [users.adminId, '00000000-0000-4000-8000-000000000000', 'someone']) {
      const refused = await api('POST', '/api/clinic-write', users.admin, clinicBody({ pic_id: picId }));
      expect(refused).toMatchObject({ status: 400, body: { result: 'error', message: 'Please choose a person in charge' } });
    }
    const missing = await api('POST', '/api/clinic-write', users.admin, clinicBody());
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please fill all required fields' } });
    expect(await clinicCount()).toBe(before);
  });

  it('answers each broken field rule with 400 and the spec message, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ registered_clinic_name: 'Shif' }, 'Invalid, must be more than 4 characters'],
      [{ registered_clinic_name_arabic: 'عياد' }, 'Invalid, must be more than 4 characters'],
      [{ lat: '91' }, 'Invalid latitude'],
      [{ lng: '181' }, 'Invalid longitude'],
      [{ website: 'clinic' }, 'Invalid website'],
      [{ contact_number: '12345' }, 'Invalid phone number'],
      [{ SCFHS_license_number: 'MOH-12' }, 'Should be a Number'],
      [{ street: '' }, 'Please fill all required fields'],
      [{ clinic_bio_en: undefined }, 'Please fill all required fields'],
      [{ city: 'PARIS' }, 'Please fill all required fields'],
      [{ avatar: '' }, "Clinic's logo is required"],
      [{ walkin_enabled: true, enable_online_pay: false, enable_clinic_pay: false }, 'Enable online payment or in-clinic payment'],
    ];
    const before = await clinicCount();
    for (const [broken, message] of cases) {
      const reply = await api('POST', '/api/clinic-write', users.owner, clinicBody(broken));
      expect({ broken, status: reply.status, message: reply.body.message }).toEqual({ broken, status: 400, message });
    }
    expect((await api('POST', '/api/clinic-write', users.owner, [clinicBody()])).status).toBe(400);
    expect(await clinicCount()).toBe(before);
  });

  it('needs a login', async () => {
    expect((await api('POST', '/api/clinic-write', undefined, clinicBody())).status).toBe(401);
  });
});

describe('PATCH /api/clinic-write/{id}', () => {
  it('applies a partial body over the stored clinic, keeps the rest, and audits before and after', async () => {
    const { sys_id } = await ownersClinic({ registered_clinic_name: 'Partial Update Clinic' });
    const before = await storedClinic(demo.t, sys_id);
    const changes = { homecare_enabled: true, specialization: 'NEUROLOGY', contact_number: '٠٥٥ ١١١ ٢٢٢٢' };
    const reply = await patchWithIgnoredFields(api, `/api/clinic-write/${sys_id}`, users.owner, changes, { createdAt: '2001-01-01T00:00:00.000Z' });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Clinic updated');
    const after = await storedClinic(demo.t, sys_id);
    expect(after).toMatchObject({
      ...before,
      homecare_enabled: true,
      specialization: 'NEUROLOGY',
      specialization_arabic: 'طب الأعصاب',
      contact_number: '0551112222',
      updatedAt: expect.any(Date),
    });
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    const [audit] = await auditOf(demo.t, 'update', sys_id);
    expect(audit.before).toMatchObject({ homecare_enabled: false, specialization: 'DENTISTRY' });
    expect(audit.after).toMatchObject({ homecare_enabled: true, specialization: 'NEUROLOGY' });
  });

  it('refuses a bad field with 400 and leaves the stored clinic unchanged', async () => {
    const { sys_id } = await ownersClinic({ registered_clinic_name: 'Unchanged Clinic' });
    const before = await storedClinic(demo.t, sys_id);
    const cases: [Record<string, unknown>, string][] = [
      [{ website: 'nope', homecare_enabled: true }, 'Invalid website'],
      [{ registered_clinic_name: 'Shifa' }, 'Invalid, must be more than 5 characters'],
      [{ lat: '100' }, 'Invalid latitude'],
      [{ street: null }, 'Please fill all required fields'],
      // The stored clinic has walk-in with online pay only: turning that off breaks the rule on the whole record.
      [{ enable_online_pay: false }, 'Enable online payment or in-clinic payment'],
      // A good field with a bad person in charge: nothing of it is written.
      [{ homecare_enabled: true, pic_id: users.adminId }, 'Please choose a person in charge'],
    ];
    for (const [broken, message] of cases) {
      const token = 'pic_id' in broken ? users.admin : users.owner;
      const reply = await api('PATCH', `/api/clinic-write/${sys_id}`, token, broken);
      expect({ broken, status: reply.status, message: reply.body.message }).toEqual({ broken, status: 400, message });
    }
    expect(await storedClinic(demo.t, sys_id)).toEqual(before);
    expect(await auditOf(demo.t, 'update', sys_id)).toHaveLength(0);
    // With clinic pay on, online pay may go off.
    const both = await api('PATCH', `/api/clinic-write/${sys_id}`, users.owner, { enable_online_pay: false, enable_clinic_pay: true });
    expect(both.status).toBe(200);
  });

  it('does not let a PIC change pic_id or is_internal (403), but accepts the stored values sent back', async () => {
    const { sys_id } = await ownersClinic({ registered_clinic_name: 'Ownership Clinic' });
    const movePic = await api('PATCH', `/api/clinic-write/${sys_id}`, users.owner, { pic_id: users.otherPicId });
    expect(movePic).toMatchObject({
      status: 403,
      body: { message: 'Only an administrator can change the person in charge of a clinic', code: 'clinic.pic_change_denied' },
    });
    const internal = await api('PATCH', `/api/clinic-write/${sys_id}`, users.owner, { is_internal: true });
    expect(internal).toMatchObject({
      status: 403,
      body: { message: 'Only an administrator can change whether a clinic is internal', code: 'clinic.internal_change_denied' },
    });
    expect(await storedClinic(demo.t, sys_id)).toMatchObject({ pic_id: users.ownerId, is_internal: false });
    expect((await auditOf(demo.t, 'access_denied', sys_id)).filter((row) => row.actor_id === users.ownerId)).toHaveLength(2);

    const sameValues = await api('PATCH', `/api/clinic-write/${sys_id}`, users.owner, { pic_id: users.ownerId, is_internal: false, branch_name: 'North' });
    expect(sameValues.status).toBe(200);

    const byAdmin = await api('PATCH', `/api/clinic-write/${sys_id}`, users.admin, { pic_id: users.otherPicId, is_internal: true });
    expect(byAdmin.status).toBe(200);
    expect(await storedClinic(demo.t, sys_id)).toMatchObject({ pic_id: users.otherPicId, is_internal: true, branch_name: 'North' });
  });

  it("refuses another PIC's clinic (403, audited), a visitor (401) and unknown clinics (404)", async () => {
    const { sys_id } = await ownersClinic({ registered_clinic_name: 'Guarded Clinic' });
    const before = await storedClinic(demo.t, sys_id);
    const refused = await api('PATCH', `/api/clinic-write/${sys_id}`, users.otherPic, { homecare_enabled: true });
    expect(refused.status).toBe(403);
    expect((await auditOf(demo.t, 'access_denied', sys_id)).some((row) => row.actor_id === users.otherPicId)).toBe(true);
    expect((await api('PATCH', `/api/clinic-write/${sys_id}`, undefined, { homecare_enabled: true })).status).toBe(401);
    expect(await storedClinic(demo.t, sys_id)).toEqual(before);
    const unknown = await api('PATCH', '/api/clinic-write/00000000-0000-4000-8000-000000000000', users.admin, { homecare_enabled: true });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Clinic not found', code: 'clinic.not_found' } });
  });
});

describe('DELETE /api/clinic-write/{id}', () => {
  it('hides the clinic from every listing and from reads, keeps the row, and audits it', async () => {
    const { sys_id } = await ownersClinic({ registered_clinic_name: 'Soon Removed Clinic' });
    // A PIC's clinic waits for approval before the patient app lists it (issue 25).
    expect((await api('PATCH', `/api/clinic-write/${sys_id}/status`, users.admin, { status: 'active' })).status).toBe(200);
    const inList = async (url: string, token?: string) => {
      const reply = await api('GET', url, token);
      const rows = reply.body.payload.rows ?? reply.body.payload.data;
      return rows.some((row: { sys_id: string }) => row.sys_id === sys_id);
    };
    expect(await inList('/api/clinic-read/clinics?name=soon%20removed', users.admin)).toBe(true);
    expect(await inList('/api/clinic-read/public?limit=100')).toBe(true);

    expect((await api('DELETE', `/api/clinic-write/${sys_id}`, users.otherPic)).status).toBe(403);
    expect((await api('DELETE', `/api/clinic-write/${sys_id}`)).status).toBe(401);
    expect(await inList('/api/clinic-read/public?limit=100')).toBe(true);

    const reply = await api('DELETE', `/api/clinic-write/${sys_id}`, users.owner);
    expect(reply).toMatchObject({
      status: 200,
      body: { result: 'ok', message: 'Clinic deleted', payload: { sys_id, registered_clinic_name: 'Soon Removed Clinic' } },
    });

    expect(await inList('/api/clinic-read/clinics?name=soon%20removed', users.admin)).toBe(false);
    expect(await inList('/api/clinic-read/?limit=100', users.owner)).toBe(false);
    expect(await inList('/api/clinic-read/public?limit=100')).toBe(false);
    expect((await api('GET', `/api/clinic-read/${sys_id}`, users.admin)).status).toBe(404);
    expect((await api('PATCH', `/api/clinic-write/${sys_id}`, users.owner, { homecare_enabled: true })).status).toBe(404);
    expect((await api('DELETE', `/api/clinic-write/${sys_id}`, users.owner)).status).toBe(404);

    const row = await storedClinic(demo.t, sys_id);
    expect(row?.registered_clinic_name).toBe('Soon Removed Clinic');
    expect(row?.deleted_at).toBeInstanceOf(Date);
    const [audit] = await auditOf(demo.t, 'delete', sys_id);
    expect(audit).toMatchObject({ actor_id: users.ownerId, entity_type: 'clinic' });
    expect(audit.before).toMatchObject({ deleted_at: null });
    expect((audit.after as { deleted_at: string }).deleted_at).toEqual(expect.any(String));
    expect(await demo.t.db.select().from(clinics).where(eq(clinics.sys_id, sys_id))).toHaveLength(1);
  });

  it('refuses while the clinic has upcoming appointments, changing nothing, in the words of its code', async () => {
    const [booked] = await demo.t.db
      .select({ clinic_id: appointments.clinic_id })
      .from(appointments)
      .innerJoin(clinics, eq(clinics.sys_id, appointments.clinic_id))
      .where(and(eq(clinics.pic_id, users.ownerId), gt(appointments.starts_at, new Date()), ne(appointments.status, 'canceled')))
      .limit(1);
    const reply = await api('DELETE', `/api/clinic-write/${booked.clinic_id}`, users.owner);
    expect(reply).toMatchObject({
      status: 409,
      body: { result: 'error', code: 'clinic.has_upcoming_appointments', message: 'This clinic still has upcoming appointments: cancel them before removing the clinic' },
    });
    expect((await storedClinic(demo.t, booked.clinic_id))?.deleted_at).toBeNull();
    expect((await api('GET', `/api/clinic-read/${booked.clinic_id}`, users.admin)).status).toBe(200);
  });

  it('takes its physicians along, so no physician is listed under a removed clinic', async () => {
    const { sys_id } = await ownersClinic({ registered_clinic_name: 'Closing Soon Clinic' });
    const physician = await created<{ sys_id: string }>(api, '/api/doctor-write', users.owner, physicianBody(sys_id, { email: 'closing.soon@example.com' }));
    expect((await api('GET', `/api/doctor-read/${physician.sys_id}`, users.admin)).status).toBe(200);
    expect((await api('DELETE', `/api/clinic-write/${sys_id}`, users.owner)).status).toBe(200);
    const [row] = await demo.t.db.select({ deleted_at: physicians.deleted_at }).from(physicians).where(eq(physicians.sys_id, physician.sys_id));
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect((await api('GET', `/api/doctor-read/${physician.sys_id}`, users.admin)).status).toBe(404);
  });
});
