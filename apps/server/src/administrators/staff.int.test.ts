import { asc, count, eq, isNull } from 'drizzle-orm';
import { administrators, auditLog, pharmacies, setPasswordTokens } from '../db/schema';
import { pharmacyBody } from '../pharmacies/pharmacy-test-kit';
import { apiOf, auditOf, OTHER_PIC, userId, type TestApi } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { hashToken } from './set-password-links';

/*
 * Staff accounts (issue 25) through the real app: the ADMIN's calls and their refusals (each leaving
 * the database as it was), set-password links, disabling, the last-ADMIN rule, and one's own password.
 */

let t: TestApp;
let api: TestApi;
let admin: string;
let pic: string;
let adminId: string;
let now = new Date();

const USERS = '/api/administrator-write/users';
const STRONG = 'lantern-orbit-mosaic-7';

beforeAll(async () => {
  // The clock is the test's, so a link can be made to expire; the brake is wide, since this file signs in often.
  t = await createTestApp({ clock: () => now, loginThrottle: { accountAllowance: 1000, addressAllowance: 1000 } });
  api = apiOf(t);
  [admin, pic] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.pharmacyPic)]);
  adminId = await userId(t, DEMO.admin);
});
afterAll(() => t.close());

const accountCount = async () => Number((await t.db.select({ value: count() }).from(administrators))[0].value);
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const login = (email: string, password: string) => api('POST', '/api/administrator-read/login', undefined, { email, password });
const setPassword = (token: string, password: string) => api('POST', '/api/administrator-read/set-password', undefined, { token, password });
const accountOf = async (sysId: string) => (await t.db.select().from(administrators).where(eq(administrators.sys_id, sysId)))[0];

/** Creates an account as ADMIN and sets its password through its link; gives its id and a signed-in token. */
async function newUser(email: string, body: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const created = await api('POST', USERS, admin, { name: 'Test Person', email, role: 'PIC', ...body });
  expect(created.status).toBe(201);
  expect((await setPassword(tokenOf(created.body.payload.set_password_url), STRONG)).status).toBe(200);
  const signedIn = await login(email, STRONG);
  expect(signedIn.status).toBe(200);
  return { id: created.body.payload.sys_id, token: signedIn.body.payload.token };
}

async function demoPharmacies(): Promise<{ sys_id: string; name: string; pic_id: string | null }[]> {
  return t.db
    .select({ sys_id: pharmacies.sys_id, name: pharmacies.name, pic_id: pharmacies.pic_id })
    .from(pharmacies)
    .where(isNull(pharmacies.deleted_at))
    .orderBy(asc(pharmacies.name));
}

describe('GET /api/administrator-read/users', () => {
  it('pages the accounts with their facilities, status and last sign-in, and never a hash', async () => {
    const reply = await api('GET', '/api/administrator-read/users?limit=50', admin);
    expect(reply.status).toBe(200);
    expect(reply.body.payload.count).toBe(await accountCount());
    const pharmacyPic = reply.body.payload.rows.find((row: { email: string }) => row.email === DEMO.pharmacyPic);
    expect(Object.keys(pharmacyPic).sort()).toEqual(['centers', 'clinics', 'email', 'last_login_at', 'name', 'pharmacies', 'role', 'status', 'sys_id', 'two_factor']);
    expect(pharmacyPic).toMatchObject({ role: 'PIC', status: 'active', clinics: [], centers: [] });
    // The beforeAll sign-in is recorded.
    expect(Date.parse(pharmacyPic.last_login_at)).toBeGreaterThan(0);
    const owned = (await demoPharmacies()).filter((pharmacy) => pharmacy.pic_id === pharmacyPic.sys_id);
    expect(pharmacyPic.pharmacies.map((pharmacy: { sys_id: string }) => pharmacy.sys_id).sort()).toEqual(owned.map((pharmacy) => pharmacy.sys_id).sort());
    expect(pharmacyPic.pharmacies[0]).toEqual({ sys_id: expect.any(String), name: expect.any(String), name_ar: expect.any(String) });
    expect(JSON.stringify(reply.body)).not.toContain('scrypt');
  });

  it('searches name or email in any case and filters by role and status', async () => {
    const byEmail = await api('GET', '/api/administrator-read/users?search=PHARMACY.PIC', admin);
    expect(byEmail.body.payload.rows.map((row: { email: string }) => row.email)).toEqual([DEMO.pharmacyPic]);
    const byName = await api('GET', '/api/administrator-read/users?search=noura', admin);
    expect(byName.body.payload.rows.map((row: { email: string }) => row.email)).toEqual([OTHER_PIC]);
    const admins = await api('GET', '/api/administrator-read/users?role=ADMIN&status=active', admin);
    expect(admins.body.payload.rows.every((row: { role: string; status: string }) => row.role === 'ADMIN' && row.status === 'active')).toBe(true);
    expect(admins.body.payload.rows.length).toBeGreaterThan(0);
    expect((await api('GET', '/api/administrator-read/users?role=OWNER', admin)).status).toBe(400);
  });
});

describe('every staff route is ADMIN only', () => {
  it('answers a PIC 403 on each, and changes nothing', async () => {
    const target = await userId(t, OTHER_PIC);
    const before = await accountOf(target);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/administrator-read/users'],
      ['POST', USERS, { name: 'Sneaky Person', email: 'sneaky@example.sa', role: 'ADMIN' }],
      ['PATCH', `${USERS}/${target}`, { role: 'ADMIN' }],
      ['POST', `${USERS}/${target}/disable`],
      ['POST', `${USERS}/${target}/enable`],
      ['POST', `${USERS}/${target}/reset-password`],
    ];
    for (const [method, url, body] of calls) {
      expect([method, url, (await api(method as 'GET', url, pic, body)).status]).toEqual([method, url, 403]);
    }
    expect(await accountOf(target)).toEqual(before);
    expect((await t.db.select().from(administrators).where(eq(administrators.email, 'sneaky@example.sa'))).length).toBe(0);
    expect((await t.db.select().from(setPasswordTokens).where(eq(setPasswordTokens.administrator_id, target))).length).toBe(0);
  });
});

describe('POST /api/administrator-write/users and the set-password link', () => {
  it('creates an account with no usable password and a one-time link; only the hash of its token is kept', async () => {
    const reply = await api('POST', USERS, admin, { name: 'Sara Ahmed', email: 'Sara.Ahmed@Clinic.sa', role: 'PIC' });
    expect(reply.status).toBe(201);
    const { sys_id, set_password_url } = reply.body.payload;
    expect(set_password_url).toMatch(new RegExp(`^${t.config.publicUrl}/set-password\\?token=[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(set_password_url);
    const [link] = await t.db.select().from(setPasswordTokens).where(eq(setPasswordTokens.administrator_id, sys_id));
    expect(link.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(await t.db.select().from(setPasswordTokens))).not.toContain(token);
    expect(link.expires_at.getTime() - link.created_at.getTime()).toBe(24 * 3600_000);
    expect(await accountOf(sys_id)).toMatchObject({ email: 'sara.ahmed@clinic.sa', role: 'PIC', status: 'active', demo: false });
    // No password signs in yet, not even an empty-looking guess.
    expect((await login('sara.ahmed@clinic.sa', STRONG)).status).toBe(401);

    const [audit] = await auditOf(t, 'create', sys_id);
    expect(audit).toMatchObject({ actor_id: adminId, entity_type: 'administrator', after: { email: 'sara.ahmed@clinic.sa', role: 'PIC', status: 'active' } });
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|token/);
  });

  it('refuses a duplicate email whatever its case (409), and a bad body (400), writing nothing', async () => {
    const before = await accountCount();
    const duplicate = await api('POST', USERS, admin, { name: 'Other Admin', email: 'ADMIN@example.com', role: 'ADMIN' });
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'staff.email_taken']);
    const bad = await api('POST', USERS, admin, { name: 'Other Person', email: 'not-an-email', role: 'PIC' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation.email.invalid']);
    expect(await accountCount()).toBe(before);
  });

  it('refuses an unknown facility id, and facilities for an ADMIN (400), writing nothing', async () => {
    const before = await accountCount();
    const [pharmacy] = await demoPharmacies();
    const unknown = await api('POST', USERS, admin, { name: 'New Person', email: 'new.person@example.sa', role: 'PIC', pharmacy_ids: [pharmacy.sys_id, '00000000-0000-4000-8000-000000000001'] });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'staff.facility_not_found']);
    const adminWithFacility = await api('POST', USERS, admin, { name: 'New Person', email: 'new.person@example.sa', role: 'ADMIN', pharmacy_ids: [pharmacy.sys_id] });
    expect([adminWithFacility.status, adminWithFacility.body.code]).toEqual([400, 'staff.facilities_pic_only']);
    expect(await accountCount()).toBe(before);
    expect((await demoPharmacies())[0].pic_id).toBe(pharmacy.pic_id);
  });

  it('keeps the link usable after a weak password (common, short, or holding the email name), then sets it once', async () => {
    const created = await api('POST', USERS, admin, { name: 'Khalid Omar', email: 'khalid.omar@pharma.sa', role: 'PIC' });
    const token = tokenOf(created.body.payload.set_password_url);
    const hashBefore = (await accountOf(created.body.payload.sys_id)).password_hash;
    for (const [password, code] of [
      ['KHALID.OMAR-2026!', 'validation.password.containsEmail'],
      ['password123', 'validation.password.common'],
      ['short1', 'validation.password.tooShort'],
    ]) {
      const reply = await setPassword(token, password);
      expect([password, reply.status, reply.body.code]).toEqual([password, 400, code]);
    }
    expect((await accountOf(created.body.payload.sys_id)).password_hash).toBe(hashBefore);

    expect((await setPassword(token, STRONG)).status).toBe(200);
    expect((await login('khalid.omar@pharma.sa', STRONG)).status).toBe(200);
    const reused = await setPassword(token, 'another-long-phrase-9');
    expect([reused.status, reused.body.code]).toEqual([400, 'auth.set_password_link_invalid']);
    expect((await login('khalid.omar@pharma.sa', STRONG)).status).toBe(200);
    expect(await auditOf(t, 'password_set', created.body.payload.sys_id)).toHaveLength(1);
  });

  it('refuses an unknown token and an expired one with the same answer', async () => {
    const unknown = await setPassword('x'.repeat(43), STRONG);
    expect([unknown.status, unknown.body.code]).toEqual([400, 'auth.set_password_link_invalid']);

    const created = await api('POST', USERS, admin, { name: 'Late Person', email: 'late.person@example.sa', role: 'PIC' });
    const token = tokenOf(created.body.payload.set_password_url);
    const started = now;
    now = new Date(started.getTime() + 24 * 3600_000 + 1000);
    try {
      const expired = await setPassword(token, STRONG);
      expect([expired.status, expired.body.code]).toEqual([400, 'auth.set_password_link_invalid']);
    } finally {
      now = started;
    }
    expect((await login('late.person@example.sa', STRONG)).status).toBe(401);
  });
});

describe('facilities of a PIC', () => {
  it('assigns, replaces and removes facilities, and the PIC sees exactly theirs', async () => {
    const [first, second] = await demoPharmacies();
    const { id, token } = await newUser('facility.pic@example.sa', { pharmacy_ids: [first.sys_id] });
    const own = async () => (await api('GET', '/api/pharmacy-read?limit=100', token)).body.payload.rows.map((row: { sys_id: string }) => row.sys_id);
    expect(await own()).toEqual([first.sys_id]);

    const replaced = await api('PATCH', `${USERS}/${id}`, admin, { pharmacy_ids: [second.sys_id], name: 'Facility Person' });
    expect(replaced.status).toBe(200);
    expect(await own()).toEqual([second.sys_id]);
    // The facility left out has no person in charge now; the others of the user are untouched.
    expect((await demoPharmacies()).find((pharmacy) => pharmacy.sys_id === first.sys_id)!.pic_id).toBeNull();
    const [audit] = await auditOf(t, 'update', id);
    expect(audit.before).toMatchObject({ pharmacy_ids: [first.sys_id] });
    expect(audit.after).toMatchObject({ name: 'Facility Person', pharmacy_ids: [second.sys_id] });

    const unknown = await api('PATCH', `${USERS}/${id}`, admin, { pharmacy_ids: [first.sys_id, '00000000-0000-4000-8000-000000000002'] });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'staff.facility_not_found']);
    expect(await own()).toEqual([second.sys_id]);

    expect((await api('PATCH', `${USERS}/${id}`, admin, { pharmacy_ids: [] })).status).toBe(200);
    expect(await own()).toEqual([]);
    expect((await api('PATCH', `${USERS}/00000000-0000-4000-8000-000000000003`, admin, { name: 'Nobody Here' })).status).toBe(404);
  });
});

describe('disable, enable and reset-password', () => {
  it('refuses the next request and the login of a disabled account; enabling revives no old token', async () => {
    const { id, token } = await newUser('leaving@example.sa');
    const versionBefore = (await accountOf(id)).token_version;
    expect((await api('POST', `${USERS}/${id}/disable`, admin)).status).toBe(200);
    expect((await accountOf(id)).token_version).toBeGreaterThan(versionBefore);
    expect((await api('GET', '/api/pharmacy-read', token)).status).toBe(401);
    const refused = await login('leaving@example.sa', STRONG);
    expect([refused.status, refused.body.code]).toEqual([401, 'auth.account_disabled']);
    // A wrong password gets the usual answer: only the right one learns of the disable.
    expect((await login('leaving@example.sa', 'wrong-password-123')).body.code).toBe('auth.invalid_credentials');
    expect((await api('GET', '/api/administrator-read/users?status=disabled', admin)).body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).toContain(id);
    // Nor is a disabled PIC put in charge of a new facility.
    const pharmacy = await api('POST', '/api/pharmacy-write', admin, pharmacyBody({ pic_id: id }));
    expect([pharmacy.status, pharmacy.body.code]).toEqual([400, 'auth.pic_required']);

    expect((await api('POST', `${USERS}/${id}/enable`, admin)).status).toBe(200);
    expect((await api('GET', '/api/pharmacy-read', token)).status).toBe(401);
    expect((await login('leaving@example.sa', STRONG)).status).toBe(200);
    expect((await auditOf(t, 'disable', id))[0]).toMatchObject({ actor_id: adminId, before: { status: 'active' }, after: { status: 'disabled' } });
    expect(await auditOf(t, 'enable', id)).toHaveLength(1);
  });

  it('gives a new link that replaces the unused one; the password stays until it is used', async () => {
    const { id } = await newUser('forgetful@example.sa');
    const first = await api('POST', `${USERS}/${id}/reset-password`, admin);
    const second = await api('POST', `${USERS}/${id}/reset-password`, admin);
    expect(second.status).toBe(200);
    expect((await login('forgetful@example.sa', STRONG)).status).toBe(200);
    expect((await setPassword(tokenOf(first.body.payload.set_password_url), 'brand-new-phrase-42')).body.code).toBe('auth.set_password_link_invalid');
    expect((await setPassword(tokenOf(second.body.payload.set_password_url), 'brand-new-phrase-42')).status).toBe(200);
    expect((await login('forgetful@example.sa', 'brand-new-phrase-42')).status).toBe(200);
    expect((await login('forgetful@example.sa', STRONG)).status).toBe(401);
    expect(await auditOf(t, 'password_reset', id)).toHaveLength(2);
    expect(JSON.stringify(await auditOf(t, 'password_reset', id))).not.toMatch(/token=|scrypt/);
  });
});

describe('the last active ADMIN', () => {
  it('cannot be disabled or demoted, even by themselves; with a second ADMIN they can', async () => {
    const activeAdmins = await api('GET', '/api/administrator-read/users?role=ADMIN&status=active', admin);
    expect(activeAdmins.body.payload.rows.map((row: { sys_id: string }) => row.sys_id)).toEqual([adminId]);
    const before = await accountOf(adminId);
    const disable = await api('POST', `${USERS}/${adminId}/disable`, admin);
    expect([disable.status, disable.body.code]).toEqual([409, 'staff.last_admin']);
    const demote = await api('PATCH', `${USERS}/${adminId}`, admin, { role: 'PIC' });
    expect([demote.status, demote.body.code]).toEqual([409, 'staff.last_admin']);
    expect(await accountOf(adminId)).toEqual(before);

    const second = await newUser('second.admin@example.sa', { role: 'ADMIN' });
    expect((await api('POST', `${USERS}/${second.id}/disable`, admin)).status).toBe(200);
    // Disabled, the second no longer counts: the first is still the last.
    expect((await api('POST', `${USERS}/${adminId}/disable`, admin)).status).toBe(409);
    expect((await api('POST', `${USERS}/${second.id}/enable`, admin)).status).toBe(200);
    const secondToken = (await login('second.admin@example.sa', STRONG)).body.payload.token;
    expect((await api('PATCH', `${USERS}/${second.id}`, secondToken, { role: 'PIC' })).status).toBe(200);
    expect((await accountOf(second.id)).role).toBe('PIC');
  });
});

describe('POST /api/administrator-write/me/password', () => {
  it('needs the current password, holds the new one to the rule, and changes nothing when refused', async () => {
    const { id, token } = await newUser('changer@example.sa');
    const hash = (await accountOf(id)).password_hash;
    const wrong = await api('POST', '/api/administrator-write/me/password', token, { current_password: 'not-the-password', new_password: 'fresh-phrase-2026' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'auth.current_password_wrong']);
    const weak = await api('POST', '/api/administrator-write/me/password', token, { current_password: STRONG, new_password: 'my-changer-phrase' });
    expect([weak.status, weak.body.code]).toEqual([400, 'validation.password.containsEmail']);
    expect((await accountOf(id)).password_hash).toBe(hash);
    expect((await api('GET', '/api/pharmacy-read', token)).status).toBe(200);
    expect(await auditOf(t, 'password_change_failed', id)).toHaveLength(1);
    expect((await api('POST', '/api/administrator-write/me/password', undefined, { current_password: STRONG, new_password: 'fresh-phrase-2026' })).status).toBe(401);
  });

  it('ends every other session and answers a fresh token for this one', async () => {
    const { id, token: first } = await newUser('two.devices@example.sa');
    const other = (await login('two.devices@example.sa', STRONG)).body.payload.token;
    const reply = await api('POST', '/api/administrator-write/me/password', first, { current_password: STRONG, new_password: 'fresh-phrase-2026' });
    expect(reply.status).toBe(200);
    const fresh = reply.body.payload.token;
    expect((await api('GET', '/api/pharmacy-read', fresh)).status).toBe(200);
    expect((await api('GET', '/api/pharmacy-read', first)).status).toBe(401);
    expect((await api('GET', '/api/pharmacy-read', other)).status).toBe(401);
    expect((await login('two.devices@example.sa', 'fresh-phrase-2026')).status).toBe(200);
    expect((await login('two.devices@example.sa', STRONG)).status).toBe(401);
    const [audit] = await auditOf(t, 'password_change', id);
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|fresh-phrase/);
  });
});

describe('audit records of staff writes', () => {
  it('never hold a hash or a token', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity_type, 'administrator'));
    expect(rows.length).toBeGreaterThan(10);
    const text = JSON.stringify(rows.map((row) => [row.before, row.after]));
    expect(text).not.toMatch(/scrypt|password_hash|token_hash|set-password\?token/);
  });
});
