import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { APPOINTMENT_STATUS_LABELS } from '@mk/contracts';
import { appointments, auditLog, clinics, physicians, type AppointmentRow } from '../db/schema';
import { csvRecords, download, xlsxSheet } from '../exports/export-test-kit';
import { demoSuite } from '../test/test-api';

const demo = demoSuite();
const { users } = demo;
/** The busiest of the clinic PIC's clinics, its appointments by time (the seed's weeks around now), and the busiest day. */
let clinicId: string;
let booked: AppointmentRow[];
let day: string;
let first: string;
let last: string;
/** An appointment of `day`, cancelled by the test: in the file, not on the monitor. */
let canceled: AppointmentRow;

const dayOf = (row: AppointmentRow) => row.starts_at.toISOString().slice(0, 10);

beforeAll(async () => {
  const own = await demo.t.db.select({ sys_id: clinics.sys_id }).from(clinics).where(eq(clinics.pic_id, users.ownerId));
  const [busiest] = await demo.t.db
    .select({ clinic_id: appointments.clinic_id, n: count() })
    .from(appointments)
    .where(inArray(appointments.clinic_id, own.map((clinic) => clinic.sys_id)))
    .groupBy(appointments.clinic_id)
    .orderBy(desc(count()));
  clinicId = busiest.clinic_id;
  const rows = await demo.t.db.select().from(appointments).where(eq(appointments.clinic_id, clinicId)).orderBy(asc(appointments.starts_at));
  const perDay = new Map<string, AppointmentRow[]>();
  for (const row of rows) perDay.set(dayOf(row), [...(perDay.get(dayOf(row)) ?? []), row]);
  const [busiestDay, ofDay] = [...perDay].sort((a, b) => b[1].length - a[1].length)[0];
  day = busiestDay;
  canceled = ofDay.find((row) => row.status !== 'canceled')!;
  await demo.t.db.update(appointments).set({ status: 'canceled' }).where(eq(appointments.sys_id, canceled.sys_id));
  booked = await demo.t.db.select().from(appointments).where(eq(appointments.clinic_id, clinicId)).orderBy(asc(appointments.starts_at));
  first = dayOf(booked[0]);
  last = dayOf(booked[booked.length - 1]);
});

const URL = '/api/appointment-management/export';
const exported = (query: string, token: string | undefined = users.admin) => download(demo.t, `${URL}?${query}`, token);
const csvOf = async (query: string) => csvRecords((await exported(query)).body.toString('utf8'));

describe('GET /api/appointment-management/export (issue 29: exports of every list)', () => {
  it("gives ADMIN a clinic's appointments over a range as a CSV in Arabic: byte order mark, Arabic headers, names and statuses, by time", async () => {
    const file = await exported(`format=csv&lang=ar&clinicId=${clinicId}&from=${first}&until=${last}`);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = file.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRecords(text);
    expect(header.slice(0, 7)).toEqual(['رقم الموعد', 'التاريخ والوقت (بالتوقيت العالمي)', 'البداية (بتوقيت الرياض)', 'الطبيب', 'اسم المريض', 'الحالة', 'نوع الموعد']);
    expect(rows.map((row) => row[0]).sort()).toEqual(booked.map((row) => row.sys_id).sort());
    expect(rows.map((row) => row[1])).toEqual([...rows.map((row) => row[1])].sort());

    const row = rows.find((cells) => cells[0] === canceled.sys_id)!;
    const [physician] = await demo.t.db.select().from(physicians).where(eq(physicians.sys_id, canceled.physician_id));
    // The slot as stored (its wall clock in UTC), the same moment on the Riyadh clock, three hours later.
    const slot = canceled.starts_at.toISOString().slice(0, 16).replace('T', ' ');
    const riyadh = new Date(canceled.starts_at.getTime() + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(row.slice(1, 6)).toEqual([slot, riyadh, physician.arabic_name, expect.any(String), APPOINTMENT_STATUS_LABELS.canceled.ar]);
    expect(Number(row[7])).toBe(Number(canceled.amount));
  });

  it("holds the monitor's day (`appointment-by-clinic`) and its cancelled appointments, and `status` picks one status", async () => {
    const monitor = await demo.api('GET', `/api/monitoring/appointment-by-clinic/${clinicId}?day=${day}`, users.admin);
    expect(monitor.status).toBe(200);
    const [, ...rows] = await csvOf(`format=csv&lang=en&clinicId=${clinicId}&from=${day}&until=${day}`);
    const shown = rows.filter((row) => row[5] !== 'Canceled');
    expect(shown.map((row) => row[0])).toEqual(monitor.body.payload.map((tile: { appointmentId: string }) => tile.appointmentId));
    const ofDay = booked.filter((row) => dayOf(row) === day);
    expect(rows.map((row) => row[0]).sort()).toEqual(ofDay.map((row) => row.sys_id).sort());
    expect(rows.filter((row) => row[5] === 'Canceled').map((row) => row[0])).toContain(canceled.sys_id);

    const [, ...onlyCanceled] = await csvOf(`format=csv&clinicId=${clinicId}&from=${day}&until=${day}&status=canceled`);
    expect(onlyCanceled.map((row) => row[0]).sort()).toEqual(ofDay.filter((row) => row.status === 'canceled').map((row) => row.sys_id).sort());
    expect(shown.length).toBeGreaterThan(0);
  });

  it('writes an XLSX workbook, right to left in Arabic, with the same rows', async () => {
    const file = await exported(`format=xlsx&lang=ar&clinicId=${clinicId}&from=${day}&until=${day}`);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await xlsxSheet(file.body);
    expect(sheet.name).toBe('المواعيد');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0][0]).toBe('رقم الموعد');
    expect(sheet.rows.slice(1).map((row) => row[0]).sort()).toEqual(booked.filter((row) => dayOf(row) === day).map((row) => row.sys_id).sort());
    expect((await xlsxSheet((await exported(`format=xlsx&clinicId=${clinicId}&from=${day}&until=${day}`)).body)).rightToLeft).toBe(false);
  });

  it('audits each file once, with the filters named', async () => {
    await exported(`format=csv&clinicId=${clinicId}&from=${day}&until=${day}&status=done`);
    const records = await demo.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entity_type, 'appointments_export')));
    const latest = records.at(-1)!;
    expect(latest.actor_id).toBe(users.adminId);
    expect(latest.after).toEqual({ format: 'csv', lang: 'en', filters: ['clinicId', 'from', 'status', 'until'] });
  });

  it('is for ADMIN only: the PIC of the clinic itself gets 403, a caller without a login 401', async () => {
    const refused = await demo.api('GET', `${URL}?format=csv&clinicId=${clinicId}&from=${day}&until=${day}`, users.owner);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth.forbidden');
    expect((await download(demo.t, `${URL}?format=csv&clinicId=${clinicId}&from=${day}&until=${day}`)).status).toBe(401);
  });

  it('requires the clinic and the range (at most 366 days) and refuses a bad format, day or status with a 400 that says which', async () => {
    const refusal = async (query: string) => {
      const reply = await demo.api('GET', `${URL}?${query}`, users.admin);
      return [reply.status, reply.body.code];
    };
    const range = `from=${day}&until=${day}`;
    expect(await refusal(`clinicId=${clinicId}&${range}`)).toEqual([400, 'request.invalid']);
    expect(await refusal(`format=pdf&clinicId=${clinicId}&${range}`)).toEqual([400, 'request.invalid']);
    expect(await refusal(`format=csv&${range}`)).toEqual([400, 'appointment_export.clinic_required']);
    expect(await refusal(`format=csv&clinicId=nope&${range}`)).toEqual([400, 'clinic.unknown']);
    expect(await refusal(`format=csv&clinicId=${clinicId}`)).toEqual([400, 'appointment_export.range_required']);
    expect(await refusal(`format=csv&clinicId=${clinicId}&from=${day}`)).toEqual([400, 'appointment_export.range_required']);
    expect(await refusal(`format=csv&clinicId=${clinicId}&from=2031-02-30&until=2031-03-01`)).toEqual([400, 'appointment_export.day_invalid']);
    expect(await refusal(`format=csv&clinicId=${clinicId}&from=2031-03-02&until=2031-03-01`)).toEqual([400, 'appointment_export.range_reversed']);
    expect(await refusal(`format=csv&clinicId=${clinicId}&from=2025-01-01&until=2026-01-02`)).toEqual([400, 'appointment_export.range_too_long']);
    expect(await refusal(`format=csv&clinicId=${clinicId}&${range}&status=lost`)).toEqual([400, 'query.unknown_value']);
    expect(await refusal(`format=csv&clinicId=00000000-0000-4000-8000-000000000000&${range}`)).toEqual([404, 'clinic.not_found']);
    const message = await demo.api('GET', `${URL}?format=csv&clinicId=${clinicId}`, users.admin);
    expect(message.body.message).toBe('from and until are required, each a day written YYYY-MM-DD');
    // A leap year is 366 days: the longest range.
    expect((await exported(`format=csv&clinicId=${clinicId}&from=2028-01-01&until=2028-12-31`)).status).toBe(200);
  });
});
