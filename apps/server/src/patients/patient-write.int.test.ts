import { count, eq } from 'drizzle-orm';
import { bookingWorld, patientBody, type BookingWorld } from '../appointments/appointment-test-kit';
import { auditOf } from '../clinics/clinic-test-kit';
import { patients } from '../db/schema';
import { demoPatientNationalId } from '../seed/demo-patients';

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});
afterAll(() => w.t.close());

const CREATE = '/api/patient-write';
const patientCount = async () => Number((await w.t.db.select({ value: count() }).from(patients))[0].value);

describe('POST /api/patient-write', () => {
  it('registers a patient with the phone normalised, SAU for a citizen id, and the clinic name', async () => {
    const body = patientBody({ name: 'Sara Al Ghamdi', phone: '+966 55 123 4567', clinicName: 'Al Noor Family Clinic', gender: 'Female' });
    const reply = await w.api('POST', CREATE, w.owner, body);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      result: 'ok',
      message: 'Patient created',
      payload: {
        sys_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        id: expect.any(Number),
        name: 'Sara Al Ghamdi',
        phone: '0551234567',
        national_id: body.national_id,
        date_of_birth: '1990-03-07T06:00:00.000Z',
        gender: 'Female',
        country_id: 'SAU',
        clinicName: 'Al Noor Family Clinic',
      },
    });
    expect(await auditOf(w.t, 'create', reply.body.payload.sys_id)).toHaveLength(1);
    // A residence id (2...) has no country.
    const resident = await w.api('POST', CREATE, w.owner, patientBody({ national_id: demoPatientNationalId(20_403) }));
    expect(demoPatientNationalId(20_403)).toMatch(/^2/);
    expect(resident.body.payload).toMatchObject({ country_id: null, clinicName: null });
  });

  it('refuses an invalid form with the spec messages, a bad national id checksum and a bad date of birth', async () => {
    const before = await patientCount();
    const required = ['Please fill all required fields', 'validation.required'];
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '' }, required],
      [{ name: 'Sara' }, ['Invalid, must be more than 5 characters', 'validation.name.tooShort']],
      [{ phone: '' }, required],
      [{ phone: '12345' }, ['Invalid phone number', 'validation.phone.invalid']],
      [{ national_id: '' }, required],
      // The form checks the length only; the server's checksum answers with the same id.
      [{ national_id: '1234567891' }, ['Invalid National/Residence ID', 'validation.nationalId.invalid']],
      [{ national_id: '3000000001' }, ['Invalid National/Residence ID', 'validation.nationalId.invalid']],
      [{ date_of_birth: '' }, required],
      [{ date_of_birth: 'yesterday' }, ['Invalid date of birth', 'patient.birth_date_invalid']],
      [{ gender: 'Other' }, required],
    ];
    for (const [overrides, [message, code]] of cases) {
      const reply = await w.api('POST', CREATE, w.owner, patientBody(overrides));
      expect({ overrides, status: reply.status, message: reply.body.message, code: reply.body.code }).toEqual({ overrides, status: 400, message, code });
    }
    expect(await patientCount()).toBe(before);
    expect((await w.api('POST', CREATE, undefined, patientBody())).status).toBe(401);
  });

  it('refuses a phone (however written) or a national id that another patient has, with 409', async () => {
    const first = patientBody({ phone: '0561112223' });
    expect((await w.api('POST', CREATE, w.owner, first)).status).toBe(201);
    const samePhone = await w.api('POST', CREATE, w.admin, patientBody({ phone: '00966 56 111 2223' }));
    expect(samePhone).toMatchObject({
      status: 409,
      body: { result: 'error', message: 'A patient with this phone number already exists', code: 'patient.phone_taken' },
    });
    const sameId = await w.api('POST', CREATE, w.admin, patientBody({ national_id: first.national_id }));
    expect(sameId).toMatchObject({
      status: 409,
      body: { message: 'A patient with this National/Residence ID already exists', code: 'patient.national_id_taken' },
    });
    // Two registrations racing: one wins, the other is told why.
    const racer = patientBody();
    const replies = await Promise.all([w.api('POST', CREATE, w.owner, racer), w.api('POST', CREATE, w.admin, racer)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await w.t.db.select().from(patients).where(eq(patients.phone, racer.phone as string))).toHaveLength(1);
  });
});

describe('GET /api/patient-read/', () => {
  it('lists every patient to ADMIN, newest first, 50 a page by default (count and data)', async () => {
    const reply = await w.api('GET', '/api/patient-read/', w.admin);
    expect(reply).toMatchObject({ status: 200, body: { result: 'ok', message: 'Patients' } });
    expect(reply.body.payload.count).toBe(await patientCount());
    expect(reply.body.payload.count).toBeGreaterThan(2000);
    expect(reply.body.payload.data).toHaveLength(50);
    const ids = reply.body.payload.data.map((row: { id: number }) => row.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect(Object.keys(reply.body.payload.data[0]).sort()).toEqual(
      ['clinicName', 'country_id', 'date_of_birth', 'gender', 'id', 'name', 'national_id', 'phone', 'sys_id'].sort(),
    );
    const page = await w.api('GET', '/api/patient-read/?page=3&limit=10', w.admin);
    expect(page.body.payload.data).toHaveLength(10);
    expect(page.body.payload.data[0].id).toBe(ids[20]);
  });

  it('searches by name, phone (however written) or national id, counting only the matches, and audits that it searched, not what', async () => {
    const [sample] = await w.t.db.select().from(patients).where(eq(patients.phone, '0500000001'));
    const search = async (text: string) => (await w.api('GET', `/api/patient-read/?search=${encodeURIComponent(text)}`, w.admin)).body.payload;

    const byPhone = await search('+966 50 000 0001');
    expect(byPhone.data.map((row: { sys_id: string }) => row.sys_id)).toContain(sample.sys_id);
    expect(byPhone.count).toBe(byPhone.data.length);
    // Arabic-Indic digits, as typed on an Arabic keyboard.
    expect((await search('٠٥٠٠٠٠٠٠٠١')).data.map((row: { sys_id: string }) => row.sys_id)).toContain(sample.sys_id);
    if (sample.national_id) expect((await search(sample.national_id)).data.map((row: { sys_id: string }) => row.sys_id)).toEqual([sample.sys_id]);

    const word = sample.name.split(' ')[0].toLowerCase();
    const byName = await search(word);
    expect(byName.count).toBeGreaterThan(0);
    expect(byName.count).toBeLessThan(await patientCount());
    expect(byName.data.every((row: { name: string }) => row.name.toLowerCase().includes(word))).toBe(true);
    expect(await search('no such patient zzz')).toEqual({ count: 0, data: [] });
    // '%' and '_' are letters here, not wildcards.
    expect((await search('%')).count).toBe(0);

    const audits = (await auditOf(w.t, 'read')).filter((row) => row.entity_type === 'patient_list').sort((a, b) => a.id - b.id);
    expect(JSON.stringify(audits.at(-1))).not.toContain('zzz');
    expect(audits.at(-1)).toMatchObject({ after: { searched: true } });
  });

  it('is ADMIN only: 403 for a PIC, 401 for a visitor', async () => {
    expect(await w.api('GET', '/api/patient-read/', w.owner)).toMatchObject({ status: 403, body: { message: 'You are not allowed to do this' } });
    expect((await w.api('GET', '/api/patient-read/')).status).toBe(401);
  });
});

describe('tagging patients', () => {
  it('lets ADMIN tag a patient; a PIC is in charge of none (403)', async () => {
    const patient = (await w.api('POST', CREATE, w.owner, patientBody())).body.payload.sys_id;
    const tag = await w.api('POST', '/api/tags-write/tags', w.admin, { name: 'Chronic Care' });
    const assignment = [{ entity_type: 'PATIENT', entity_sys_id: patient, tag_id: tag.body.payload.id }];
    expect((await w.api('POST', '/api/tags-write/assign-tag', w.owner, assignment)).status).toBe(403);
    expect(await w.api('POST', '/api/tags-write/assign-tag', w.admin, assignment)).toMatchObject({ status: 200, body: { payload: { added: 1 } } });
  });
});
