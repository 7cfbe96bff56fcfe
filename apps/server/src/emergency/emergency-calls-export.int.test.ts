import { and, eq } from 'drizzle-orm';
import type { EmergencyCall } from '@mk/contracts';
import { auditLog } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { otherPharmacy } from '../orders/order-test-kit';
import { demoSuite, OTHER_PIC, userId } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { picPharmacies } from './er-test-kit';

/* `GET emergency-read/accepted-calls/export?pharmacy_id=` (issue 29): a pharmacy's accepted emergency calls as a file, on the seeded database. */
const demo = demoSuite();
let pic: string;
let otherPic: string;
let first: string;
let second: string;

beforeAll(async () => {
  [pic, otherPic] = await Promise.all([demo.t.login(DEMO.pharmacyPic), demo.t.login(OTHER_PIC)]);
  [first, second] = await picPharmacies(demo.t);
});

const exported = (query: string, token = pic) => download(demo.t, `/api/emergency-read/accepted-calls/export?${query}`, token);
const listed = async (pharmacyId: string, token = pic): Promise<EmergencyCall[]> => {
  const reply = await demo.api('GET', `/api/emergency-read/accepted-calls/${pharmacyId}?limit=100`, token);
  expect(reply.status).toBe(200);
  return reply.body.payload.data;
};
const riyadh = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('GET /api/emergency-read/accepted-calls/export (issue 29)', () => {
  it("holds exactly the list's calls of that pharmacy, in its order, with the list's columns", async () => {
    const list = await listed(first);
    expect(list.length).toBe(12);
    const file = await exported(`format=csv&pharmacy_id=${first}`);
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/^attachment; filename="emergency_calls-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(file.body.toString('utf8'));
    expect(header).toEqual(['Section ID', 'Time', 'Patient Name', 'Patient Nationality', 'Date of Birth', 'National/Residence ID']);
    expect(rows).toEqual(
      list.map((call) => [
        call.temp_appointment_id,
        riyadh(call.date_time),
        call.patient.name,
        call.patient.country_id === 'SAU' ? 'Saudi Arabia' : '',
        call.patient.date_of_birth ? call.patient.date_of_birth.slice(0, 10) : '',
        call.patient.national_id ?? '',
      ]),
    );
    expect(rows.some((row) => row[3] === 'Saudi Arabia')).toBe(true);
    // The second pharmacy's calls are its own, not the first's.
    const secondRows = csvRecords((await exported(`format=csv&pharmacy_id=${second}`)).body.toString('utf8')).slice(1);
    expect(secondRows.map((row) => row[0])).toEqual((await listed(second)).map((call) => call.temp_appointment_id));
    expect(secondRows).toHaveLength(3);
  });

  it('writes Arabic headers and nationalities with the byte order mark, and an XLSX workbook right to left', async () => {
    const list = await listed(first);
    const text = (await exported(`format=csv&lang=ar&pharmacy_id=${first}`)).body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header).toEqual(['رقم الجلسة', 'الوقت', 'اسم المريض', 'جنسية المريض', 'تاريخ الميلاد', 'رقم الهوية الوطنية/الإقامة']);
    expect(rows.map((row) => row[0])).toEqual(list.map((call) => call.temp_appointment_id));
    expect(rows.map((row) => row[3])).toEqual(list.map((call) => (call.patient.country_id === 'SAU' ? 'المملكة العربية السعودية' : '')));

    const sheet = await xlsxSheet((await exported(`format=xlsx&lang=ar&pharmacy_id=${first}`)).body);
    expect([sheet.name, sheet.rightToLeft, sheet.rows[0][3]]).toEqual(['مكالمات الطوارئ', true, 'جنسية المريض']);
    expect(sheet.rows.slice(1).map((row) => row[0])).toEqual(list.map((call) => call.temp_appointment_id));
    expect((await xlsxSheet((await exported(`format=xlsx&pharmacy_id=${first}`)).body)).rightToLeft).toBe(false);
  });

  it("is the pharmacy's PIC's and ADMIN's only: another PIC is refused, as by the list, and gets their own pharmacy's", async () => {
    const admin = csvRecords((await exported(`format=csv&pharmacy_id=${first}`, demo.users.admin)).body.toString('utf8'));
    expect(admin.slice(1).map((row) => row[0])).toEqual((await listed(first, demo.users.admin)).map((call) => call.temp_appointment_id));
    const list = await demo.api('GET', `/api/emergency-read/accepted-calls/${first}`, otherPic);
    const file = await demo.api('GET', `/api/emergency-read/accepted-calls/export?format=csv&pharmacy_id=${first}`, otherPic);
    expect([file.status, file.body.code]).toEqual([list.status, list.body.code]);
    expect([file.status, file.body.code]).toEqual([403, 'auth.forbidden']);
    const theirs = await otherPharmacy(demo.t, OTHER_PIC);
    expect(await listed(theirs, otherPic)).toEqual([]);
    expect(csvRecords((await exported(`format=csv&pharmacy_id=${theirs}`, otherPic)).body.toString('utf8'))).toHaveLength(1);
  });

  it('audits each file once, naming the filter and not its value', async () => {
    await exported(`format=csv&lang=ar&pharmacy_id=${first}`);
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'emergency_calls_export')));
    const last = records.at(-1)!;
    expect(last.actor_id).toBe(await userId(demo.t, DEMO.pharmacyPic));
    expect(last.after).toEqual({ format: 'csv', lang: 'ar', filters: ['pharmacy_id'] });
  });

  it('refuses a missing or unknown format and a missing, malformed or unknown pharmacy, before any file', async () => {
    for (const query of [`pharmacy_id=${first}`, `format=json&pharmacy_id=${first}`, 'format=xlsx', 'format=csv&pharmacy_id=first']) {
      const reply = await demo.api('GET', `/api/emergency-read/accepted-calls/export?${query}`, pic);
      expect([query, reply.status, reply.body.code]).toEqual([query, 400, 'request.invalid']);
    }
    const unknown = await demo.api('GET', '/api/emergency-read/accepted-calls/export?format=csv&pharmacy_id=00000000-0000-4000-8000-000000000009', pic);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'order.pharmacy_unknown']);
    expect((await download(demo.t, `/api/emergency-read/accepted-calls/export?format=csv&pharmacy_id=${first}`)).status).toBe(401);
  });
});
