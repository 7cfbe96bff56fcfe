import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { clinicBody as validClinicBody } from '../clinics/clinic-test-kit';

/*
 * Issue 10, each finding of the outside probe replayed: malformed input is a 400 in the envelope
 * with a clear message, stores nothing, and is never a 500.
 */

let t: TestApp;
let token: string;
let clinicId: string;
let picId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin);
  const ids = await t.db.execute(sql`
    SELECT (SELECT sys_id::text FROM clinics WHERE deleted_at IS NULL ORDER BY id LIMIT 1) AS clinic,
           (SELECT sys_id::text FROM administrators WHERE email = ${DEMO.clinicPic}) AS pic`);
  const row = (ids as unknown as { rows: { clinic: string; pic: string }[] }).rows[0];
  clinicId = row.clinic;
  picId = row.pic;
});
afterAll(() => t.close());

const bearer = () => ({ authorization: `Bearer ${token}` });

async function rowsOf(table: 'clinics' | 'physicians' | 'patients' | 'tags' | 'appointments'): Promise<number> {
  const result = await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

function expectRefused(response: { statusCode: number; json(): unknown }, code: string, message?: string | RegExp) {
  const body = response.json() as Record<string, unknown>;
  expect([response.statusCode, body.result, body.code]).toEqual([400, 'error', code]);
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'payload', 'result']);
  if (message) expect(body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
}

const postJson = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

/** A valid clinic of the PIC the suite signs in as; each test breaks one field. */
const clinicBody = (overrides: Record<string, unknown> = {}) => validClinicBody({ pic_id: picId, ...overrides });

function physicianBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Bad Input Physician',
    arabic_name: 'طبيب المدخلات',
    title: 'CONSULTANT',
    gender: 'Female',
    about: 'نبذة',
    about_en: 'A physician for tests',
    phone: '0501234567',
    email: 'bad.input@example.com',
    password: 'Secret@123',
    specialization: 'FAMILY_MEDICINE',
    clinic_id: clinicId,
    medical_id: '10998877',
    walkin_enabled: true,
    consultation_duration: 30,
    walkin_fees: 150,
    ...overrides,
  };
}

describe('wrong JSON types', () => {
  it('answers an array or object where the login expects text with a 400 naming the field, with or without a token', async () => {
    expectRefused(await postJson('/api/administrator-read/login', { email: [], password: 'x' }), 'validation.type.text', 'email must be text');
    expectRefused(await postJson('/api/administrator-read/login', { email: 'a@example.com', password: {} }), 'validation.type.text', 'password must be text');
    expectRefused(await postJson('/api/administrator-read/login', '[]'), 'validation.type.object', 'The request must be an object');
  });

  it('does not turn numbers or booleans into text, and stores nothing', async () => {
    const before = await rowsOf('clinics');
    expectRefused(await postJson('/api/clinic-write', clinicBody({ registered_clinic_name: 12345678 }), bearer()), 'validation.type.text', 'registered_clinic_name must be text');
    expectRefused(await postJson('/api/clinic-write', clinicBody({ zip: true }), bearer()), 'validation.type.text', 'zip must be text');
    expectRefused(await postJson('/api/clinic-write', clinicBody({ walkin_enabled: 'yes' }), bearer()), 'validation.type.boolean');
    expect(await rowsOf('clinics')).toBe(before);
  });
});

describe('wrong JSON types in a CSV batch', () => {
  it('refuses the row, not the server, and stores nothing', async () => {
    const adminId = await t.db.execute(sql`SELECT sys_id::text AS id FROM administrators WHERE email = ${DEMO.admin}`);
    const id = (adminId as unknown as { rows: { id: string }[] }).rows[0].id;
    const before = await rowsOf('patients');
    const rows = [{ name: [], phone: '0551230001', national_id: '1000000008' }, { name: 'Huda Saleh', phone: { x: 1 }, national_id: '1000000008' }, { name: 'Huda Saleh', phone: '0551230002', national_id: 1000000008 }];
    const response = await postJson(`/api/patient-write/bulk-create/${id}`, rows, bearer());
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.rows.map((row: { outcome: string; code: string }) => [row.outcome, row.code])).toEqual([
      ['rejected', 'validation.type.text'],
      ['rejected', 'validation.type.text'],
      ['rejected', 'validation.type.text'],
    ]);
    expect(await rowsOf('patients')).toBe(before);
  });
});

describe('control, bidi and markup characters', () => {
  it('refuses a NUL byte in a body field and in a query, before anything reaches the database', async () => {
    const before = await rowsOf('physicians');
    expectRefused(await postJson('/api/doctor-write', physicianBody({ name: 'Sara\u0000Ahmed' }), bearer()), 'request.invalid_characters', 'name contains characters that are not allowed');
    expect(await rowsOf('physicians')).toBe(before);
    for (const url of ['/api/clinic-read/clinics?name=%00', '/api/doctor-read/v2?name=a%00b', '/api/tags-read/search-tags?search=%00', '/api/audit-read/?entity_id=%00']) {
      expectRefused(await t.app.inject({ method: 'GET', url, headers: bearer() }), 'request.invalid_characters');
    }
  });

  it('refuses bidi overrides and markup in names', async () => {
    const before = await rowsOf('clinics');
    for (const name of ['Evil\u202EClinic', '<script>alert(1)</script>', 'Clinic \u2066x\u2069']) {
      expectRefused(await postJson('/api/clinic-write', clinicBody({ registered_clinic_name: name }), bearer()), 'validation.text.invalidChars', 'Contains characters that are not allowed');
    }
    expectRefused(await postJson('/api/tags-write/tags', { name: 'Night\u202EShift' }, bearer()), 'validation.text.invalidChars');
    expect(await rowsOf('clinics')).toBe(before);
  });
});

describe('lengths', () => {
  it('refuses a 900 kB value in a text field, and bounds names and paragraphs', async () => {
    const before = await rowsOf('clinics');
    expectRefused(await postJson('/api/clinic-write', clinicBody({ clinic_bio_en: 'x'.repeat(900_000) }), bearer()), 'request.text_too_long');
    expectRefused(await postJson('/api/clinic-write', clinicBody({ clinic_bio_en: 'x'.repeat(1001) }), bearer()), 'validation.text.tooLong', 'Must be at most 1000 characters');
    expectRefused(await postJson('/api/clinic-write', clinicBody({ registered_clinic_name: 'N'.repeat(101) }), bearer()), 'validation.text.tooLong', 'Must be at most 100 characters');
    expect(await rowsOf('clinics')).toBe(before);
  });

  it('refuses a list past 1000 items', async () => {
    const items = Array.from({ length: 1001 }, () => ({ entity_type: 'clinic', entity_sys_id: clinicId, tag_id: 1 }));
    expectRefused(await postJson('/api/tags-write/assign-tag', items, bearer()), 'request.too_many_items');
  });
});

describe('numbers', () => {
  it.each(['1e308', '99999999999999999999', '1.5', '0x10', '-1'])('refuses page=%s', async (page) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/clinic-read/clinics?page=${page}`, headers: bearer() });
    expectRefused(response, page === '99999999999999999999' ? 'query.too_large' : 'query.not_positive');
  });

  it('refuses a monitor day past any calendar the database keeps', async () => {
    for (const day of ['9999-12-31', '0000-01-01', '2024-02-30']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/monitoring/appointment-by-clinic/${clinicId}?day=${day}`, headers: bearer() });
      expect([day, response.statusCode, response.json().result]).toEqual([day, 400, 'error']);
    }
  });

  it('answers a booking in year 9999 without a 500, storing nothing', async () => {
    const ids = await t.db.execute(sql`
      SELECT (SELECT sys_id::text FROM physicians WHERE deleted_at IS NULL ORDER BY id LIMIT 1) AS physician,
             (SELECT sys_id::text FROM patients ORDER BY id LIMIT 1) AS patient`);
    const { physician, patient } = (ids as unknown as { rows: { physician: string; patient: string }[] }).rows[0];
    const before = await rowsOf('appointments');
    for (const date_time of ['9999-12-31 23:30', '0001-01-01 00:00', '275760-09-13 00:00']) {
      const response = await postJson('/api/appointment-management/create-appointment-v2', { patient_id: patient, physician_id: physician, type: 'walkin', date_time }, bearer());
      expect([date_time, response.statusCode, response.json().result]).toEqual([date_time, 400, 'error']);
    }
    expect(await rowsOf('appointments')).toBe(before);
  });

  it('refuses fees of 1e308 and a consultation duration of 1.5 minutes, storing nothing', async () => {
    const before = await rowsOf('physicians');
    expectRefused(await postJson('/api/doctor-write', physicianBody({ walkin_fees: 1e308 }), bearer()), 'validation.number.tooLarge', 'Invalid should be less than 1000000');
    expectRefused(await postJson('/api/doctor-write', physicianBody({ consultation_duration: 1.5 }), bearer()), 'validation.number.notWhole', 'Must be a whole number');
    expect(await rowsOf('physicians')).toBe(before);
  });
});

describe('nesting', () => {
  it('answers JSON nested 10,000 levels deep with a 400 and keeps serving', async () => {
    for (const payload of ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) {
      expectRefused(await postJson('/api/administrator-read/login', payload), 'request.too_deep', 'The request body is nested too deeply (at most 32 levels)');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('still parses ordinary bodies, brackets inside strings included', async () => {
    const response = await postJson('/api/administrator-read/login', { email: DEMO.admin, password: `${'['.repeat(50)}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('physician app passwords', () => {
  it('refuses a weak password on update too, changing nothing', async () => {
    const ids = await t.db.execute(sql`SELECT sys_id::text AS id, password_hash FROM physicians WHERE deleted_at IS NULL ORDER BY id LIMIT 1`);
    const { id, password_hash } = (ids as unknown as { rows: { id: string; password_hash: string | null }[] }).rows[0];
    for (const password of [' ', 'qwerty123']) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/doctor-write/${id}`, headers: bearer(), payload: { password } });
      expect([password, response.statusCode, response.json().code]).toEqual([password, 400, expect.stringMatching(/^validation\.password\./)]);
    }
    const after = await t.db.execute(sql`SELECT password_hash FROM physicians WHERE sys_id = ${id}`);
    expect((after as unknown as { rows: { password_hash: string | null }[] }).rows[0].password_hash).toBe(password_hash);
  });

  it.each([' ', 'short', 'password', '12345678'])('refuses %j, storing nothing', async (password) => {
    const before = await rowsOf('physicians');
    const response = await postJson('/api/doctor-write', physicianBody({ password }), bearer());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toMatch(/^validation\.password\./);
    expect(await rowsOf('physicians')).toBe(before);
  });
});
