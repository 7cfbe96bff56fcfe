import { and, count, eq, isNull } from 'drizzle-orm';
import { centerPic } from '../centers/center-test-kit';
import { centers, clinics, pharmacies } from '../db/schema';
import { pharmacyPic, storedPharmacy } from '../pharmacies/pharmacy-test-kit';
import { auditOf, demoSuite, storedRow } from '../test/test-api';
import type { FacilityKind } from './facility-kinds';
import { KIND_PATHS, profileOf, registered, setStatus, type Facility } from './facility-status-test-kit';

/*
 * Facility approval on a real database (issue 25): who starts a facility active or pending, ADMIN's
 * status calls and their refusals (nothing changed), the audit of each decision, the reads that
 * carry the status, the lists' status filter and the count of those waiting.
 */
const demo = demoSuite();
const { api, users } = demo;
let pharmacist: { token: string; id: string };
let centerOwner: { token: string; id: string };

beforeAll(async () => {
  [pharmacist, centerOwner] = await Promise.all([pharmacyPic(demo.t), centerPic(demo.t)]);
});

const TABLES = { pharmacy: pharmacies, clinic: clinics, center: centers } as const;
const stored = (kind: FacilityKind, sysId: string) => storedRow(demo.t, TABLES[kind], sysId);
const approvalOf = async (kind: FacilityKind, sysId: string) => {
  const row = await stored(kind, sysId);
  return { status: row?.status, status_reason: row?.status_reason };
};

/** A facility of each kind registered by ADMIN for its usual PIC. */
function adminRegistered(kind: FacilityKind, overrides: Record<string, unknown> = {}): Promise<Facility> {
  const picId = { pharmacy: pharmacist.id, clinic: users.ownerId, center: centerOwner.id }[kind];
  return registered(api, kind, users.admin, { pic_id: picId, ...overrides });
}

/** A facility registered by its PIC (centers are registered by ADMIN only). */
function picRegistered(kind: 'pharmacy' | 'clinic', overrides: Record<string, unknown> = {}): Promise<Facility> {
  return registered(api, kind, kind === 'pharmacy' ? pharmacist.token : users.owner, overrides);
}

describe('the status a facility starts with', () => {
  it.each(['pharmacy', 'clinic', 'center'] as const)('is active for a %s ADMIN registers', async (kind) => {
    const facility = await adminRegistered(kind, { status: 'suspended', status_reason: 'from the body' });
    expect(facility).toMatchObject({ status: 'active', status_reason: null });
    expect(await approvalOf(kind, facility.sys_id)).toEqual({ status: 'active', status_reason: null });
  });

  it.each(['pharmacy', 'clinic'] as const)('is pending for a %s its PIC registers, whatever the body says', async (kind) => {
    const facility = await picRegistered(kind, { status: 'active', status_reason: 'approve me' });
    expect(facility).toMatchObject({ status: 'pending', status_reason: null });
    expect(await approvalOf(kind, facility.sys_id)).toEqual({ status: 'pending', status_reason: null });
    const [audit] = await auditOf(demo.t, 'create', facility.sys_id);
    expect(audit.after).toMatchObject({ status: 'pending' });
  });

  it('cannot be changed by an ordinary update, by the PIC or by ADMIN', async () => {
    const pharmacy = await picRegistered('pharmacy');
    for (const token of [pharmacist.token, users.admin]) {
      const reply = await api('PATCH', `/api/pharmacy-write/${pharmacy.sys_id}`, token, { name: 'Renamed Harbour Pharmacy', status: 'active', status_reason: 'x' });
      expect(reply).toMatchObject({ status: 200, body: { payload: { name: 'Renamed Harbour Pharmacy', status: 'pending', status_reason: null } } });
    }
    expect(await approvalOf('pharmacy', pharmacy.sys_id)).toEqual({ status: 'pending', status_reason: null });
  });
});

describe('PATCH {pharmacy,clinic,center}-write/{id}/status', () => {
  it.each(['pharmacy', 'clinic', 'center'] as const)('lets ADMIN suspend a %s with a reason and approve it again, each decision audited', async (kind) => {
    const facility = await adminRegistered(kind);

    const suspended = await setStatus(api, kind, users.admin, facility.sys_id, { status: 'suspended', reason: '  Licence expired on 1 May  ' });
    expect(suspended).toMatchObject({ status: 200, body: { result: 'ok', payload: { sys_id: facility.sys_id, status: 'suspended', status_reason: 'Licence expired on 1 May' } } });
    expect(await approvalOf(kind, facility.sys_id)).toEqual({ status: 'suspended', status_reason: 'Licence expired on 1 May' });
    // The PIC in charge reads the decision and its reason on the facility's profile.
    const owner = { pharmacy: pharmacist.token, clinic: users.owner, center: centerOwner.token }[kind];
    expect(await profileOf(api, kind, owner, facility.sys_id)).toMatchObject({ status: 'suspended', status_reason: 'Licence expired on 1 May' });

    const approved = await setStatus(api, kind, users.admin, facility.sys_id, { status: 'active', reason: 'ignored once approved' });
    expect(approved.body.payload).toMatchObject({ status: 'active', status_reason: null });
    expect(await approvalOf(kind, facility.sys_id)).toEqual({ status: 'active', status_reason: null });

    const audits = await auditOf(demo.t, 'status_change', facility.sys_id);
    expect(audits.map(({ entity_type, actor_id, before, after }) => ({ entity_type, actor_id, before, after }))).toEqual([
      { entity_type: kind, actor_id: users.adminId, before: { status: 'active', status_reason: null }, after: { status: 'suspended', status_reason: 'Licence expired on 1 May' } },
      { entity_type: kind, actor_id: users.adminId, before: { status: 'suspended', status_reason: 'Licence expired on 1 May' }, after: { status: 'active', status_reason: null } },
    ]);
  });

  it('approves a pending pharmacy a PIC registered', async () => {
    const pharmacy = await picRegistered('pharmacy');
    const reply = await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, { status: 'active' });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Pharmacy status updated', payload: { sys_id: pharmacy.sys_id, status: 'active', status_reason: null } } });
    expect((await storedPharmacy(demo.t, pharmacy.sys_id))?.status).toBe('active');
  });

  it('refuses a PIC, even the one in charge, with 403 and changes nothing', async () => {
    const pharmacy = await picRegistered('pharmacy');
    const clinic = await picRegistered('clinic');
    const center = await adminRegistered('center');
    const attempts: [FacilityKind, string, string][] = [
      ['pharmacy', pharmacist.token, pharmacy.sys_id],
      ['clinic', users.owner, clinic.sys_id],
      ['center', centerOwner.token, center.sys_id],
    ];
    for (const [kind, token, sysId] of attempts) {
      const before = await approvalOf(kind, sysId);
      const reply = await setStatus(api, kind, token, sysId, { status: 'active' });
      expect([kind, reply.status, reply.body.result]).toEqual([kind, 403, 'error']);
      expect(await approvalOf(kind, sysId)).toEqual(before);
      expect(await auditOf(demo.t, 'status_change', sysId)).toEqual([]);
    }
  });

  it('refuses a status it does not know and a suspension without a reason, with 400 and nothing changed', async () => {
    const pharmacy = await picRegistered('pharmacy');
    const cases: [unknown, string, string][] = [
      [{ status: 'approved' }, 'validation.facilityStatus.unknown', 'Status must be pending, active or suspended'],
      [{}, 'validation.facilityStatus.unknown', 'Status must be pending, active or suspended'],
      [{ status: 'suspended' }, 'validation.facilityStatus.reasonRequired', 'Please give the reason for the suspension'],
      [{ status: 'suspended', reason: '   ' }, 'validation.facilityStatus.reasonRequired', 'Please give the reason for the suspension'],
      [{ status: 'suspended', reason: 'x'.repeat(1001) }, 'validation.text.tooLong', 'Must be at most 1000 characters'],
      [{ status: 5 }, expect.any(String), expect.any(String)],
    ];
    for (const [body, code, message] of cases) {
      const reply = await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, body);
      expect({ body, status: reply.status, code: reply.body.code, message: reply.body.message }).toEqual({ body, status: 400, code, message });
    }
    expect(await approvalOf('pharmacy', pharmacy.sys_id)).toEqual({ status: 'pending', status_reason: null });
    expect(await auditOf(demo.t, 'status_change', pharmacy.sys_id)).toEqual([]);
  });

  it('answers 404 for an unknown or removed facility', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    for (const [kind, code] of [['pharmacy', 'pharmacy.not_found'], ['clinic', 'clinic.not_found'], ['center', 'center.not_found']] as const) {
      expect(await setStatus(api, kind, users.admin, unknown, { status: 'active' })).toMatchObject({ status: 404, body: { code } });
    }
    const clinic = await picRegistered('clinic');
    expect((await api('DELETE', `/api/clinic-write/${clinic.sys_id}`, users.owner)).status).toBe(200);
    expect(await setStatus(api, 'clinic', users.admin, clinic.sys_id, { status: 'active' })).toMatchObject({ status: 404, body: { code: 'clinic.not_found' } });
    expect(await approvalOf('clinic', clinic.sys_id)).toEqual({ status: 'pending', status_reason: null });
  });
});

describe('facility reads', () => {
  it.each(['pharmacy', 'clinic', 'center'] as const)('carry status and status_reason in the %s list and profile', async (kind) => {
    const facility = await adminRegistered(kind);
    await setStatus(api, kind, users.admin, facility.sys_id, { status: 'suspended', reason: 'Inspection pending' });
    const list = await api('GET', `${KIND_PATHS[kind].list}?limit=100&status=suspended`, users.admin);
    const row = list.body.payload.rows.find((item: Facility) => item.sys_id === facility.sys_id);
    expect(row).toMatchObject({ status: 'suspended', status_reason: 'Inspection pending' });
    expect(await profileOf(api, kind, users.admin, facility.sys_id)).toMatchObject({ status: 'suspended', status_reason: 'Inspection pending' });
    // Every row of every list says its status.
    const all = await api('GET', `${KIND_PATHS[kind].list}?limit=100`, users.admin);
    for (const item of all.body.payload.rows) expect(['pending', 'active', 'suspended']).toContain(item.status);
  });

  it.each(['pharmacy', 'clinic', 'center'] as const)("filters the %s list by status ('pending': those waiting), and refuses an unknown status", async (kind) => {
    const waiting = kind === 'center' ? await adminRegistered(kind) : await picRegistered(kind);
    if (kind === 'center') await setStatus(api, kind, users.admin, waiting.sys_id, { status: 'pending', reason: 'Send the licence again' });
    const active = await adminRegistered(kind);

    const pending = await api('GET', `${KIND_PATHS[kind].list}?limit=100&status=pending`, users.admin);
    const ids = pending.body.payload.rows.map((row: Facility) => row.sys_id);
    expect(ids).toContain(waiting.sys_id);
    expect(ids).not.toContain(active.sys_id);
    expect(pending.body.payload.rows.every((row: Facility) => row.status === 'pending')).toBe(true);
    expect(pending.body.payload.count).toBe(ids.length);

    const activeOnly = await api('GET', `${KIND_PATHS[kind].list}?limit=100&status=active`, users.admin);
    expect(activeOnly.body.payload.rows.map((row: Facility) => row.sys_id)).toContain(active.sys_id);
    expect(activeOnly.body.payload.rows.map((row: Facility) => row.sys_id)).not.toContain(waiting.sys_id);

    expect(await api('GET', `${KIND_PATHS[kind].list}?status=approved`, users.admin)).toMatchObject({ status: 400, body: { code: 'query.unknown_value' } });
  });

  it('lets a PIC filter their own clinics and pharmacies by status too, and see the ones waiting', async () => {
    const pharmacy = await picRegistered('pharmacy');
    const mine = await api('GET', '/api/pharmacy-read?limit=100&status=pending', pharmacist.token);
    expect(mine.body.payload.rows.map((row: Facility) => row.sys_id)).toContain(pharmacy.sys_id);
    expect(mine.body.payload.rows.every((row: Facility) => row.pic_id === pharmacist.id && row.status === 'pending')).toBe(true);

    const clinic = await picRegistered('clinic');
    const clinicList = await api('GET', '/api/clinic-read/?status=pending', users.owner);
    expect(clinicList.body.payload.data.map((row: Facility) => row.sys_id)).toContain(clinic.sys_id);
    expect(clinicList.body.payload.data.every((row: Facility) => row.status === 'pending')).toBe(true);
  });
});

describe('GET administrator-read/pending-facilities', () => {
  const pendingIn = async (table: typeof pharmacies | typeof clinics | typeof centers) =>
    Number((await demo.t.db.select({ value: count() }).from(table).where(and(eq(table.status, 'pending'), isNull(table.deleted_at))))[0].value);

  it('counts the live facilities of each kind waiting for approval, for ADMIN only', async () => {
    const counts = async () => (await api('GET', '/api/administrator-read/pending-facilities', users.admin)).body.payload;
    const before = await counts();
    expect(before).toEqual({ clinics: await pendingIn(clinics), pharmacies: await pendingIn(pharmacies), centers: await pendingIn(centers) });

    const pharmacy = await picRegistered('pharmacy');
    const clinic = await picRegistered('clinic');
    const gone = await picRegistered('clinic');
    await api('DELETE', `/api/clinic-write/${gone.sys_id}`, users.owner);
    expect(await counts()).toEqual({ ...before, pharmacies: before.pharmacies + 1, clinics: before.clinics + 1 });

    await setStatus(api, 'pharmacy', users.admin, pharmacy.sys_id, { status: 'active' });
    await setStatus(api, 'clinic', users.admin, clinic.sys_id, { status: 'suspended', reason: 'Wrong licence number' });
    expect(await counts()).toEqual(before);

    for (const token of [users.owner, pharmacist.token]) {
      expect((await api('GET', '/api/administrator-read/pending-facilities', token)).status).toBe(403);
    }
  });
});
