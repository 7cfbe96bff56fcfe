import { eq } from 'drizzle-orm';
import { auditOf } from '../clinics/clinic-test-kit';
import { appointments } from '../db/schema';
import { booked, bookingWorld, newPatient, scheduledPhysician, type BookingWorld } from './appointment-test-kit';

let w: BookingWorld;
let physician: string;
let patient: string;

beforeAll(async () => {
  w = await bookingWorld();
  physician = await scheduledPhysician(w);
  patient = await newPatient(w);
});
afterAll(() => w.t.close());
afterEach(() => w.time.set('2031-03-02T08:00:00Z'));

const CANCEL = (id: string) => `/api/appointment-management/pic-cancel/${id}`;
const NOSHOW = (id: string) => `/api/appointment-management/noshow/${id}`;
const INSURANCE = (id: string, value: string) => `/api/appointment-management/insurance/${id}?insurance=${value}`;
const CONFIRM = '/api/appointment-management/confirmation';

const statusOf = async (id: string) => (await w.t.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.sys_id, id)))[0].status;

describe('cancel by PIC', () => {
  it('cancels until just before the appointment time, and refuses from its time on', async () => {
    const late = await booked(w, physician, patient, '2031-03-03 09:00');
    w.time.set('2031-03-03T09:00:00Z');
    const refused = await w.api('PATCH', CANCEL(late), w.owner);
    expect(refused).toMatchObject({ status: 409, body: { result: 'error', message: 'An appointment can only be cancelled before its time' } });
    expect(await statusOf(late)).toBe('confirmed');

    const onTime = await booked(w, physician, patient, '2031-03-03 09:30');
    w.time.set('2031-03-03T09:29:59.999Z');
    const reply = await w.api('PATCH', CANCEL(onTime), w.owner);
    expect(reply).toMatchObject({ status: 200, body: { result: 'ok', message: 'Appointment canceled successfully', payload: { appointmentId: onTime, status: 'canceled' } } });
    expect(await statusOf(onTime)).toBe('canceled');
    expect(await auditOf(w.t, 'cancel_appointment', onTime)).toHaveLength(1);
  });
});

describe('no-show', () => {
  it('is refused before the appointment time, works from it until 48 hours after, and is refused from then on', async () => {
    const ids = await Promise.all(['09:00', '09:30', '10:00', '10:30'].map((time) => booked(w, physician, patient, `2031-03-04 ${time}`)));
    const at = async (time: string, id: string) => {
      w.time.set(time);
      return w.api('PATCH', NOSHOW(id), w.owner);
    };
    expect(await at('2031-03-04T08:59:59.999Z', ids[0])).toMatchObject({
      status: 409,
      body: { message: 'No-show can only be set once the appointment time has come' },
    });
    expect(await at('2031-03-04T09:00:00.000Z', ids[0])).toMatchObject({
      status: 200,
      body: { result: 'ok', message: 'Appointment marked as no-show', payload: { status: 'patient_noshow' } },
    });
    // 48 hours after 09:30 on 4 March is 09:30 on 6 March.
    expect((await at('2031-03-06T09:29:59.999Z', ids[1])).status).toBe(200);
    expect(await at('2031-03-06T10:00:00.000Z', ids[2])).toMatchObject({
      status: 409,
      body: { message: 'No-show can only be set within 48 hours after the appointment time' },
    });
    expect((await at('2031-03-07T10:30:00.000Z', ids[3])).status).toBe(409);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['patient_noshow', 'patient_noshow', 'confirmed', 'confirmed']);
    expect(await auditOf(w.t, 'noshow_appointment', ids[0])).toHaveLength(1);
  });
});

describe('status transitions', () => {
  it('confirms a pending booking (and a confirmed one stays confirmed); nothing leaves canceled or no-show', async () => {
    const pending = await booked(w, physician, patient, '2031-03-05 09:00', { status: 'pending' });
    const confirmed = await w.api('POST', CONFIRM, w.owner, { appointment_id: pending });
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Appointment confirmed', payload: { status: 'confirmed' } } });
    expect((await w.api('POST', CONFIRM, w.owner, { appointment_id: pending })).body.payload.status).toBe('confirmed');

    const canceled = await booked(w, physician, patient, '2031-03-05 09:30');
    expect((await w.api('PATCH', CANCEL(canceled), w.owner)).status).toBe(200);
    const noShow = await booked(w, physician, patient, '2031-03-05 10:00');
    w.time.set('2031-03-05T10:05:00Z');
    expect((await w.api('PATCH', NOSHOW(noShow), w.owner)).status).toBe(200);
    w.time.set('2031-03-05T08:00:00Z');

    const refusals: [string, 'POST' | 'PATCH', string, unknown, string][] = [
      ['confirm canceled', 'POST', CONFIRM, { appointment_id: canceled }, 'This appointment cannot be confirmed: its status is Canceled'],
      ['cancel canceled', 'PATCH', CANCEL(canceled), undefined, 'This appointment cannot be cancelled: its status is Canceled'],
      ['no-show canceled', 'PATCH', NOSHOW(canceled), undefined, 'This appointment cannot be marked as no-show: its status is Canceled'],
      ['confirm no-show', 'POST', CONFIRM, { appointment_id: noShow }, 'This appointment cannot be confirmed: its status is No show'],
      ['cancel no-show', 'PATCH', CANCEL(noShow), undefined, 'This appointment cannot be cancelled: its status is No show'],
      ['no-show twice', 'PATCH', NOSHOW(noShow), undefined, 'This appointment cannot be marked as no-show: its status is No show'],
    ];
    for (const [name, method, url, body, message] of refusals) {
      const reply = await w.api(method, url, w.owner, body);
      expect({ name, status: reply.status, message: reply.body.message }).toEqual({ name, status: 409, message });
    }
    expect(await Promise.all([pending, canceled, noShow].map(statusOf))).toEqual(['confirmed', 'canceled', 'patient_noshow']);
  });

  it('answers 400 without an appointment_id and 404 for an unknown one', async () => {
    expect(await w.api('POST', CONFIRM, w.owner, {})).toMatchObject({ status: 400, body: { message: 'appointment_id is required' } });
    expect(await w.api('POST', CONFIRM, w.owner, { appointment_id: 'nope' })).toMatchObject({ status: 404, body: { message: 'Appointment not found' } });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [CANCEL(unknown), NOSHOW(unknown), INSURANCE(unknown, 'true')]) {
      expect(await w.api('PATCH', url, w.owner)).toMatchObject({ status: 404, body: { message: 'Appointment not found' } });
    }
  });
});

describe('insurance', () => {
  it('sets and clears the insurance flag; refuses another value and a canceled appointment', async () => {
    const id = await booked(w, physician, patient, '2031-03-06 09:00');
    expect(await w.api('PATCH', INSURANCE(id, 'true'), w.owner)).toMatchObject({
      status: 200,
      body: { message: 'Insurance details updated', payload: { isInsurance: true } },
    });
    expect((await w.api('GET', `/api/monitoring/appointment-by-id/${id}`, w.owner)).body.payload.isInsurance).toBe(true);
    expect((await w.api('PATCH', INSURANCE(id, 'false'), w.owner)).body.payload.isInsurance).toBe(false);
    expect(await w.api('PATCH', INSURANCE(id, 'yes'), w.owner)).toMatchObject({ status: 400, body: { message: 'insurance must be true or false' } });
    expect((await w.api('PATCH', `/api/appointment-management/insurance/${id}`, w.owner)).status).toBe(400);
    await w.api('PATCH', CANCEL(id), w.owner);
    expect(await w.api('PATCH', INSURANCE(id, 'true'), w.owner)).toMatchObject({ status: 409, body: { message: 'A canceled appointment cannot be changed' } });
  });
});

describe('who may change an appointment', () => {
  it("refuses another PIC's clinic (403, audited, unchanged) and a visitor (401); ADMIN may", async () => {
    const id = await booked(w, physician, patient, '2031-03-06 09:30');
    const attempts: ['POST' | 'PATCH', string, unknown][] = [
      ['PATCH', CANCEL(id), undefined],
      ['PATCH', NOSHOW(id), undefined],
      ['PATCH', INSURANCE(id, 'true'), undefined],
      ['POST', CONFIRM, { appointment_id: id }],
    ];
    for (const [method, url, body] of attempts) {
      expect((await w.api(method, url, w.otherPic, body)).status).toBe(403);
      expect((await w.api(method, url, undefined, body)).status).toBe(401);
    }
    expect(await auditOf(w.t, 'access_denied', id)).toHaveLength(4);
    expect(await statusOf(id)).toBe('confirmed');
    expect((await w.api('PATCH', CANCEL(id), w.admin)).body.payload.status).toBe('canceled');
  });
});
