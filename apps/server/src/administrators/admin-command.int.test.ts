import { count, eq } from 'drizzle-orm';
import { administrators, auditLog } from '../db/schema';
import { SeedRefusedError, seedDemoData, seedOnStart } from '../seed/seed';
import { apiOf, type TestApi } from '../test/test-api';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { AdminCommandError, NO_ADMIN_HINT, parseAdminArgs, runAdminCommand } from './admin-command';
import { hasActiveAdmin } from './staff.repository';

/*
 * `npm run admin -- create` on an empty database (SEED=false), the demo seed's refusal of a database
 * holding real accounts, and the production rule for the demo password.
 */

let t: TestApp;
let api: TestApi;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'false' } });
  api = apiOf(t);
});
afterAll(() => t.close());

const ORIGIN = 'https://backoffice.example.sa';
const run = (argv: string[], stdin = '') => runAdminCommand(argv, { db: t.db, origin: ORIGIN, readStdin: async () => stdin });
const accounts = async () => Number((await t.db.select({ value: count() }).from(administrators))[0].value);
const login = (email: string, password: string) => api('POST', '/api/administrator-read/login', undefined, { email, password });

describe('parseAdminArgs', () => {
  it('reads create with its options, ADMIN by default', () => {
    expect(parseAdminArgs(['create', '--email', 'a@b.sa', '--name', 'Amal Saad'])).toEqual({ command: 'create', email: 'a@b.sa', name: 'Amal Saad', role: 'ADMIN', passwordStdin: false });
    expect(parseAdminArgs(['create', '--name', 'Amal Saad', '--email', 'a@b.sa', '--role', 'PIC', '--password-stdin'])).toMatchObject({ role: 'PIC', passwordStdin: true });
  });

  it('refuses anything else with the usage', () => {
    expect(() => parseAdminArgs([])).toThrow(/Usage: npm run admin -- create/);
    expect(() => parseAdminArgs(['create', '--email', 'a@b.sa'])).toThrow('--email and --name are required');
    expect(() => parseAdminArgs(['create', '--email', 'a@b.sa', '--name', 'Amal', '--role', 'ROOT'])).toThrow('--role must be one of PIC, ADMIN');
    expect(() => parseAdminArgs(['create', '--email', '--name', 'Amal'])).toThrow('Unknown or incomplete option --email');
  });
});

describe('npm run admin -- create', () => {
  it('creates the first ADMIN of an empty database and prints a set-password link that works', async () => {
    expect(await accounts()).toBe(0);
    expect(await hasActiveAdmin(t.db)).toBe(false);
    expect(NO_ADMIN_HINT).toContain('npm run admin -- create --email');

    const output = await run(['create', '--email', 'Owner@Clinic.sa', '--name', 'Clinic Owner']);
    const url = /https:\/\/\S+/.exec(output)![0];
    expect(url).toMatch(/^https:\/\/backoffice\.example\.sa\/set-password\?token=[\w-]{43}$/);
    expect(output).toContain('Created ADMIN owner@clinic.sa');
    expect(await hasActiveAdmin(t.db)).toBe(true);

    const token = new URL(url).searchParams.get('token');
    expect((await api('POST', '/api/administrator-read/set-password', undefined, { token, password: 'first-light-harbour' })).status).toBe(200);
    expect((await login('owner@clinic.sa', 'first-light-harbour')).status).toBe(200);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'create'));
    expect(audit).toMatchObject({ actor_id: null, ip: 'admin-command', entity_type: 'administrator', after: { email: 'owner@clinic.sa', role: 'ADMIN' } });
  });

  it('refuses a duplicate email, a bad one and a weak password, writing nothing', async () => {
    const before = await accounts();
    await expect(run(['create', '--email', 'OWNER@clinic.sa', '--name', 'Someone Else'])).rejects.toThrow(new AdminCommandError('An account with this email already exists'));
    await expect(run(['create', '--email', 'not-an-email', '--name', 'Someone Else'])).rejects.toThrow('email: Invalid Email');
    await expect(run(['create', '--email', 'pic@clinic.sa', '--name', 'Pic Person', '--role', 'PIC', '--password-stdin'], 'my-pic-password\n')).rejects.toThrow(
      'password: Password must not contain your email name',
    );
    await expect(run(['create', '--email', 'pic@clinic.sa', '--name', 'Pic Person', '--password-stdin'], '\n')).rejects.toThrow('password: Please fill all required fields');
    expect(await accounts()).toBe(before);
  });

  it('with --password-stdin, sets the password read from standard input (one trailing newline dropped)', async () => {
    const output = await run(['create', '--email', 'pic.person@clinic.sa', '--name', 'Pic Person', '--role', 'PIC', '--password-stdin'], 'quiet-river-stone-8\n');
    expect(output).toContain('Created PIC pic.person@clinic.sa');
    expect(output).not.toContain('set-password');
    expect((await login('pic.person@clinic.sa', 'quiet-river-stone-8')).status).toBe(200);
  });
});

describe('the demo seed beside real accounts', () => {
  it('refuses to seed a database holding accounts it did not create, writing nothing', async () => {
    const before = await accounts();
    await expect(seedDemoData(t.db, t.app.mediaStore)).rejects.toThrow(SeedRefusedError);
    await expect(seedDemoData(t.db, t.app.mediaStore)).rejects.toThrow(/holds 2 account\(s\) it did not create/);
    expect(await accounts()).toBe(before);
    expect(await t.db.select().from(administrators).where(eq(administrators.email, DEMO.admin))).toEqual([]);
  });

  it('is skipped with a reason when seeding by default, and stops the start when SEED=true was asked', async () => {
    const reasons: string[] = [];
    expect(await seedOnStart(t.db, { ...t.config, seed: true, seedExplicit: false }, (reason) => reasons.push(reason))).toBe(false);
    expect(reasons).toEqual([expect.stringContaining('SEED=false')]);
    await expect(seedOnStart(t.db, { ...t.config, seed: true, seedExplicit: true })).rejects.toThrow(SeedRefusedError);
  });
});

describe('NODE_ENV=production', () => {
  it('signs no one in with the demo password, even a demo account that still has it', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const reply = await production.app.inject({ method: 'POST', url: '/api/administrator-read/login', payload: { email: DEMO.admin, password: DEMO.password } });
      expect([reply.statusCode, reply.json().code]).toEqual([401, 'auth.invalid_credentials']);
    } finally {
      await production.close();
    }
    // Outside production the demo still signs in (the test app's own logins rely on it).
    const demo = await createTestApp();
    try {
      expect(await demo.login(DEMO.admin)).toEqual(expect.any(String));
    } finally {
      await demo.close();
    }
  });
});
