import { and, eq } from 'drizzle-orm';
import type { StaffUser } from '@mk/contracts';
import { administrators, auditLog } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { demoSuite, OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';

const demo = demoSuite();
const { users } = demo;

const EXPORT = '/api/administrator-read/users/export';
const SECRET = 'sealed-totp-secret-never-exported';
let disabledId: string;

beforeAll(async () => {
  // A disabled account and a second factor on another one: what the status filter and the Yes column show.
  const created = await demo.api('POST', '/api/administrator-write/users', users.admin, { name: 'Zz Export Person', email: 'export.person@example.com', role: 'PIC' });
  expect(created.status).toBe(201);
  disabledId = created.body.payload.sys_id;
  expect((await demo.api('POST', `/api/administrator-write/users/${disabledId}/disable`, users.admin)).status).toBe(200);
  await demo.t.db.update(administrators).set({ totp_secret: SECRET }).where(eq(administrators.email, OTHER_PIC));
});

const exported = (query: string, token: string | undefined = users.admin) => download(demo.t, `${EXPORT}?${query}`, token);
const csvRows = async (query: string) => {
  const file = await exported(query);
  expect({ query, status: file.status }).toEqual({ query, status: 200 });
  return csvRecords(file.body.toString('utf8')).slice(1);
};
/** The Users list's ids for a query, in its order (every seeded account fits in one page of 100). */
async function listedIds(query = ''): Promise<string[]> {
  const reply = await demo.api('GET', `/api/administrator-read/users?limit=100${query && `&${query}`}`, users.admin);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.rows.length).toBe(reply.body.payload.count);
  return (reply.body.payload.rows as StaffUser[]).map((user) => user.sys_id);
}

describe('GET /api/administrator-read/users/export (issue 29: the Users list as a file)', () => {
  it("gives ADMIN the list's accounts, by name, as a CSV in Arabic: byte order mark, Arabic headers, roles, statuses and facilities", async () => {
    const file = await exported('format=csv&lang=ar');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = file.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header).toEqual(['المعرّف', 'الاسم', 'البريد الإلكتروني', 'الدور', 'المنشآت', 'الحالة', 'التحقق بخطوتين', 'آخر تسجيل دخول', 'تاريخ الإنشاء']);
    const all = await listedIds();
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(rows.map((row) => row[0])).toEqual(all);

    const byEmail = (email: string) => rows.find((row) => row[2] === email)!;
    expect(byEmail(DEMO.admin).slice(3, 8)).toEqual(['مسؤول النظام', '', 'نشط', 'لا', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)]);
    const clinicPic = byEmail(DEMO.clinicPic);
    expect(clinicPic[3]).toBe('مسؤول منشأة');
    expect(clinicPic[4]).toMatch(/^العيادات: .*عيادة النور للعائلة/);
    expect(byEmail(OTHER_PIC)[6]).toBe('نعم');
    expect(byEmail('export.person@example.com')[5]).toBe('معطّل');
  });

  it('never writes a password hash, a second factor secret or a token', async () => {
    const text = (await exported('format=csv')).body.toString('utf8');
    const [admin] = await demo.t.db.select().from(administrators).where(eq(administrators.email, DEMO.admin));
    expect(text).not.toContain(admin.password_hash);
    expect(text).not.toContain(SECRET);
    expect(csvRecords(text)[0]).toEqual(['ID', 'Name', 'Email', 'Role', 'Facilities', 'Status', 'Two-step sign-in', 'Last sign-in', 'Created']);
  });

  it("keeps the list's filters: each file holds exactly the rows the list answers for the same query", async () => {
    const all = await listedIds();
    for (const query of ['role=PIC', 'role=ADMIN', 'status=disabled', 'search=PIC', 'search=NOURA&status=active&role=PIC']) {
      const ids = await listedIds(query);
      expect({ query, some: ids.length > 0, fewer: ids.length < all.length }).toEqual({ query, some: true, fewer: true });
      expect({ query, ids: (await csvRows(`format=csv&${query}`)).map((row) => row[0]) }).toEqual({ query, ids });
    }
    expect((await csvRows('format=csv&status=disabled')).map((row) => row[0])).toEqual([disabledId]);
    const pics = await csvRows('format=csv&lang=en&role=PIC');
    expect(pics.every((row) => row[3] === 'Person in charge')).toBe(true);
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const file = await exported('format=xlsx&lang=ar&role=PIC');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxSheet(file.body);
    expect(sheet.name).toBe('المستخدمون');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0][3]).toBe('الدور');
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual(await listedIds('role=PIC'));
    expect((await xlsxSheet((await exported('format=xlsx')).body)).rightToLeft).toBe(false);
  });

  it("is ADMIN's alone: a PIC is refused, a caller without a login too", async () => {
    const refused = await demo.api('GET', `${EXPORT}?format=csv`, users.owner);
    expect([refused.status, refused.body.code]).toEqual([403, 'auth.forbidden']);
    expect((await download(demo.t, `${EXPORT}?format=csv`)).status).toBe(401);
  });

  it('audits each file once, with the filters named but not their values', async () => {
    await exported('format=csv&search=noura&role=PIC');
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'users_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(users.adminId);
    expect(last.after).toEqual({ format: 'csv', lang: 'en', filters: ['role', 'search'] });
  });

  it('refuses a missing or unknown format, an unknown role or status, before any file', async () => {
    expect((await exported('')).status).toBe(400);
    expect((await exported('format=pdf')).status).toBe(400);
    for (const query of ['role=BOSS', 'status=gone']) {
      const reply = await demo.api('GET', `${EXPORT}?format=csv&${query}`, users.admin);
      expect([query, reply.status, reply.body.code]).toEqual([query, 400, 'query.unknown_value']);
    }
  });
});
