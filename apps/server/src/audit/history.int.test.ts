import { patientLogin } from '../orders/order-test-kit';
import { booked, bookingWorld, newPatient, patientBody, scheduledPhysician, type BookingWorld } from '../appointments/appointment-test-kit';

/*
 * Every record's history (issue 29): `GET /api/audit-read/history/{entity_type}/{id}` tells who
 * changed which fields of a record, old and new, newest first; ADMIN reads any record's, a PIC only
 * their own facilities' records'.
 */

let w: BookingWorld;
let clinicId: string;

beforeAll(async () => {
  w = await bookingWorld();
  clinicId = w.ownClinics[0];
});
afterAll(() => w.t.close());

type Entry = { at: string; actor: { sys_id: string; name: string | null; role: string } | null; action: string; changes: { field: string; old: unknown; new: unknown }[] };
const history = async (token: string, type: string, id: string, query = '') => {
  const reply = await w.api('GET', `/api/audit-read/history/${type}/${id}${query}`, token);
  return { status: reply.status, count: reply.body.payload?.count as number, rows: (reply.body.payload?.rows ?? []) as Entry[] };
};

describe('a record\'s history', () => {
  it('shows an edit of a clinic, by whom, with the field\'s old and new values, newest first', async () => {
    const before = (await w.api('GET', `/api/clinic-read/${clinicId}`, w.owner)).body.payload[0] as { registered_clinic_name: string; registered_clinic_name_arabic: string };
    expect((await w.api('PATCH', `/api/clinic-write/${clinicId}`, w.owner, { registered_clinic_name: 'Renamed Clinic' })).status).toBe(200);
    expect((await w.api('PATCH', `/api/clinic-write/${clinicId}`, w.admin, { registered_clinic_name_arabic: 'عيادة جديدة' })).status).toBe(200);

    const seen = await history(w.admin, 'clinic', clinicId);
    expect(seen.status).toBe(200);
    const [newest, previous] = seen.rows;
    expect(newest).toMatchObject({ action: 'update', actor: { role: 'ADMIN' }, changes: [{ field: 'registered_clinic_name_arabic', old: before.registered_clinic_name_arabic, new: 'عيادة جديدة' }] });
    expect(previous).toMatchObject({ action: 'update', actor: { role: 'PIC', name: expect.any(String) }, changes: [{ field: 'registered_clinic_name', old: before.registered_clinic_name, new: 'Renamed Clinic' }] });
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(previous.at));
    expect(seen.count).toBeGreaterThanOrEqual(2);
  });

  it('pages: limit 1 gives the newest entry and the whole count', async () => {
    const all = await history(w.admin, 'clinic', clinicId);
    const first = await history(w.admin, 'clinic', clinicId, '?page=1&limit=1');
    const second = await history(w.admin, 'clinic', clinicId, '?page=2&limit=1');
    expect(first.rows).toEqual([all.rows[0]]);
    expect(second.rows).toEqual([all.rows[1]]);
    expect(first.count).toBe(all.count);
  });

  it('lets a PIC read their own records\' history, refuses another\'s (403) and answers 404 for none', async () => {
    expect((await history(w.owner, 'clinic', clinicId)).status).toBe(200);
    expect((await history(w.otherPic, 'clinic', clinicId)).status).toBe(403);
    expect((await history(w.otherPic, 'clinic', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('follows a physician and an appointment to their clinic\'s PIC', async () => {
    const physician = await scheduledPhysician(w, clinicId);
    const patient = await newPatient(w);
    const appointment = await booked(w, physician, patient, '2031-03-05 10:00');
    const ofPhysician = await history(w.owner, 'physician', physician);
    expect(ofPhysician.status).toBe(200);
    expect(ofPhysician.rows.at(-1)).toMatchObject({ action: 'create', actor: { role: 'ADMIN' } });
    // The booking names its physician and patient, not their ids.
    const booking = (await history(w.owner, 'appointment', appointment)).rows.at(-1)!;
    const physicianName = (await w.api('GET', `/api/doctor-read/${physician}`, w.admin)).body.payload as { name?: string } | { name?: string }[];
    const expectedName = Array.isArray(physicianName) ? physicianName[0].name : physicianName.name;
    expect(booking.changes).toContainEqual({ field: 'physician_id', old: null, new: expectedName });
    expect(JSON.stringify(booking.changes)).not.toContain(physician);
    expect((await history(w.otherPic, 'physician', physician)).status).toBe(403);
    expect((await history(w.owner, 'appointment', appointment)).status).toBe(200);
    expect((await history(w.otherPic, 'appointment', appointment)).status).toBe(403);
  });

  it('keeps a patient\'s history to ADMIN, with the national id masked', async () => {
    const body = patientBody();
    const created = await w.api('POST', '/api/patient-write', w.admin, body);
    const patient = created.body.payload.sys_id as string;
    expect((await history(w.owner, 'patient', patient)).status).toBe(403);
    const seen = await history(w.admin, 'patient', patient);
    expect(seen.status).toBe(200);
    const nationalId = body.national_id as string;
    expect(seen.rows.at(-1)).toMatchObject({ action: 'create', actor: { role: 'ADMIN' } });
    expect(JSON.stringify(seen.rows)).not.toContain(nationalId);
  });

  it('names a patient who acted through the patient app, not only staff', async () => {
    const patient = await patientLogin(w.t);
    const [signIn] = (await history(w.admin, 'patient', patient.sys_id)).rows;
    expect(signIn).toMatchObject({ action: 'login', actor: { sys_id: patient.sys_id, role: 'PATIENT', name: patient.name } });
  });

  it('refuses a kind of record it does not know, and an id that is no sys_id', async () => {
    expect((await history(w.admin, 'administrator', clinicId)).status).toBe(400);
    expect((await history(w.admin, 'clinic', 'not-an-id')).status).toBe(404);
  });
});
