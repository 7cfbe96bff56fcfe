import { and, eq } from 'drizzle-orm';
import { DELIVERY_STATE_LABELS, type OrderView } from '@mk/contracts';
import { auditLog } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { DEMO_RIYADH_PHARMACIES } from '../seed/demo-pharmacies';
import { demoSuite, OTHER_PIC, userId } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { demoPharmacies } from './order-test-kit';

/* `GET order-read/live-orders/export?pharmacy_id=` (issue 29): Live Orders of a pharmacy as a file, on the seeded database. */
const demo = demoSuite();
let pic: string;
let otherPic: string;
let winner: string;
let second: string;

beforeAll(async () => {
  [pic, otherPic] = await Promise.all([demo.t.login(DEMO.pharmacyPic), demo.t.login(OTHER_PIC)]);
  // The seed's accepted orders are all won by the first Riyadh pharmacy: three not delivered yet.
  [winner, second] = (await demoPharmacies(demo.t)).riyadh;
});

const exported = (query: string, token = pic) => download(demo.t, `/api/order-read/live-orders/export?${query}`, token);
const listed = async (pharmacyId: string, token = pic): Promise<OrderView[]> => {
  const reply = await demo.api('GET', `/api/order-read/live-orders/${pharmacyId}?limit=100`, token);
  expect(reply.status).toBe(200);
  return reply.body.payload.rows;
};
/** `yyyy-MM-dd HH:mm` on the Riyadh clock (UTC+3 all year). */
const riyadh = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('GET /api/order-read/live-orders/export (issue 29)', () => {
  it("holds exactly the list's rows, in its order, with the card's values, in English", async () => {
    const list = await listed(winner);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const file = await exported(`format=csv&pharmacy_id=${winner}`);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="live_orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(file.body.toString('utf8'));
    expect(header).toEqual(['Order ID', 'Received', 'Patient', 'Phone', 'Pharmacy', 'Delivery State', 'Total (SAR)', 'Delivery Time (minutes)']);
    expect(rows.map((row) => row[0])).toEqual(list.map((order) => order.sys_id));
    for (const [n, order] of list.entries()) {
      expect(rows[n]).toEqual([
        order.sys_id,
        riyadh(order.createdAt),
        order.patient.name,
        order.patient.phone,
        DEMO_RIYADH_PHARMACIES[0].name,
        DELIVERY_STATE_LABELS[order.delivery_state].en,
        String(Number(order.offer!.total_price)),
        String(order.offer!.time_to_deliver),
      ]);
    }
    // A delivered order has left the list, and the file.
    expect(rows.some((row) => row[5] === 'Delivered')).toBe(false);
    // Another pharmacy of the PIC won nothing: its file is the header alone, as its list is empty.
    expect(await listed(second)).toEqual([]);
    expect(csvRecords((await exported(`format=csv&pharmacy_id=${second}`)).body.toString('utf8'))).toHaveLength(1);
  });

  it('writes Arabic headers and values with the byte order mark', async () => {
    const list = await listed(winner);
    const text = (await exported(`format=csv&lang=ar&pharmacy_id=${winner}`)).body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header).toEqual(['رقم الطلب', 'تاريخ الطلب', 'المريض', 'الهاتف', 'الصيدلية', 'حالة التوصيل', 'الإجمالي (ر.س)', 'مدة التوصيل (بالدقائق)']);
    expect(rows.map((row) => row[0])).toEqual(list.map((order) => order.sys_id));
    expect(rows.map((row) => row[4])).toEqual(list.map(() => DEMO_RIYADH_PHARMACIES[0].name_ar));
    expect(rows.map((row) => row[5])).toEqual(list.map((order) => DELIVERY_STATE_LABELS[order.delivery_state].ar));
    expect(rows.map((row) => row[5])).toContain('قيد التحضير');
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const list = await listed(winner);
    const file = await exported(`format=xlsx&lang=ar&pharmacy_id=${winner}`);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/filename="live_orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxSheet(file.body);
    expect([sheet.name, sheet.rightToLeft, sheet.rows[0][0]]).toEqual(['الطلبات الجارية', true, 'رقم الطلب']);
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual(list.map((order) => order.sys_id));
    expect(sheet.rows.slice(1).map((row) => Number(row[6]))).toEqual(list.map((order) => Number(order.offer!.total_price)));
    expect((await xlsxSheet((await exported(`format=xlsx&pharmacy_id=${winner}`)).body)).rightToLeft).toBe(false);
  });

  it("is the pharmacy's PIC's and ADMIN's only: another PIC is refused, as by the list", async () => {
    const admin = csvRecords((await exported(`format=csv&pharmacy_id=${winner}`, demo.users.admin)).body.toString('utf8'));
    expect(admin.slice(1).map((row) => row[0])).toEqual((await listed(winner, demo.users.admin)).map((order) => order.sys_id));
    const list = await demo.api('GET', `/api/order-read/live-orders/${winner}`, otherPic);
    const file = await demo.api('GET', `/api/order-read/live-orders/export?format=csv&pharmacy_id=${winner}`, otherPic);
    expect([file.status, file.body.code]).toEqual([list.status, list.body.code]);
    expect([file.status, file.body.code]).toEqual([403, 'auth.forbidden']);
    const unknown = await demo.api('GET', '/api/order-read/live-orders/export?format=csv&pharmacy_id=00000000-0000-4000-8000-000000000009', pic);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'order.pharmacy_unknown']);
  });

  it('audits each file once, naming the filter and not its value', async () => {
    await exported(`format=xlsx&lang=ar&pharmacy_id=${winner}`);
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'live_orders_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(await userId(demo.t, DEMO.pharmacyPic));
    expect(last.after).toEqual({ format: 'xlsx', lang: 'ar', filters: ['pharmacy_id'] });
  });

  it('refuses a missing or unknown format and a missing or malformed pharmacy, before any file', async () => {
    for (const query of [`pharmacy_id=${winner}`, `format=pdf&pharmacy_id=${winner}`, 'format=csv', 'format=csv&pharmacy_id=not-an-id']) {
      const reply = await demo.api('GET', `/api/order-read/live-orders/export?${query}`, pic);
      expect([query, reply.status, reply.body.code]).toEqual([query, 400, 'request.invalid']);
    }
    expect((await download(demo.t, `/api/order-read/live-orders/export?format=csv&pharmacy_id=${winner}`)).status).toBe(401);
  });
});
