import { and, eq } from 'drizzle-orm';
import { FACILITY_CATEGORY_LABELS, PACKAGE_TYPE_LABELS, type ListedPackage } from '@mk/contracts';
import { auditLog } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { demoSuite, OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { centersOf, clinicsOf } from './package-test-kit';

const demo = demoSuite();
const { users } = demo;

const EXPORT = '/api/promotion-read/package-clinic/export';
let ownClinics: string[];
let otherClinics: string[];
let centers: string[];

beforeAll(async () => {
  [ownClinics, otherClinics, centers] = await Promise.all([clinicsOf(demo.t, DEMO.clinicPic), clinicsOf(demo.t, OTHER_PIC), centersOf(demo.t)]);
});

const exported = (query: string, token: string | undefined = users.admin) => download(demo.t, `${EXPORT}?${query}`, token);
/** The file's rows, after its header. */
const csvRows = async (query: string, token?: string) => {
  const file = await exported(query, token);
  expect({ query, status: file.status }).toEqual({ query, status: 200 });
  return csvRecords(file.body.toString('utf8')).slice(1);
};
/** The ids a list endpoint answers, in its order (every seeded package fits in one page of 100). */
const listedIds = async (url: string, token: string = users.admin) => {
  const reply = await demo.api('GET', `${url}${url.includes('?') ? '&' : '?'}limit=100`, token);
  expect({ url, status: reply.status }).toEqual({ url, status: 200 });
  expect(reply.body.payload.rows.length).toBe(reply.body.payload.count);
  return (reply.body.payload.rows as ListedPackage[]).map((row) => row.sys_id);
};

describe('GET /api/promotion-read/package-clinic/export (issue 29: the package list as a file)', () => {
  it("gives ADMIN the ADMIN list's packages, in its order, as a CSV in Arabic: byte order mark, Arabic headers, titles, owners and labels", async () => {
    const file = await exported('format=csv&lang=ar');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="packages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = file.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header).toEqual([
      'المعرّف',
      'عنوان الباقة',
      'مقدمة من',
      'نوع المركز',
      'نوع الباقة',
      'السعر قبل الخصم (ريال)',
      'السعر بعد الخصم (ريال)',
      'الخصم (٪)',
      'تاريخ البداية',
      'تاريخ النهاية',
      'مميزة',
      'الوسوم',
      'تاريخ الإنشاء',
    ]);
    const all = await listedIds('/api/promotion-read/admin');
    expect(all.length).toBeGreaterThanOrEqual(13);
    expect(rows.map((row) => row[0])).toEqual(all);
    const family = rows.find((row) => row[1] === 'باقة الفحص العائلي')!;
    expect(family.slice(2, 11)).toEqual(['عيادة النور للعائلة', FACILITY_CATEGORY_LABELS.CLINIC.ar, PACKAGE_TYPE_LABELS.CHECKUP.ar, '1200', '900', '25', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'نعم']);
    expect(family[11]).not.toBe('');
    expect(family[12]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("keeps the ADMIN list's filters: each file holds exactly the rows the list answers for the same query", async () => {
    const all = await listedIds('/api/promotion-read/admin');
    const everyPackage = (await demo.api('GET', '/api/promotion-read/admin?limit=100', users.admin)).body.payload.rows as ListedPackage[];
    const tagId = everyPackage.find((row) => row.tags?.length)!.tags![0].id;
    const ended = everyPackage.find((row) => row.title === 'Winter Flu Care')!;
    for (const query of ['title=check', `centerId=${centers[0]}`, `clinicId=${ownClinics[0]}`, 'title=%D8%A8%D8%A7%D9%82%D8%A9', `tags=${tagId}`, `from=${ended.end_date}&to=${ended.end_date}`]) {
      const ids = await listedIds(`/api/promotion-read/admin?${query}`);
      expect({ query, some: ids.length > 0, fewer: ids.length < all.length }).toEqual({ query, some: true, fewer: true });
      expect({ query, ids: (await csvRows(`format=csv&${query}`)).map((row) => row[0]) }).toEqual({ query, ids });
    }
    const english = await csvRows(`format=csv&lang=en&centerId=${centers[0]}`);
    expect(english.every((row) => ['Lab', 'Radiology'].includes(row[3]))).toBe(true);
  });

  it("gives a PIC their own facilities' packages only (the list of package-clinic), one facility with ownerId, none of another's", async () => {
    const mine = await listedIds('/api/promotion-read/package-clinic', users.owner);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan((await listedIds('/api/promotion-read/admin')).length);
    expect((await csvRows('format=csv', users.owner)).map((row) => row[0])).toEqual(mine);

    const oneClinic = await listedIds(`/api/promotion-read/clinic/${ownClinics[0]}`, users.owner);
    expect((await csvRows(`format=csv&ownerId=${ownClinics[0]}`, users.owner)).map((row) => row[0])).toEqual(oneClinic);
    // Another PIC's clinic with packages: their list refuses it; the file has a header and no row (ADMIN's file has them).
    const everyPackage = (await demo.api('GET', '/api/promotion-read/admin?limit=100', users.admin)).body.payload.rows as ListedPackage[];
    const others = otherClinics.find((id) => everyPackage.some((row) => row.clinic_id === id))!;
    expect(others).toBeDefined();
    expect((await demo.api('GET', `/api/promotion-read/clinic/${others}`, users.owner)).status).toBe(403);
    expect(await csvRows(`format=csv&ownerId=${others}`, users.owner)).toEqual([]);
    expect(await csvRows(`format=csv&clinicId=${others}`, users.owner)).toEqual([]);
    expect((await csvRows(`format=csv&ownerId=${others}`)).map((row) => row[0])).toEqual(await listedIds(`/api/promotion-read/clinic/${others}`));
    expect((await csvRows(`format=csv&ownerId=${others}`)).length).toBeGreaterThan(0);
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const file = await exported(`format=xlsx&lang=ar&centerId=${centers[0]}`);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/filename="packages-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxSheet(file.body);
    expect(sheet.name).toBe('الباقات');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0][1]).toBe('عنوان الباقة');
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual(await listedIds(`/api/promotion-read/admin?centerId=${centers[0]}`));
    const english = await xlsxSheet((await exported('format=xlsx')).body);
    expect(english.rightToLeft).toBe(false);
    expect(english.rows[0][1]).toBe('Package Title');
  });

  it('audits each file once, with the filters named but not their values', async () => {
    await exported(`format=xlsx&lang=ar&title=check&ownerId=${ownClinics[0]}`, users.owner);
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'packages_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(users.ownerId);
    expect(last.after).toEqual({ format: 'xlsx', lang: 'ar', filters: ['ownerId', 'title'] });
  });

  it('refuses a missing or unknown format or language, a bad filter and a caller without a login, before any file', async () => {
    expect((await exported('')).status).toBe(400);
    expect((await exported('format=pdf')).status).toBe(400);
    expect((await exported('format=csv&lang=fr')).status).toBe(400);
    const day = await demo.api('GET', `${EXPORT}?format=csv&from=2025-02-30`, users.admin);
    expect([day.status, day.body.code]).toEqual([400, 'package.day_invalid']);
    const both = await demo.api('GET', `${EXPORT}?format=csv&clinicId=${ownClinics[0]}&centerId=${centers[0]}`, users.admin);
    expect([both.status, both.body.code]).toEqual([400, 'package.owner_filters_exclusive']);
    const owner = await demo.api('GET', `${EXPORT}?format=csv&ownerId=clinic-1`, users.owner);
    expect([owner.status, owner.body.code]).toEqual([400, 'query.unknown_value']);
    expect((await exported('format=csv&tags=vip')).status).toBe(400);
    expect((await download(demo.t, `${EXPORT}?format=csv`)).status).toBe(401);
  });
});
