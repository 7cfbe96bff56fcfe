import { and, eq } from 'drizzle-orm';
import { bookingWorld, newPatient, patientBody, type BookingWorld } from '../appointments/appointment-test-kit';
import { auditLog } from '../db/schema';
import { demoPatientNationalId } from '../seed/demo-patients';
import { DEMO } from '../test/test-app';

/*
 * Issue 9 / 16: the booking wizard learned that a national id or phone was taken only when Book
 * was pressed, after the slot was chosen. The patient step now asks this check first; its answer
 * must be the registration's own rule, so a value the check calls free is not refused at Book.
 */

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});
afterAll(() => w.t.close());

const CHECK = '/api/patient-read/identity-check';
const check = (body: unknown, token = w.owner) => w.api('POST', CHECK, token, body);
const answer = (national_id_taken: boolean, phone_taken: boolean) => ({
  status: 200,
  body: { result: 'ok', message: 'Identity checked', payload: { national_id_taken, phone_taken } },
});

describe('POST /api/patient-read/identity-check', () => {
  it('says which of a national id and a phone another patient holds, however they are written, and nothing else', async () => {
    const holder = patientBody({ phone: '0571230001' });
    await newPatient(w, holder);
    const nationalId = holder.national_id as string;
    const freeId = demoPatientNationalId(29_001);

    expect(await check({ national_id: nationalId, phone: '0571239999' })).toEqual(answer(true, false));
    expect(await check({ national_id: freeId, phone: '+966 57 123 0001' })).toEqual(answer(false, true));
    expect(await check({ national_id: nationalId, phone: '٠٥٧١٢٣٠٠٠١' })).toEqual(answer(true, true));
    expect(await check({ national_id: freeId, phone: '0571239999' })).toEqual(answer(false, false));
    expect(await check({ national_id: nationalId })).toEqual(answer(true, false));
    expect(await check({ phone: '0571230001' }, w.admin)).toEqual(answer(false, true));

    // Free means registrable: the create path refuses exactly what the check calls taken.
    expect(await w.api('POST', '/api/patient-write', w.owner, patientBody({ national_id: nationalId }))).toMatchObject({
      status: 409,
      body: { code: 'patient.national_id_taken' },
    });
    expect((await w.api('POST', '/api/patient-write', w.owner, patientBody({ national_id: freeId, phone: '0571239999' }))).status).toBe(201);
    expect(await check({ national_id: freeId, phone: '0571239999' })).toEqual(answer(true, true));
  });

  it("refuses a bad national id with the spec's message, a bad phone, and an empty question", async () => {
    expect(await check({ national_id: '1234567891' })).toMatchObject({
      status: 400,
      body: { result: 'error', message: 'Invalid National/Residence ID', payload: { field: 'national_id' }, code: 'validation.nationalId.invalid' },
    });
    expect(await check({ national_id: '3000000001', phone: '0571230002' })).toMatchObject({ status: 400, body: { code: 'validation.nationalId.invalid' } });
    expect(await check({ phone: '0571' })).toMatchObject({ status: 400, body: { message: 'Invalid phone number', code: 'validation.phone.invalid' } });
    expect(await check({ national_id: 1000000008 })).toMatchObject({ status: 400, body: { code: 'validation.type.text' } });
    expect(await check({})).toMatchObject({ status: 400, body: { message: 'Please fill all required fields', code: 'validation.required' } });
  });

  it('answers only ADMIN and PICs in charge of a clinic; others are refused without learning anything', async () => {
    const holder = patientBody({ phone: '0571230003' });
    await newPatient(w, holder);
    for (const email of [DEMO.pharmacyPic, DEMO.centerPic]) {
      const reply = await check({ national_id: holder.national_id, phone: holder.phone }, await w.t.login(email));
      expect(reply).toEqual({ status: 403, body: expect.objectContaining({ result: 'error', code: 'auth.forbidden', payload: null }) });
    }
    expect((await w.api('POST', CHECK, undefined, { phone: holder.phone })).status).toBe(401);
  });

  it('audits each check as a search of patients, naming who holds a value but never the values', async () => {
    const holder = patientBody({ phone: '0571230004' });
    const holderId = await newPatient(w, holder);
    await check({ national_id: holder.national_id, phone: '0571239998' }, w.otherPic);
    const rows = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'search'), eq(auditLog.entity_type, 'patient'), eq(auditLog.entity_id, holderId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_role: 'PIC', after: { by: ['national_id', 'phone'], holders: [holderId] } });
    expect(JSON.stringify(rows[0])).not.toContain(holder.national_id as string);
    expect(JSON.stringify(rows[0])).not.toContain('0571239998');
  });

  it('shares the phone search budget: 30 lookups a minute per user, then 429 with Retry-After', async () => {
    const faisal = await w.t.login('faisal.alqahtani@example.com');
    const searches = await Promise.all(Array.from({ length: 20 }, (_, i) => w.api('GET', `/api/patient-read/search?phone=05713${50_000 + i}`, faisal)));
    const checks = await Promise.all(Array.from({ length: 15 }, (_, i) => check({ phone: `05713${60_000 + i}` }, faisal)));
    const statuses = [...searches, ...checks].map((reply) => reply.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = await w.t.app.inject({ method: 'POST', url: CHECK, headers: { authorization: `Bearer ${faisal}` }, payload: { phone: '0571230001' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'request.too_many' });
    expect((await check({ phone: '0571230001' })).status).toBe(200);
  });
});
