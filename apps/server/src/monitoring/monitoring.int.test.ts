import { booked, bookingWorld, newPatient, scheduledPhysician, type BookingWorld } from '../appointments/appointment-test-kit';
import { auditOf } from '../clinics/clinic-test-kit';

let w: BookingWorld;
let physician: string;
let second: string;
let patient: string;
/** A second patient: one patient cannot be in two places at once (issue 33), two at 09:00 are two people. */
let otherPatient: string;

const MONITOR = (clinicId: string, day?: string) => `/api/monitoring/appointment-by-clinic/${clinicId}${day === undefined ? '' : `?day=${day}`}`;
const BY_ID = (id: string) => `/api/monitoring/appointment-by-id/${id}`;

beforeAll(async () => {
  w = await bookingWorld();
  physician = await scheduledPhysician(w, w.ownClinics[1], { name: 'Monitor Physician Amal', arabic_name: 'الطبيبة أمل للمراقبة' });
  second = await scheduledPhysician(w, w.ownClinics[1], { name: 'Second Physician Omar', arabic_name: 'الطبيب عمر الثاني' });
  patient = await newPatient(w, { name: 'Monitor Patient' });
  otherPatient = await newPatient(w, { name: 'Second Monitor Patient' });
});
afterAll(() => w.t.close());
afterEach(() => w.time.set('2031-03-02T08:00:00Z'));

describe('GET /api/monitoring/appointment-by-clinic/{clinicId}?day=', () => {
  it("tiles the clinic's day by time with drName, 'HH:MM' UTC and the state the clock gives", async () => {
    const early = await booked(w, physician, patient, '2031-03-10 09:00');
    const missed = await booked(w, second, otherPatient, '2031-03-10 09:00');
    const later = await booked(w, physician, patient, '2031-03-10 11:30');
    const canceled = await booked(w, physician, patient, '2031-03-10 10:00');
    await w.api('PATCH', `/api/appointment-management/pic-cancel/${canceled}`, w.owner);
    await booked(w, physician, patient, '2031-03-11 09:00');

    w.time.set('2031-03-10T09:40:00Z');
    expect((await w.api('PATCH', `/api/appointment-management/noshow/${missed}`, w.owner)).status).toBe(200);
    const reply = await w.api('GET', MONITOR(w.ownClinics[1], '2031-03-10'), w.owner);
    expect(reply).toMatchObject({ status: 200, body: { result: 'ok' } });
    // The cancelled one and the next day's are not on the monitor; a passed time is completed (1),
    // a no-show 2, a coming one upcoming (0).
    expect(reply.body.payload).toEqual([
      {
        appointmentId: early,
        drName: 'Monitor Physician Amal',
        drArabicName: 'الطبيبة أمل للمراقبة',
        time: '09:00',
        dateTime: '2031-03-10T09:00:00.000Z',
        state: 1,
        status: 'confirmed',
        patientName: 'Monitor Patient',
      },
      expect.objectContaining({ appointmentId: missed, drName: 'Second Physician Omar', time: '09:00', state: 2, status: 'patient_noshow', patientName: 'Second Monitor Patient' }),
      expect.objectContaining({ appointmentId: later, time: '11:30', state: 0 }),
    ]);

    // When its time comes, the upcoming tile turns completed.
    w.time.set('2031-03-10T11:30:00Z');
    const afterwards = await w.api('GET', MONITOR(w.ownClinics[1], '2031-03-10'), w.owner);
    expect(afterwards.body.payload.map((tile: { state: number }) => tile.state)).toEqual([1, 2, 1]);
  });

  it("defaults to the clock's day, answers an empty day with [], and refuses a day that is not a date", async () => {
    const today = await booked(w, physician, patient, '2031-03-02 11:00');
    const noDay = await w.api('GET', MONITOR(w.ownClinics[1]), w.owner);
    expect(noDay.body.payload.map((tile: { appointmentId: string }) => tile.appointmentId)).toEqual([today]);
    expect((await w.api('GET', MONITOR(w.ownClinics[1], '2031-04-01'), w.owner)).body.payload).toEqual([]);
    for (const day of ['2031-02-30', '10-03-2031', 'today']) {
      expect(await w.api('GET', MONITOR(w.ownClinics[1], day), w.owner)).toMatchObject({
        status: 400,
        body: { message: 'day must be a date written YYYY-MM-DD' },
      });
    }
  });

  it("shows a PIC only their own clinics (403, audited), a visitor nothing (401), and 404 for an unknown clinic", async () => {
    expect((await w.api('GET', MONITOR(w.ownClinics[1], '2031-03-10'), w.otherPic)).status).toBe(403);
    expect(await auditOf(w.t, 'access_denied', w.ownClinics[1])).toHaveLength(1);
    expect((await w.api('GET', MONITOR(w.ownClinics[1], '2031-03-10'))).status).toBe(401);
    expect((await w.api('GET', MONITOR(w.ownClinics[1], '2031-03-10'), w.admin)).body.payload).toHaveLength(3);
    expect(await w.api('GET', MONITOR('00000000-0000-4000-8000-000000000000'), w.admin)).toMatchObject({
      status: 404,
      body: { message: 'Clinic not found' },
    });
  });
});

describe('GET /api/monitoring/appointment-by-id/{id}', () => {
  it('reads one appointment for ADMIN and the owning PIC; 403 for another PIC, 404 when unknown', async () => {
    const id = await booked(w, physician, patient, '2031-03-12 10:30', { type: 'audio', payment_type: 'online_pay' });
    for (const token of [w.admin, w.owner]) {
      const reply = await w.api('GET', BY_ID(id), token);
      expect(reply).toMatchObject({
        status: 200,
        body: {
          result: 'ok',
          payload: {
            appointmentId: id,
            appointmentType: 'audio',
            serviceType: 'consultation',
            patientName: 'Monitor Patient',
            physicianName: 'Monitor Physician Amal',
            clinic: 'Smile Dental Center',
            clinicId: w.ownClinics[1],
            amount: 120,
            paymentType: 'online_pay',
            dateTime: '2031-03-12T10:30:00.000Z',
            status: 'confirmed',
            isInsurance: false,
            services: [],
          },
        },
      });
    }
    expect((await w.api('GET', BY_ID(id), w.otherPic)).status).toBe(403);
    expect(await w.api('GET', BY_ID('00000000-0000-4000-8000-000000000000'), w.admin)).toMatchObject({
      status: 404,
      body: { message: 'Appointment not found' },
    });
    expect((await w.api('GET', '/api/monitoring/appointment-by-id/not-an-id', w.admin)).status).toBe(404);
  });
});

describe('the seeded demo', () => {
  it("fills the clinic PIC's monitors over the coming week (seeded around the real date)", async () => {
    let tiles = 0;
    for (let offset = 0; offset < 7; offset++) {
      const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      for (const clinic of w.ownClinics) tiles += (await w.api('GET', MONITOR(clinic, day), w.owner)).body.payload.length;
    }
    expect(tiles).toBeGreaterThan(20);
  });
});
