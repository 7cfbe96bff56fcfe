import { and, desc, eq } from 'drizzle-orm';
import { GENDER_LABELS } from '@mk/contracts';
import { auditLog, patients, type PatientRow } from '../db/schema';
import { EXPORT_PAGE_SIZE } from '../exports/export-file';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { demoSuite } from '../test/test-api';

const demo = demoSuite();
const { users } = demo;
/** Every patient, newest first: the list's order. */
let live: PatientRow[];

beforeAll(async () => {
  live = await demo.t.db.select().from(patients).orderBy(desc(patients.id));
});

const exported = (query: string, token: string | undefined = users.admin) => download(demo.t, `/api/patient-read/export?${query}`, token);
const csvOf = async (query: string) => csvRecords((await exported(query)).body.toString('utf8'));

/** Every row of the list (`GET patient-read/`) for a search, page after page of 200. */
async function listed(search: string): Promise<{ sys_id: string }[]> {
  const rows: { sys_id: string }[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await demo.api('GET', `/api/patient-read/?search=${encodeURIComponent(search)}&limit=200&page=${page}`, users.admin);
    expect(reply.status).toBe(200);
    rows.push(...reply.body.payload.data);
    if (rows.length >= reply.body.payload.count) return rows;
  }
}

describe('GET /api/patient-read/export (issue 29: exports of every list)', () => {
  it('gives ADMIN every patient, newest first over several pages, as a CSV in Arabic: byte order mark, Arabic headers and labels', async () => {
    expect(live.length).toBeGreaterThan(2 * EXPORT_PAGE_SIZE);
    const file = await exported('format=csv&lang=ar');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="patients-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.cacheControl).toBe('no-store');
    const text = file.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header).toEqual(['المعرّف', 'اسم المريض', 'رقم الجوال', 'رقم الهوية/الإقامة', 'تاريخ الميلاد', 'الجنس', 'العيادة', 'تاريخ التسجيل']);
    // Every page, in the list's order, none twice and none left out.
    expect(rows.map((row) => row[0])).toEqual(live.map((patient) => patient.sys_id));
    const female = live.find((patient) => patient.gender === 'Female' && patient.national_id && patient.date_of_birth)!;
    const row = rows.find((cells) => cells[0] === female.sys_id)!;
    expect(row.slice(1, 6)).toEqual([female.name, female.phone, female.national_id, female.date_of_birth!.slice(0, 10), GENDER_LABELS.Female.ar]);
    expect(row[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("holds exactly the list's rows for the same search, in its order, and a phone search finds its one patient", async () => {
    const byName = await listed('Rakan');
    expect(byName.length).toBeGreaterThan(2);
    const [, ...rows] = await csvOf('format=csv&lang=en&search=Rakan');
    expect(rows.map((row) => row[0])).toEqual(byName.map((patient) => patient.sys_id));
    expect(rows.every((row) => /rakan/i.test(row[1]))).toBe(true);

    const one = live[live.length - 1];
    const [, ...found] = await csvOf(`format=csv&search=${one.phone}`);
    expect(found).toEqual([[one.sys_id, one.name, one.phone, one.national_id ?? '', one.date_of_birth?.slice(0, 10) ?? '', one.gender ?? '', one.clinic_name ?? '', expect.any(String)]]);
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const file = await exported('format=xlsx&lang=ar&search=Rakan');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/filename="patients-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxSheet(file.body);
    expect(sheet.name).toBe('المرضى');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0][1]).toBe('اسم المريض');
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual((await listed('Rakan')).map((patient) => patient.sys_id));
    expect((await xlsxSheet((await exported('format=xlsx&search=Rakan')).body)).rightToLeft).toBe(false);
  });

  it('audits each file once, with the search named but not its value', async () => {
    const before = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'patients_export')));
    await exported('format=xlsx&lang=ar&search=0500000000');
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'patients_export')));
    expect(records).toHaveLength(before.length + 1);
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(users.adminId);
    expect(last.after).toEqual({ format: 'xlsx', lang: 'ar', filters: ['search'] });
    expect(JSON.stringify(last)).not.toContain('0500000000');
  });

  it('is for ADMIN only: a PIC gets 403 and no file, a caller without a login 401', async () => {
    const refused = await demo.api('GET', '/api/patient-read/export?format=csv', users.owner);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth.forbidden');
    expect((await download(demo.t, '/api/patient-read/export?format=csv')).status).toBe(401);
  });

  it('refuses a missing or unknown format or language and a repeated search, before any file', async () => {
    expect((await exported('')).status).toBe(400);
    expect((await exported('format=pdf')).status).toBe(400);
    expect((await exported('format=csv&lang=fr')).status).toBe(400);
    expect((await exported('format=csv&search=a&search=b')).status).toBe(400);
  });
});
