import { and, eq } from 'drizzle-orm';
import type { IssuedErOrder } from '@mk/contracts';
import { auditLog, erOrders } from '../db/schema';
import { picPharmacies } from '../emergency/er-test-kit';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { otherPharmacy } from '../orders/order-test-kit';
import { demoSuite, OTHER_PIC, userId } from '../test/test-api';
import { DEMO } from '../test/test-app';

/* `GET order-read/er-orders/previous/export?pharmacy_id=` (issue 29): Issued Prescriptions of a pharmacy as a file, on the seeded database. */
const demo = demoSuite();
let pic: string;
let otherPic: string;
let first: string;
let second: string;

beforeAll(async () => {
  [pic, otherPic] = await Promise.all([demo.t.login(DEMO.pharmacyPic), demo.t.login(OTHER_PIC)]);
  [first, second] = await picPharmacies(demo.t);
});

const exported = (query: string, token = pic) => download(demo.t, `/api/order-read/er-orders/previous/export?${query}`, token);
const listed = async (pharmacyId: string, token = pic): Promise<IssuedErOrder[]> => {
  const reply = await demo.api('GET', `/api/order-read/er-orders/previous/${pharmacyId}?limit=100`, token);
  expect(reply.status).toBe(200);
  return reply.body.payload.rows;
};
const riyadh = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('GET /api/order-read/er-orders/previous/export (issue 29)', () => {
  it("holds exactly the list's rows, in its order, and none of the pharmacy's orders with medicines left", async () => {
    const list = await listed(first);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const file = await exported(`format=csv&pharmacy_id=${first}`);
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/^attachment; filename="issued_prescriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(file.body.toString('utf8'));
    expect(header).toEqual(['Order ID', 'Patient Name', 'Issued On', 'Total Price (SAR)', 'Prescription ID']);
    expect(rows).toEqual(list.map((order) => [order.sys_id, order.patient.name, riyadh(order.offer.createdAt), String(Number(order.offer.total_price)), order.product_id]));
    // The pharmacy has more ER orders (open, partly issued): the file is not all of them.
    const all = await demo.t.db.select({ sys_id: erOrders.sys_id }).from(erOrders).where(eq(erOrders.pharmacy_id, first));
    expect(all.length).toBeGreaterThan(rows.length);
    const secondList = await listed(second);
    const secondRows = csvRecords((await exported(`format=csv&pharmacy_id=${second}`)).body.toString('utf8')).slice(1);
    expect(secondRows.map((row) => row[0])).toEqual(secondList.map((order) => order.sys_id));
    expect(secondRows.map((row) => row[0])).not.toContain(rows[0][0]);
  });

  it('writes Arabic headers with the byte order mark, and an XLSX workbook right to left', async () => {
    const list = await listed(first);
    const text = (await exported(`format=csv&lang=ar&pharmacy_id=${first}`)).body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header).toEqual(['رقم الطلب', 'اسم المريض', 'تاريخ الصرف', 'السعر الإجمالي (ر.س)', 'رقم الوصفة']);
    expect(rows.map((row) => row[0])).toEqual(list.map((order) => order.sys_id));

    const file = await exported(`format=xlsx&lang=ar&pharmacy_id=${first}`);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await xlsxSheet(file.body);
    expect([sheet.name, sheet.rightToLeft, sheet.rows[0][2]]).toEqual(['الوصفات المصروفة', true, 'تاريخ الصرف']);
    expect(sheet.rows.slice(1).map((row) => [row[0], Number(row[3])])).toEqual(list.map((order) => [order.sys_id, Number(order.offer.total_price)]));
    expect((await xlsxSheet((await exported(`format=xlsx&pharmacy_id=${first}`)).body)).rightToLeft).toBe(false);
  });

  it("is the pharmacy's PIC's and ADMIN's only: another PIC is refused, as by the list, and gets their own pharmacy's", async () => {
    const admin = csvRecords((await exported(`format=csv&pharmacy_id=${first}`, demo.users.admin)).body.toString('utf8'));
    expect(admin.slice(1).map((row) => row[0])).toEqual((await listed(first, demo.users.admin)).map((order) => order.sys_id));
    const list = await demo.api('GET', `/api/order-read/er-orders/previous/${first}`, otherPic);
    const file = await demo.api('GET', `/api/order-read/er-orders/previous/export?format=csv&pharmacy_id=${first}`, otherPic);
    expect([file.status, file.body.code]).toEqual([list.status, list.body.code]);
    expect([file.status, file.body.code]).toEqual([403, 'auth.forbidden']);
    const theirs = await otherPharmacy(demo.t, OTHER_PIC);
    expect(await listed(theirs, otherPic)).toEqual([]);
    expect(csvRecords((await exported(`format=csv&pharmacy_id=${theirs}`, otherPic)).body.toString('utf8'))).toHaveLength(1);
    expect((await demo.api('GET', `/api/order-read/er-orders/previous/export?format=csv&pharmacy_id=${theirs}`, pic)).status).toBe(403);
  });

  it('audits each file once, naming the filter and not its value', async () => {
    await exported(`format=csv&pharmacy_id=${second}`);
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'issued_prescriptions_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(await userId(demo.t, DEMO.pharmacyPic));
    expect(last.after).toEqual({ format: 'csv', lang: 'en', filters: ['pharmacy_id'] });
  });

  it('refuses a missing or unknown format and a missing, malformed or unknown pharmacy, before any file', async () => {
    for (const query of [`pharmacy_id=${first}`, `format=docx&pharmacy_id=${first}`, 'format=csv', 'format=csv&pharmacy_id=12345']) {
      const reply = await demo.api('GET', `/api/order-read/er-orders/previous/export?${query}`, pic);
      expect([query, reply.status, reply.body.code]).toEqual([query, 400, 'request.invalid']);
    }
    const unknown = await demo.api('GET', '/api/order-read/er-orders/previous/export?format=csv&pharmacy_id=00000000-0000-4000-8000-000000000009', pic);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'order.pharmacy_unknown']);
    expect((await download(demo.t, `/api/order-read/er-orders/previous/export?format=csv&pharmacy_id=${first}`)).status).toBe(401);
  });
});
