import { and, eq, isNull } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { administrators, twoFactorRecoveryCodes } from '../db/schema';
import { apiOf, auditOf, userId, type TestApi } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

/*
 * The second factor of staff accounts (issue 25) through the real app: enrolment, the sign-in code
 * step (brake, replay, recovery codes, the challenge's limits), turning it off, ADMIN's reset, and
 * REQUIRE_ADMIN_2FA. The app's clock is the test's, so each code's 30-second step is known.
 */

const LOGIN = '/api/administrator-read/login';
const CODE_STEP = '/api/administrator-read/login/two-factor';
const ME = '/api/administrator-write/me/two-factor';
const USERS = '/api/administrator-write/users';
const STRONG = 'lantern-orbit-mosaic-7';
/** A signed-in read any account may make: answers 200 to a session token. */
const SIGNED_IN_PROBE = '/api/clinic-read/';

let now = new Date();
/** Moves the app's clock on to the next 30-second step, so a new code is due. */
const nextStep = () => {
  now = new Date(now.getTime() + 30_000);
};
const codeOf = (secret: string, at = now) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Creates a PIC as ADMIN and sets its password through its link. */
async function newUser(api: TestApi, admin: string, email: string, role = 'PIC'): Promise<string> {
  const created = await api('POST', USERS, admin, { name: 'Test Person', email, role });
  expect(created.status).toBe(201);
  const token = new URL(created.body.payload.set_password_url).searchParams.get('token');
  expect((await api('POST', '/api/administrator-read/set-password', undefined, { token, password: STRONG })).status).toBe(200);
  return created.body.payload.sys_id;
}

const accountOf = async (t: TestApp, sysId: string) => (await t.db.select().from(administrators).where(eq(administrators.sys_id, sysId)))[0];

describe('the second factor, optional', () => {
  let t: TestApp;
  let api: TestApi;
  let admin: string;
  let pic: string;
  const login = (email: string, password = STRONG) => api('POST', LOGIN, undefined, { email, password });

  /** Signs in with the password alone: the session token (the account must have no second factor). */
  async function tokenOf(email: string): Promise<string> {
    const reply = await login(email);
    expect(reply.status).toBe(200);
    return reply.body.payload.token;
  }

  /** A new account with its second factor on: its id, its secret and its recovery codes. */
  async function enrolled(email: string): Promise<{ id: string; secret: string; recovery: string[] }> {
    const id = await newUser(api, admin, email);
    const token = await tokenOf(email);
    const { secret } = (await api('POST', `${ME}/setup`, token)).body.payload;
    const confirmed = await api('POST', `${ME}/confirm`, token, { code: codeOf(secret) });
    expect(confirmed.status).toBe(200);
    nextStep();
    return { id, secret, recovery: confirmed.body.payload.recovery_codes };
  }

  async function challengeOf(email: string): Promise<string> {
    const reply = await login(email);
    expect(reply.status).toBe(200);
    return reply.body.payload.challenge;
  }

  beforeAll(async () => {
    // Three attempts per account before the brake holds: the brake test reaches it quickly.
    t = await createTestApp({ clock: () => now, loginThrottle: { accountAllowance: 3, addressAllowance: 1000 } });
    api = apiOf(t);
    [admin, pic] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.pharmacyPic)]);
  });
  afterAll(() => t.close());

  it('enrols: a pending secret, a wrong code activates nothing, the right one gives ten recovery codes kept as hashes', async () => {
    const id = await newUser(api, admin, 'enrol.person@example.sa');
    const token = await tokenOf('enrol.person@example.sa');
    const setup = await api('POST', `${ME}/setup`, token);
    expect(setup.status).toBe(200);
    const { secret, otpauth_url } = setup.body.payload;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*enrol\.person%40example\.sa\?/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect((await api('GET', '/api/administrator-read/me/two-factor', token)).body.payload).toEqual({ enabled: false });
    const pending = await accountOf(t, id);
    expect(pending.totp_secret).toBeNull();
    expect(pending.totp_pending_secret).not.toContain(secret);

    const wrong = await api('POST', `${ME}/confirm`, token, { code: String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'two_factor.code_invalid']);
    expect((await accountOf(t, id)).totp_secret).toBeNull();
    // Still a password-only sign-in.
    expect((await login('enrol.person@example.sa')).body.payload.token).toEqual(expect.any(String));

    const confirmed = await api('POST', `${ME}/confirm`, token, { code: codeOf(secret) });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.payload.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.administrator_id, id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0].replace('-', ''));
    const active = await accountOf(t, id);
    expect(active.totp_secret).not.toBeNull();
    expect(active.totp_secret).not.toContain(secret);
    expect(active.totp_pending_secret).toBeNull();
    expect(await auditOf(t, 'two_factor_enable', id)).toHaveLength(1);

    expect((await api('GET', '/api/administrator-read/me/two-factor', token)).body.payload).toEqual({ enabled: true });
    // Shown once: a second setup is refused while the factor is on, and the list says it is on.
    expect((await api('POST', `${ME}/setup`, token)).status).toBe(409);
    const listed = await api('GET', '/api/administrator-read/users?search=enrol.person', admin);
    expect(listed.body.payload.rows[0].two_factor).toBe(true);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('asks for the code after the right password, with a challenge and no session; the code signs in', async () => {
    const { secret } = await enrolled('code.person@example.sa');
    const first = await login('code.person@example.sa');
    expect(first.status).toBe(200);
    expect(first.body.payload).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    // The challenge is no session token.
    expect((await api('GET', SIGNED_IN_PROBE, first.body.payload.challenge)).status).toBe(401);
    // A wrong password still says nothing about a second factor.
    expect((await login('code.person@example.sa', 'not-the-password-1')).status).toBe(401);

    const signedIn = await api('POST', CODE_STEP, undefined, { challenge: first.body.payload.challenge, code: codeOf(secret) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.payload).toMatchObject({ email: 'code.person@example.sa', role: 'PIC', token: expect.any(String) });
    expect((await api('GET', SIGNED_IN_PROBE, signedIn.body.payload.token)).status).toBe(200);
  });

  it('refuses a code used before within its step (replay), and takes the next step\'s', async () => {
    const { secret } = await enrolled('replay.person@example.sa');
    const code = codeOf(secret);
    expect((await api('POST', CODE_STEP, undefined, { challenge: await challengeOf('replay.person@example.sa'), code })).status).toBe(200);
    const challenge = await challengeOf('replay.person@example.sa');
    const again = await api('POST', CODE_STEP, undefined, { challenge, code });
    expect([again.status, again.body.code]).toEqual([401, 'two_factor.code_invalid']);
    nextStep();
    expect((await api('POST', CODE_STEP, undefined, { challenge, code: codeOf(secret) })).status).toBe(200);
  });

  it('counts wrong codes on the login brake: once it holds, even the right code waits', async () => {
    const { secret, id } = await enrolled('brake.person@example.sa');
    const challenge = await challengeOf('brake.person@example.sa'); // the password: attempt 1 of 3
    for (const code of ['000000', '111111']) {
      const wrong = await api('POST', CODE_STEP, undefined, { challenge, code: code === codeOf(secret) ? '222222' : code });
      expect([wrong.status, wrong.body.code]).toEqual([401, 'two_factor.code_invalid']);
    }
    const held = await api('POST', CODE_STEP, undefined, { challenge, code: codeOf(secret) });
    expect([held.status, held.body.code]).toEqual([429, 'auth.too_many_attempts']);
    expect((await auditOf(t, 'login_failed', id)).length).toBe(2);
    // After the wait the right code passes (the challenge lives 5 minutes).
    now = new Date(now.getTime() + 31_000);
    expect((await api('POST', CODE_STEP, undefined, { challenge, code: codeOf(secret) })).status).toBe(200);
  });

  it('takes each recovery code once, and records how many are left', async () => {
    const { id, recovery } = await enrolled('recovery.person@example.sa');
    const typed = recovery[0].toUpperCase().replace('-', ' ');
    const used = await api('POST', CODE_STEP, undefined, { challenge: await challengeOf('recovery.person@example.sa'), code: typed });
    expect(used.status).toBe(200);
    const [audit] = (await auditOf(t, 'login', id)).slice(-1);
    expect(audit.after).toEqual({ second_factor: 'recovery', recovery_codes_left: 9 });
    const again = await api('POST', CODE_STEP, undefined, { challenge: await challengeOf('recovery.person@example.sa'), code: recovery[0] });
    expect([again.status, again.body.code]).toEqual([401, 'two_factor.code_invalid']);
    const unused = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.administrator_id, id), isNull(twoFactorRecoveryCodes.used_at)));
    expect(unused).toHaveLength(9);
  });

  it('ends a challenge after 5 minutes and when the sessions end (logout); a forged one is refused', async () => {
    const { secret } = await enrolled('challenge.person@example.sa');
    const stale = await challengeOf('challenge.person@example.sa');
    now = new Date(now.getTime() + 5 * 60_000 + 1000);
    const expired = await api('POST', CODE_STEP, undefined, { challenge: stale, code: codeOf(secret) });
    expect([expired.status, expired.body.code]).toEqual([401, 'two_factor.challenge_invalid']);

    // A challenge is good for more than one try within its minutes, until the sessions end.
    const challenge = await challengeOf('challenge.person@example.sa');
    const signedIn = await api('POST', CODE_STEP, undefined, { challenge, code: codeOf(secret) });
    expect((await api('POST', '/api/administrator-read/logout', signedIn.body.payload.token)).status).toBe(200);
    nextStep();
    const ended = await api('POST', CODE_STEP, undefined, { challenge, code: codeOf(secret) });
    expect([ended.status, ended.body.code]).toEqual([401, 'two_factor.challenge_invalid']);
    const forged = await api('POST', CODE_STEP, undefined, { challenge: `${challenge.split('.')[0]}.AAAA`, code: codeOf(secret) });
    expect(forged.status).toBe(401);
  });

  it('turns off only with the password and a code; then the password alone signs in', async () => {
    const { id, secret } = await enrolled('disable.person@example.sa');
    const token = (await api('POST', CODE_STEP, undefined, { challenge: await challengeOf('disable.person@example.sa'), code: codeOf(secret) })).body.payload.token;
    nextStep();
    const wrongPassword = await api('POST', `${ME}/disable`, token, { current_password: 'not-the-password-1', code: codeOf(secret) });
    expect([wrongPassword.status, wrongPassword.body.code]).toEqual([400, 'auth.current_password_wrong']);
    const wrongCode = await api('POST', `${ME}/disable`, token, { current_password: STRONG, code: '12345' });
    expect([wrongCode.status, wrongCode.body.code]).toEqual([400, 'two_factor.code_invalid']);
    expect((await accountOf(t, id)).totp_secret).not.toBeNull();

    const off = await api('POST', `${ME}/disable`, token, { current_password: STRONG, code: codeOf(secret) });
    expect(off.status).toBe(200);
    expect(await accountOf(t, id)).toMatchObject({ totp_secret: null, totp_pending_secret: null, totp_last_step: null });
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.administrator_id, id))).toHaveLength(0);
    expect(await auditOf(t, 'two_factor_disable', id)).toHaveLength(1);
    expect((await login('disable.person@example.sa')).body.payload.token).toEqual(expect.any(String));
    expect((await api('POST', `${ME}/disable`, token, { current_password: STRONG, code: '123456' })).status).toBe(409);
  });

  it("lets ADMIN reset another user's second factor (audited); a PIC gets 403 and nothing changes", async () => {
    const { id } = await enrolled('reset.person@example.sa');
    const before = await accountOf(t, id);
    const refused = await api('POST', `${USERS}/${id}/two-factor/reset`, pic);
    expect(refused.status).toBe(403);
    expect(await accountOf(t, id)).toEqual(before);

    const reset = await api('POST', `${USERS}/${id}/two-factor/reset`, admin);
    expect(reset.status).toBe(200);
    expect((await accountOf(t, id)).totp_secret).toBeNull();
    const [audit] = await auditOf(t, 'two_factor_reset', id);
    expect(audit).toMatchObject({ actor_id: await userId(t, DEMO.admin), after: { email: 'reset.person@example.sa' } });
    expect((await login('reset.person@example.sa')).body.payload.token).toEqual(expect.any(String));
    // Nothing left to reset.
    expect((await api('POST', `${USERS}/${id}/two-factor/reset`, admin)).status).toBe(409);
  });
});

describe('REQUIRE_ADMIN_2FA=true', () => {
  let t: TestApp;
  let api: TestApi;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { REQUIRE_ADMIN_2FA: 'true' }, loginThrottle: { accountAllowance: 1000, addressAllowance: 1000 } });
    api = apiOf(t);
  });
  afterAll(() => t.close());

  it('leads an ADMIN without a second factor through its setup at sign-in; the challenge opens nothing else', async () => {
    const first = await api('POST', LOGIN, undefined, { email: DEMO.admin, password: DEMO.password });
    expect(first.status).toBe(200);
    expect(first.body.payload).toEqual({ two_factor_setup_required: true, challenge: expect.any(String) });
    const { challenge } = first.body.payload;
    expect((await api('GET', '/api/administrator-read/users', challenge)).status).toBe(401);
    // A setup challenge is not a code-step challenge.
    expect((await api('POST', CODE_STEP, undefined, { challenge, code: '123456' })).body.code).toBe('two_factor.challenge_invalid');

    const setup = await api('POST', `${CODE_STEP}/setup`, undefined, { challenge });
    expect(setup.status).toBe(200);
    const { secret } = setup.body.payload;
    const wrong = await api('POST', `${CODE_STEP}/confirm`, undefined, { challenge, code: '000000' === codeOf(secret) ? '111111' : '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'two_factor.code_invalid']);
    const adminId = await userId(t, DEMO.admin);
    expect((await accountOf(t, adminId)).totp_secret).toBeNull();

    const confirmed = await api('POST', `${CODE_STEP}/confirm`, undefined, { challenge, code: codeOf(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payload).toMatchObject({ role: 'ADMIN', token: expect.any(String) });
    expect(confirmed.body.payload.recovery_codes).toHaveLength(10);
    expect((await api('GET', '/api/administrator-read/users', confirmed.body.payload.token)).status).toBe(200);

    // From now on the code step, and the factor cannot be turned off while the rule is on.
    nextStep();
    const again = await api('POST', LOGIN, undefined, { email: DEMO.admin, password: DEMO.password });
    expect(again.body.payload.two_factor_required).toBe(true);
    const off = await api('POST', `${ME}/disable`, confirmed.body.payload.token, { current_password: DEMO.password, code: codeOf(secret) });
    expect([off.status, off.body.code]).toEqual([409, 'two_factor.required_for_admin']);
  });

  it('leaves a PIC without a second factor signing in with the password', async () => {
    const reply = await api('POST', LOGIN, undefined, { email: DEMO.pharmacyPic, password: DEMO.password });
    expect(reply.body.payload.token).toEqual(expect.any(String));
  });
});
