import { and, asc, eq, isNull } from 'drizzle-orm';
import { SPECIALIZATION_LABELS, TITLE_LABELS, type Specialization, type Title } from '@mk/contracts';
import { auditLog, physicians, type PhysicianRow } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { demoSuite } from '../test/test-api';
import { clinicsOf } from './physician-test-kit';

const demo = demoSuite();
const { users } = demo;
/** The live physicians, by name then sys_id (the list's order). */
let live: PhysicianRow[];
let ownClinics: string[];
let nourasClinics: string[];

beforeAll(async () => {
  live = await demo.t.db.select().from(physicians).where(isNull(physicians.deleted_at)).orderBy(asc(physicians.name), asc(physicians.sys_id));
  [ownClinics, nourasClinics] = await Promise.all([clinicsOf(demo.t, users.ownerId), clinicsOf(demo.t, users.otherPicId)]);
});

const exported = (query: string, token: string | undefined = users.admin) => download(demo.t, `/api/doctor-read/export?${query}`, token);
const idsOf = async (query: string, token?: string) => csvRecords((await exported(query, token)).body.toString('utf8')).slice(1).map((row) => row[0]);

/** Every row of the list (`GET doctor-read/v2`) for these filters as `token`, page after page of 30. */
async function listed(filters: string, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await demo.api('GET', `/api/doctor-read/v2?${filters}&limit=30&page=${page}`, token);
    expect(reply.status).toBe(200);
    ids.push(...reply.body.payload.rows.map((row: { sys_id: string }) => row.sys_id));
    if (ids.length >= reply.body.payload.count) return ids;
  }
}

describe('GET /api/doctor-read/export (issue 29: exports of every list)', () => {
  it('gives ADMIN every live physician, by name, as a CSV in Arabic: byte order mark, Arabic headers, names and labels', async () => {
    const file = await exported('format=csv&lang=ar');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="physicians-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = file.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header.slice(0, 6)).toEqual(['المعرّف', 'اسم الطبيب', 'التخصص', 'العيادة', 'اللقب المهني', 'الجنس']);
    expect(rows.map((row) => row[0])).toEqual(live.map((physician) => physician.sys_id));
    const physician = live[0];
    const row = rows[0];
    expect(row[1]).toBe(physician.arabic_name);
    expect(row[2]).toBe(SPECIALIZATION_LABELS[physician.specialization as Specialization].ar);
    expect(row[4]).toBe(TITLE_LABELS[physician.title as Title].ar);
    expect(row[5]).toBe(physician.gender === 'Male' ? 'ذكر' : 'أنثى');
    expect(Number(row[7])).toBe(Number(physician.consultation_fees));
    expect(row[10]).toBe(physician.app_access ? 'نعم' : 'لا');
  });

  it("holds exactly the list's rows for the same filters, in its order", async () => {
    const specialization = live[0].specialization;
    for (const filters of [`specialization=${specialization}`, 'city=RIYADH&consultationType=walkin', `name=${encodeURIComponent('الحربي')}`]) {
      const list = await listed(filters, users.admin);
      expect(list.length).toBeGreaterThan(0);
      expect([filters, await idsOf(`format=csv&lang=en&${filters}`)]).toEqual([filters, list]);
    }
    const [, ...rows] = csvRecords((await exported(`format=csv&specialization=${specialization}`)).body.toString('utf8'));
    expect(rows.every((row) => row[2] === SPECIALIZATION_LABELS[specialization as Specialization].en)).toBe(true);
  });

  it("gives a PIC the physicians of their own clinics only, as the list does, whatever clinic they ask for", async () => {
    const own = live.filter((physician) => ownClinics.includes(physician.clinic_id)).map((physician) => physician.sys_id);
    expect(own.length).toBeGreaterThan(0);
    expect(await idsOf('format=csv', users.owner)).toEqual(own);
    expect(await listed('', users.owner)).toEqual(own);
    const another = await exported(`format=csv&clinic=${nourasClinics[0]}`, users.owner);
    expect(another.status).toBe(200);
    expect(csvRecords(another.body.toString('utf8'))).toHaveLength(1);
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const file = await exported(`format=xlsx&lang=ar&clinic=${ownClinics[0]}`);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await xlsxSheet(file.body);
    expect(sheet.name).toBe('الأطباء');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0][1]).toBe('اسم الطبيب');
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual(live.filter((physician) => physician.clinic_id === ownClinics[0]).map((physician) => physician.sys_id));
    expect((await xlsxSheet((await exported(`format=xlsx&clinic=${ownClinics[0]}`)).body)).rightToLeft).toBe(false);
  });

  it('audits each file once, with the caller and the filters named', async () => {
    await exported('format=csv&name=Sara&city=JEDDAH', users.owner);
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'physicians_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(users.ownerId);
    expect(last.after).toEqual({ format: 'csv', lang: 'en', filters: ['city', 'name'] });
  });

  it('refuses a missing or unknown format, an unknown city, a clinic that is no id and a caller without a login, before any file', async () => {
    expect((await exported('')).status).toBe(400);
    expect((await exported('format=pdf')).status).toBe(400);
    const city = await demo.api('GET', '/api/doctor-read/export?format=csv&city=PARIS', users.admin);
    expect([city.status, city.body.code]).toEqual([400, 'query.unknown_value']);
    const clinic = await demo.api('GET', '/api/doctor-read/export?format=csv&clinic=nope', users.admin);
    expect([clinic.status, clinic.body.code]).toEqual([400, 'clinic.unknown']);
    expect((await download(demo.t, '/api/doctor-read/export?format=csv')).status).toBe(401);
  });
});
