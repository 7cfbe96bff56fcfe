import { count, inArray, sql } from 'drizzle-orm';
import { bookingWorld, type BookingWorld } from '../appointments/appointment-test-kit';
import { auditOf, userId } from '../clinics/clinic-test-kit';
import { patients } from '../db/schema';
import { demoPatientNationalId } from '../seed/demo-patients';
import { DEMO } from '../test/test-app';

let w: BookingWorld;
let ownerId: string;
let rowNumber = 0;

beforeAll(async () => {
  w = await bookingWorld();
  ownerId = await userId(w.t, DEMO.clinicPic);
});
afterAll(() => w.t.close());

const BULK = (id: string) => `/api/patient-write/bulk-create/${id}`;
const patientCount = async () => Number((await w.t.db.select({ value: count() }).from(patients))[0].value);

/** A valid CSV row as the browser sends it, with a phone and national id no other row uses. */
function row(overrides: Record<string, unknown> = {}) {
  const n = ++rowNumber;
  return {
    name: 'Bulk Patient',
    phone: `058${String(1_000_000 + n).padStart(7, '0')}`,
    national_id: demoPatientNationalId(21_000 + n),
    date_of_birth: '1988-11-02T06:00:00.000Z',
    country_id: 'SAU',
    ...overrides,
  };
}

describe('POST /api/patient-write/bulk-create/{userId}', () => {
  it('answers a mixed batch row by row with exact counts, and creates nothing when the batch is sent again', async () => {
    const stored = row({ name: 'Already Stored' });
    expect((await w.api('POST', BULK(ownerId), w.owner, [stored])).body.payload).toMatchObject({ created: 1, existing: 0, rejected: 0 });
    const before = await patientCount();

    const valid = row({ name: 'محمد العتيبي', phone: '+966 58 200 0001', national_id: demoPatientNationalId(24_500) });
    // Null fields are fields not sent.
    const resident = row({ national_id: demoPatientNationalId(24_503), country_id: null, date_of_birth: '07/03/1990' });
    const batch = [
      valid,
      row({ name: 'Ahmed 2nd' }),
      row({ phone: '0112345678' }),
      row({ national_id: '1234567891' }),
      stored,
      row({ phone: stored.phone }),
      resident,
      row({ name: '' }),
      { ...valid },
      row({ date_of_birth: 'not a date' }),
      'not a row',
    ];
    const reply = await w.api('POST', BULK(ownerId), w.owner, batch);
    expect(reply).toMatchObject({ status: 200, body: { result: 'ok', message: '3 created, 2 already registered, 6 rejected' } });
    const { rows, ...counts } = reply.body.payload;
    expect(counts).toEqual({ created: 3, existing: 2, rejected: 6 });
    expect(rows.map((r: { outcome: string; reason?: string; code?: string }) => [r.outcome, r.reason, r.code])).toEqual([
      ['created', undefined, undefined],
      ['rejected', 'Name contains invalid characters (required)', 'validation.csv.nameInvalid'],
      ['rejected', 'Invalid phone number (required)', 'validation.csv.phoneInvalid'],
      ['rejected', 'Invalid National/Residence ID', 'validation.nationalId.invalid'],
      ['existing', undefined, undefined],
      ['rejected', 'This phone number belongs to another patient', 'patient.phone_of_another'],
      ['created', undefined, undefined],
      ['rejected', 'Missing name (required)', 'validation.csv.nameMissing'],
      // The same patient twice in one batch: created once, then already there.
      ['existing', undefined, undefined],
      ['created', undefined, undefined],
      ['rejected', 'Not a patient row', 'patient.not_a_row'],
    ]);
    expect(rows.map((r: { index: number }) => r.index)).toEqual(batch.map((_, index) => index));
    expect(rows[8].sys_id).toBe(rows[0].sys_id);
    expect(await patientCount()).toBe(before + 3);

    // Stored as the single create stores them: phone normalised, SAU for citizens, dates at 06:00 UTC, a bad date dropped.
    const created = await w.t.db.select().from(patients).where(inArray(patients.sys_id, [rows[0].sys_id, rows[6].sys_id, rows[9].sys_id]));
    const byId = new Map(created.map((patient) => [patient.sys_id, patient]));
    expect(byId.get(rows[0].sys_id)).toMatchObject({ name: 'محمد العتيبي', phone: '0582000001', country_id: 'SAU', created_by: ownerId });
    expect(byId.get(rows[6].sys_id)).toMatchObject({ country_id: null, date_of_birth: '1990-07-03T06:00:00.000Z' });
    expect(byId.get(rows[9].sys_id)).toMatchObject({ date_of_birth: null });

    const again = await w.api('POST', BULK(ownerId), w.owner, batch);
    expect(again.body.payload).toMatchObject({ created: 0, existing: 5, rejected: 6 });
    expect(again.body.payload.rows[0]).toEqual({ index: 0, outcome: 'existing', sys_id: rows[0].sys_id });
    expect(await patientCount()).toBe(before + 3);
    expect((await auditOf(w.t, 'bulk_create')).length).toBeGreaterThanOrEqual(3);
  });

  it('accepts 500 rows in one batch and refuses 501, an empty batch or a body that is not a list', async () => {
    const before = await patientCount();
    const full = Array.from({ length: 500 }, () => row());
    expect((await w.api('POST', BULK(ownerId), w.owner, full)).body.payload).toMatchObject({ created: 500, existing: 0, rejected: 0 });
    expect(await patientCount()).toBe(before + 500);
    for (const body of [[...full, row()], [], { rows: full }]) {
      expect(await w.api('POST', BULK(ownerId), w.owner, body)).toMatchObject({
        status: 400,
        body: { result: 'error', message: 'Send between 1 and 500 patients in one batch' },
      });
    }
    expect(await patientCount()).toBe(before + 500);
  });

  it('stores nothing of a batch whose insert fails half-way', async () => {
    // A trigger refusing one name makes the database fail in the middle of the batch's insert.
    await w.t.db.execute(sql`
      CREATE FUNCTION refuse_test_patient() RETURNS trigger AS $$
      BEGIN
        IF NEW.name = 'Refused By Trigger' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await w.t.db.execute(sql`CREATE TRIGGER refuse_test_patient BEFORE INSERT ON patients FOR EACH ROW EXECUTE FUNCTION refuse_test_patient()`);
    try {
      const before = await patientCount();
      const batch = [row(), row(), row({ name: 'Refused By Trigger' }), row()];
      const reply = await w.api('POST', BULK(ownerId), w.owner, batch);
      expect(reply).toMatchObject({ status: 500, body: { result: 'error', message: 'Something went wrong' } });
      expect(await patientCount()).toBe(before);
      expect(await w.t.db.select().from(patients).where(inArray(patients.phone, batch.map((r) => r.phone)))).toHaveLength(0);
    } finally {
      await w.t.db.execute(sql`DROP TRIGGER refuse_test_patient ON patients`);
      await w.t.db.execute(sql`DROP FUNCTION refuse_test_patient()`);
    }
  });

  it('creates each patient once when the same batch arrives twice at the same moment', async () => {
    const before = await patientCount();
    const batch = Array.from({ length: 20 }, () => row());
    const replies = await Promise.all([w.api('POST', BULK(ownerId), w.owner, batch), w.api('POST', BULK(ownerId), w.owner, batch)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.body.payload.created).reduce((a, b) => a + b, 0)).toBe(20);
    expect(replies.map((reply) => reply.body.payload.existing).reduce((a, b) => a + b, 0)).toBe(20);
    expect(await patientCount()).toBe(before + 20);
  });

  it("is refused for another user's id (403), a visitor (401), and a path that is not a user id (404)", async () => {
    const adminId = await userId(w.t, DEMO.admin);
    expect(await w.api('POST', BULK(adminId), w.owner, [row()])).toMatchObject({ status: 403, body: { message: 'You are not allowed to do this' } });
    expect((await w.api('POST', BULK(ownerId), undefined, [row()])).status).toBe(401);
    expect((await w.api('POST', BULK('me'), w.owner, [row()])).status).toBe(404);
    expect((await w.api('POST', BULK(adminId), w.admin, [row()])).body.payload.created).toBe(1);
  });
});
