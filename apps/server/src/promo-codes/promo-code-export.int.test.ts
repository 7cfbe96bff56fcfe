import { and, eq } from 'drizzle-orm';
import { PROMO_ENTITY_TYPE_LABELS, type PromoCode } from '@mk/promo-codes/contract';
import { auditLog } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { riyadhDay } from '../pdf/riyadh-day';
import { demoSuite } from '../test/test-api';

const demo = demoSuite();
const { users } = demo;

const EXPORT = '/api/promotion-read/promo-codes/export';
const exported = (query: string, token: string | undefined = users.admin) => download(demo.t, `${EXPORT}?${query}`, token);

/** The list's codes, in its order (the seeded ones fit in one page of 100). */
async function listed(): Promise<PromoCode[]> {
  const reply = await demo.api('GET', '/api/promotion-read/promo-codes?limit=100', users.admin);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.rows.length).toBe(reply.body.payload.count);
  return reply.body.payload.rows;
}

describe('GET /api/promotion-read/promo-codes/export (issue 29: the promo code list as a file)', () => {
  it("gives ADMIN the list's codes, in its order, as a CSV in Arabic: byte order mark, Arabic headers, labels and names", async () => {
    const file = await exported('format=csv&lang=ar');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="promo_codes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.cacheControl).toBe('no-store');
    const text = file.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header).toEqual(['المعرّف', 'كود الخصم', 'تاريخ الانتهاء', 'الخصم (٪)', 'يطبق على', 'المستفيد', 'معرّف المستفيد', 'تاريخ الإنشاء']);
    const codes = await listed();
    expect(codes.length).toBeGreaterThanOrEqual(7);
    expect(rows.map((row) => row[0])).toEqual(codes.map((code) => code.sys_id));

    const clinicCode = codes.find((code) => code.entity_type === 'CLINIC' && code.entity_name_ar)!;
    const row = rows.find((cells) => cells[0] === clinicCode.sys_id)!;
    expect(row.slice(1, 7)).toEqual([
      clinicCode.promo_code,
      riyadhDay(clinicCode.end_date),
      String(Math.round(clinicCode.discount * 100)),
      PROMO_ENTITY_TYPE_LABELS.CLINIC.ar,
      clinicCode.entity_name_ar,
      clinicCode.entity_id,
    ]);
    const emergency = rows.find((cells) => cells[1] === 'ERCARE')!;
    expect(emergency.slice(3, 6)).toEqual(['20', PROMO_ENTITY_TYPE_LABELS.EMERGENCY.ar, '']);
  });

  it('writes English names and labels with lang=en, and the codes made since', async () => {
    const before = await listed();
    const created = await demo.api('POST', '/api/promotion-write/promo', users.admin, {
      promo_code: 'EXPORT7',
      discount: 0.07,
      entity_type: 'EMERGENCY',
      end_date: riyadhDay(new Date(Date.now() + 40 * 86_400_000)),
    });
    expect(created.status).toBe(201);
    const [header, ...rows] = csvRecords((await exported('format=csv&lang=en')).body.toString('utf8'));
    expect(header[1]).toBe('Promo Code');
    const after = await listed();
    expect(after).toHaveLength(before.length + 1);
    expect(rows.map((row) => row[0])).toEqual(after.map((code) => code.sys_id));
    expect(rows.find((cells) => cells[0] === created.body.payload.sys_id)!.slice(1, 5)).toEqual(['EXPORT7', riyadhDay(created.body.payload.end_date), '7', 'Emergency']);
    const clinicCode = before.find((code) => code.entity_type === 'CLINIC')!;
    expect(rows.find((cells) => cells[0] === clinicCode.sys_id)![5]).toBe(clinicCode.entity_name);
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const file = await exported('format=xlsx&lang=ar');
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/filename="promo_codes-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxSheet(file.body);
    expect(sheet.name).toBe('أكواد الخصم');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0][1]).toBe('كود الخصم');
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual((await listed()).map((code) => code.sys_id));
    expect((await xlsxSheet((await exported('format=xlsx')).body)).rightToLeft).toBe(false);
  });

  it("is ADMIN's alone: a PIC is refused, a caller without a login too", async () => {
    const refused = await demo.api('GET', `${EXPORT}?format=csv`, users.owner);
    expect([refused.status, refused.body.code]).toEqual([403, 'auth.forbidden']);
    expect((await download(demo.t, `${EXPORT}?format=csv`)).status).toBe(401);
  });

  it('audits each file once, naming no filter (the list has none)', async () => {
    await exported('format=xlsx&lang=ar');
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'promo_codes_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(users.adminId);
    expect(last.after).toEqual({ format: 'xlsx', lang: 'ar', filters: [] });
  });

  it('refuses a missing or unknown format or language, before any file', async () => {
    expect((await exported('')).status).toBe(400);
    expect((await exported('format=pdf')).status).toBe(400);
    expect((await exported('format=csv&lang=fr')).status).toBe(400);
  });
});
