import { and, eq } from 'drizzle-orm';
import type { QrBill, QrCode } from '@mk/contracts';
import { auditLog } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { otherPharmacy } from '../orders/order-test-kit';
import { demoSuite, OTHER_PIC, userId } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { newQrCode } from './qr-test-kit';

/* `GET qrcode-read/export` (issue 29): the QR code list with its bills as a file, on the seeded database. */
const demo = demoSuite();
let pic: string;
let otherPic: string;

beforeAll(async () => {
  [pic, otherPic] = await Promise.all([demo.t.login(DEMO.pharmacyPic), demo.t.login(OTHER_PIC)]);
});

const exported = (query: string, token = pic) => download(demo.t, `/api/qrcode-read/export?${query}`, token);
const exportedRows = async (query: string, token = pic) => csvRecords((await exported(query, token)).body.toString('utf8')).slice(1);

/** Every page of the list as `token` reads it (30 a page, its most). */
async function listed(token: string): Promise<QrCode[]> {
  const rows: QrCode[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await demo.api('GET', `/api/qrcode-read?page=${page}&limit=30`, token);
    expect(reply.status).toBe(200);
    rows.push(...reply.body.payload.rows);
    if (rows.length >= reply.body.payload.count || reply.body.payload.rows.length === 0) return rows;
  }
}
const riyadh = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('GET /api/qrcode-read/export (issue 29)', () => {
  it("holds exactly the list's codes for a PIC and for ADMIN, in its order", async () => {
    const own = await listed(pic);
    expect(own.length).toBeGreaterThanOrEqual(5);
    const file = await exported('format=csv');
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/^attachment; filename="qr_codes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(file.body.toString('utf8'));
    expect(header).toEqual([
      'QR Code ID',
      'Status',
      'Pharmacy',
      'Created',
      'Invoice No.',
      'Invoice Date',
      'Amount excluding VAT (SAR)',
      'VAT Rate (%)',
      'VAT (SAR)',
      'Total including VAT (SAR)',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual(own.map((code) => [code.code, code.status === 'NEW' ? 'New' : 'Billed', riyadh(code.created_at)]));
    // ADMIN's list is every pharmacy's codes (another PIC's too: below): the file is all of them.
    const all = await listed(demo.users.admin);
    const adminRows = await exportedRows('format=csv', demo.users.admin);
    expect(adminRows.map((row) => row[0])).toEqual(all.map((code) => code.code));
  });

  it("writes a billed code's amount, VAT and total in SAR as its bill says, and nothing for a new one", async () => {
    const own = await listed(pic);
    const rows = await exportedRows('format=csv');
    const bills: QrBill[] = [];
    for (const code of own.filter((row) => row.status === 'BILLED')) bills.push((await demo.api('GET', `/api/payment-service/bill-by-entity/${code.sys_id}`, pic)).body.payload);
    expect(bills.some((bill) => bill.vat_rate > 0) && bills.some((bill) => bill.vat_rate === 0)).toBe(true);
    for (const bill of bills) {
      const row = rows.find((cells) => cells[0] === own.find((code) => code.sys_id === bill.qrcode_id)!.code)!;
      expect(row.slice(4)).toEqual([String(bill.invoice_number), riyadh(bill.createdAt), String(bill.amount), String(Math.round(bill.vat_rate * 100)), String(bill.tax), String(bill.total)]);
    }
    const fresh = own.find((code) => code.status === 'NEW')!;
    expect(rows.find((cells) => cells[0] === fresh.code)!.slice(4)).toEqual(['', '', '', '', '', '']);
  });

  it('writes Arabic headers and values with the byte order mark, and an XLSX workbook right to left', async () => {
    const own = await listed(pic);
    const text = (await exported('format=csv&lang=ar')).body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header.slice(0, 4)).toEqual(['معرّف رمز QR', 'الحالة', 'الصيدلية', 'تاريخ الإنشاء']);
    expect(rows.map((row) => [row[0], row[1]])).toEqual(own.map((code) => [code.code, code.status === 'NEW' ? 'جديد' : 'تمت الفوترة']));
    expect(rows.some((row) => row[2] === 'صيدلية العليا')).toBe(true);

    const file = await exported('format=xlsx&lang=ar');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await xlsxSheet(file.body);
    expect([sheet.name, sheet.rightToLeft, sheet.rows[0][0]]).toEqual(['رموز QR', true, 'معرّف رمز QR']);
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual(own.map((code) => code.code));
    expect((await xlsxSheet((await exported('format=xlsx')).body)).rightToLeft).toBe(false);
  });

  it("gives each PIC their own pharmacies' codes only, as the list does; ADMIN every one", async () => {
    const theirs = await newQrCode(demo.api, otherPic, await otherPharmacy(demo.t, OTHER_PIC));
    const theirList = await listed(otherPic);
    expect(theirList.map((code) => code.code)).toEqual([theirs.code]);
    expect((await exportedRows('format=csv', otherPic)).map((row) => row[0])).toEqual([theirs.code]);
    expect((await exportedRows('format=csv')).map((row) => row[0])).not.toContain(theirs.code);
    expect((await exportedRows('format=csv', demo.users.admin))[0][0]).toBe(theirs.code);
  });

  it('audits each file once, without filters', async () => {
    await exported('format=xlsx');
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'qr_codes_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(await userId(demo.t, DEMO.pharmacyPic));
    expect(last.after).toEqual({ format: 'xlsx', lang: 'en', filters: [] });
  });

  it('refuses a missing or unknown format and an unknown language, before any file', async () => {
    for (const query of ['', 'format=pdf', 'format=csv&lang=fr']) {
      const reply = await demo.api('GET', `/api/qrcode-read/export?${query}`, pic);
      expect([query, reply.status, reply.body.code]).toEqual([query, 400, 'request.invalid']);
    }
    expect((await download(demo.t, '/api/qrcode-read/export?format=csv')).status).toBe(401);
  });
});
