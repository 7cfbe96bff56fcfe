import { and, desc, eq } from 'drizzle-orm';
import { administrators, auditLog } from '../db/schema';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { hashPassword } from './password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const clinics = (token: string) => t.app.inject({ method: 'GET', url: '/api/clinic-read/', headers: bearer(token) });
const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/administrator-read/logout', headers });

const SESSION_ENDED = { result: 'error', message: 'Your session has ended, please log in again', payload: null, code: 'auth.session_ended' };

describe('POST /api/administrator-read/logout', () => {
  it('ends the token on the server: the same token is refused afterwards', async () => {
    const token = await t.login(DEMO.clinicPic);
    expect((await clinics(token)).statusCode).toBe(200);

    const response = await logout(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'ok', payload: null });

    const after = await clinics(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSION_ENDED);
    expect((await logout(bearer(token))).statusCode).toBe(401);
  });

  it('lets the user sign in again with a new token', async () => {
    const old = await t.login(DEMO.pharmacyPic);
    await logout(bearer(old));
    const fresh = await t.login(DEMO.pharmacyPic);
    expect((await clinics(fresh)).statusCode).toBe(200);
    expect((await clinics(old)).statusCode).toBe(401);
  });

  it('is recorded in the audit log', async () => {
    const token = await t.login(DEMO.centerPic);
    await logout(bearer(token));
    const [center] = await t.db.select().from(administrators).where(eq(administrators.email, DEMO.centerPic));
    const [last] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'administrator'), eq(auditLog.entity_id, center.sys_id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(last).toMatchObject({ action: 'logout', actor_id: center.sys_id });
  });

  it('answers 401 without a token', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.required');
  });
});

describe('tokens end when the password changes', () => {
  it('refuses every token issued before a new password, whoever changed it', async () => {
    const token = await t.login(DEMO.admin);
    expect((await clinics(token)).statusCode).toBe(200);
    // Straight in the database, as an operator or any future endpoint would: the trigger still ends the sessions.
    await t.db
      .update(administrators)
      .set({ password_hash: await hashPassword(DEMO.password) })
      .where(eq(administrators.email, DEMO.admin));
    const response = await clinics(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
    expect((await clinics(await t.login(DEMO.admin))).statusCode).toBe(200);
  });
});
