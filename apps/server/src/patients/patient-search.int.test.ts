import { and, eq } from 'drizzle-orm';
import { booked, bookingWorld, newPatient, patientBody, scheduledPhysician, type BookingWorld } from '../appointments/appointment-test-kit';
import { auditLog } from '../db/schema';
import { DEMO } from '../test/test-app';

/*
 * Finding (issue 10): `GET patient-read/search?phone=` answered any signed-in user, pharmacy and
 * center PICs included, with name, phone, national id, birth date and gender of any patient, at 600
 * requests/s, with no throttle and no audit record.
 */

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});
afterAll(() => w.t.close());

const SEARCH = (phone: string) => `/api/patient-read/search?phone=${encodeURIComponent(phone)}`;
const masked = (nationalId: string) => `******${nationalId.slice(-4)}`;

async function searchAudit(patientId: string | null) {
  const rows = await w.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'search'), eq(auditLog.entity_type, 'patient')));
  return rows.filter((row) => row.entity_id === patientId);
}

describe('GET /api/patient-read/search?phone=', () => {
  it('finds a patient by a full phone however it is written, with only what booking shows', async () => {
    const body = patientBody({ phone: '0571234000', name: 'Searched Patient', gender: 'Female', clinicName: 'Al Noor' });
    const created = (await w.api('POST', '/api/patient-write', w.owner, body)).body.payload;
    for (const phone of ['0571234000', '+966571234000', '966 57 123 4000', '٠٥٧١٢٣٤٠٠٠']) {
      const reply = await w.api('GET', SEARCH(phone), w.admin);
      expect({ phone, status: reply.status, body: reply.body }).toEqual({
        phone,
        status: 200,
        body: {
          result: 'ok',
          message: 'Patient found',
          payload: {
            sys_id: created.sys_id,
            name: 'Searched Patient',
            phone: '0571234000',
            national_id: body.national_id,
            date_of_birth: '1990-03-07T06:00:00.000Z',
            gender: 'Female',
          },
        },
      });
    }
  });

  it('refuses a part of a number, asks for a phone, and says so when nobody has it', async () => {
    await newPatient(w, { phone: '0571234111' });
    for (const part of ['0571', '057123', '57123411', '0571234111x']) {
      expect(await w.api('GET', SEARCH(part), w.owner)).toMatchObject({ status: 400, body: { code: 'validation.phone.invalid' } });
    }
    expect(await w.api('GET', SEARCH(''), w.owner)).toMatchObject({ status: 400, body: { message: 'Please enter a phone number' } });
    expect(await w.api('GET', SEARCH('0579999999'), w.owner)).toMatchObject({
      status: 404,
      body: { result: 'error', message: 'No patient is registered with this phone number', payload: null, code: 'patient.no_patient_with_phone' },
    });
  });

  it('answers only ADMIN and PICs in charge of a clinic: pharmacy and center PICs are refused and audited, and may not register patients', async () => {
    const patientId = await newPatient(w, { phone: '0571234222' });
    for (const email of [DEMO.pharmacyPic, DEMO.centerPic]) {
      const reply = await w.api('GET', SEARCH('0571234222'), await w.t.login(email));
      expect(reply).toMatchObject({ status: 403, body: { result: 'error', code: 'auth.forbidden', payload: null } });
      expect(JSON.stringify(reply.body)).not.toContain('0571234222');
    }
    expect((await w.api('GET', SEARCH('0571234222'))).status).toBe(401);
    // Nor may they register one: a taken phone would tell them the patient exists.
    const register = await w.api('POST', '/api/patient-write', await w.t.login(DEMO.pharmacyPic), patientBody({ phone: '0571234222' }));
    expect(register).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    const refusals = await w.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'access_denied'), eq(auditLog.entity_type, 'patient')));
    expect(refusals.length).toBeGreaterThanOrEqual(2);
    expect(await searchAudit(patientId)).toHaveLength(0);
  });

  it('shows the national id in full only to ADMIN and to the clinics the patient has an appointment at', async () => {
    const body = patientBody({ phone: '0571234333' });
    const patientId = await newPatient(w, body);
    const nationalId = body.national_id as string;
    const idSeenBy = async (token: string) => (await w.api('GET', SEARCH('0571234333'), token)).body.payload.national_id;

    expect(await idSeenBy(w.owner)).toBe(masked(nationalId));
    expect(await idSeenBy(w.otherPic)).toBe(masked(nationalId));
    expect(await idSeenBy(w.admin)).toBe(nationalId);

    const physician = await scheduledPhysician(w, w.ownClinics[0]);
    await booked(w, physician, patientId, '2031-03-03 09:00');
    expect(await idSeenBy(w.owner)).toBe(nationalId);
    expect(await idSeenBy(w.otherPic)).toBe(masked(nationalId));
  });

  it('audits every lookup, found or not: who, which patient, when', async () => {
    const patientId = await newPatient(w, { phone: '0571234444' });
    const before = await searchAudit(null);
    await w.api('GET', SEARCH('0571234444'), w.otherPic);
    await w.api('GET', SEARCH('0571239999'), w.otherPic);
    const [found] = await searchAudit(patientId);
    expect(found).toMatchObject({ actor_role: 'PIC', action: 'search', entity_type: 'patient', after: { by: 'phone', found: true } });
    expect(found.actor_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(found.created_at).toBeInstanceOf(Date);
    expect(JSON.stringify(found)).not.toContain('0571234444');
    expect((await searchAudit(null)).length).toBe(before.length + 1);
  });

  it('lets one user look up 30 numbers a minute, then answers 429 with Retry-After; others are not slowed', async () => {
    const faisal = await w.t.login('faisal.alqahtani@example.com');
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => w.api('GET', SEARCH(`05712${String(50_000 + i)}`), faisal)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 404)).toHaveLength(30);
    const refused = await w.t.app.inject({ method: 'GET', url: SEARCH('0571234444'), headers: { authorization: `Bearer ${faisal}` } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ result: 'error', message: 'Too many requests, please try again later', payload: null, code: 'request.too_many' });
    expect((await w.api('GET', SEARCH('0571234444'), w.owner)).status).toBe(200);
  });
});
