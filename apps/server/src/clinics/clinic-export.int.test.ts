import { asc, eq, isNull, and } from 'drizzle-orm';
import { CITY_LABELS } from '@mk/contracts';
import { auditLog, clinics, type ClinicRow } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { demoSuite } from '../test/test-api';

const demo = demoSuite();
const { users } = demo;
let live: ClinicRow[];

beforeAll(async () => {
  live = await demo.t.db.select().from(clinics).where(isNull(clinics.deleted_at)).orderBy(asc(clinics.registered_clinic_name));
});

const exported = (query: string, token: string | undefined = users.admin) => download(demo.t, `/api/clinic-read/export?${query}`, token);

describe('GET /api/clinic-read/export (issue 29: exports of every list)', () => {
  it("gives ADMIN every clinic as a CSV in Arabic that Excel opens: byte order mark, Arabic headers and names, the Riyadh date in the file's name", async () => {
    const file = await exported('format=csv&lang=ar');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="clinics-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.cacheControl).toBe('no-store');
    const text = file.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header.slice(0, 4)).toEqual(['المعرّف', 'اسم العيادة', 'التخصص', 'المدينة']);
    expect(rows.map((row) => row[0]).sort()).toEqual(live.map((clinic) => clinic.sys_id).sort());
    const riyadhClinic = live.find((clinic) => clinic.city === 'RIYADH' && clinic.registered_clinic_name_arabic)!;
    const row = rows.find((cells) => cells[0] === riyadhClinic.sys_id)!;
    expect(row[1]).toBe(riyadhClinic.registered_clinic_name_arabic);
    expect(row[3]).toBe(CITY_LABELS.RIYADH.ar);
  });

  it("keeps the list's filters and order: the file of `city=RIYADH` holds exactly the list's Riyadh clinics, by name", async () => {
    const listed = await demo.api('GET', '/api/clinic-read/clinics?city=RIYADH&limit=100', users.admin);
    const [, ...rows] = csvRecords((await exported('format=csv&lang=en&city=RIYADH')).body.toString('utf8'));
    expect(rows.map((row) => row[0])).toEqual(listed.body.payload.rows.map((clinic: ClinicRow) => clinic.sys_id));
    expect(rows.every((row) => row[3] === 'Riyadh')).toBe(true);
  });

  it("gives a PIC their own clinics only, whatever filters they send", async () => {
    const own = live.filter((clinic) => clinic.pic_id === users.ownerId);
    const [, ...rows] = csvRecords((await exported('format=csv&name=a', users.owner)).body.toString('utf8'));
    expect(rows.map((row) => row[0]).sort()).toEqual(own.map((clinic) => clinic.sys_id).sort());
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const file = await exported('format=xlsx&lang=ar&city=RIYADH');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/filename="clinics-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxSheet(file.body);
    expect(sheet.name).toBe('العيادات');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0][1]).toBe('اسم العيادة');
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual(live.filter((clinic) => clinic.city === 'RIYADH').map((clinic) => clinic.sys_id));
    expect((await xlsxSheet((await exported('format=xlsx')).body)).rightToLeft).toBe(false);
  });

  it('audits each file once, with the filters named but not their values', async () => {
    await exported('format=csv&city=JEDDAH&name=Smile');
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'clinics_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(users.adminId);
    expect(last.after).toEqual({ format: 'csv', lang: 'en', filters: ['city', 'name'] });
  });

  it('refuses a missing or unknown format, an unknown city and a caller without a login, before any file', async () => {
    expect((await exported('')).status).toBe(400);
    expect((await exported('format=pdf')).status).toBe(400);
    const city = await demo.api('GET', '/api/clinic-read/export?format=csv&city=PARIS', users.admin);
    expect(city.status).toBe(400);
    expect(city.body.code).toBe('query.unknown_value');
    expect((await download(demo.t, '/api/clinic-read/export?format=csv')).status).toBe(401);
  });
});
