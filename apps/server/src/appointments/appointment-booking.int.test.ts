import { and, eq } from 'drizzle-orm';
import { auditOf } from '../clinics/clinic-test-kit';
import { appointments } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { BOOK, booked, bookingBody, bookingWorld, newPatient, scheduledPhysician, type BookingWorld } from './appointment-test-kit';

let w: BookingWorld;
let physician: string;
let patient: string;

beforeAll(async () => {
  w = await bookingWorld();
  physician = await scheduledPhysician(w);
  patient = await newPatient(w, { name: 'Booking Patient' });
});
afterAll(() => w.t.close());

const storedAt = (physicianId: string, startsAt: string) =>
  w.t.db
    .select({ sys_id: appointments.sys_id, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.physician_id, physicianId), eq(appointments.starts_at, new Date(startsAt))));

describe('POST /api/appointment-management/create-appointment-v2', () => {
  it('books an available slot and answers the appointment as the details page reads it', async () => {
    const reply = await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, '2031-03-03 09:30'));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ result: 'ok', message: 'Appointment created successfully!' });
    const appointment = reply.body.payload;
    expect(appointment).toEqual({
      sys_id: appointment.appointmentId,
      appointmentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      appointmentType: 'walkin',
      serviceType: 'consultation',
      patientId: patient,
      patientName: 'Booking Patient',
      patientPhone: expect.stringMatching(/^05\d{8}$/),
      patientNationalId: expect.stringMatching(/^[12]\d{9}$/),
      patientDateOfBirth: '1990-03-07T06:00:00.000Z',
      physicianId: physician,
      physicianName: 'Test Physician Harbi',
      physicianArabicName: 'طبيب الاختبار الحربي',
      physicianPhone: '0501234567',
      clinic: 'Al Noor Family Clinic',
      clinicArabicName: 'عيادة النور للعائلة',
      clinicId: w.ownClinics[0],
      // The physician's walk-in fee.
      amount: 150,
      paymentType: 'clinic_pay',
      createdAt: expect.any(String),
      dateTime: '2031-03-03T09:30:00.000Z',
      status: 'confirmed',
      isInsurance: false,
      services: [],
    });
    expect(await auditOf(w.t, 'create', appointment.appointmentId)).toHaveLength(1);
    // Online types cost the consultation fee.
    const video = await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, '2031-03-03 10:00', { type: 'video', payment_type: 'online_pay', status: 'pending' }));
    expect(video.body.payload).toMatchObject({ appointmentType: 'video', amount: 120, paymentType: 'online_pay', status: 'pending' });
  });

  it('lets exactly one of ten concurrent bookings of one slot in; the others get 409 and nothing is stored twice', async () => {
    const patients = await Promise.all(Array.from({ length: 10 }, (_, k) => newPatient(w, { name: `Racing Patient ${'abcdefghij'[k]}` })));
    const replies = await Promise.all(patients.map((id) => w.api('POST', BOOK, w.admin, bookingBody(physician, id, '2031-03-04 11:00'))));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(reply.body).toEqual({
        result: 'error',
        message: 'This time has just been booked by someone else, please choose another time',
        payload: null,
        code: 'appointment.slot_taken',
      });
    }
    expect(await storedAt(physician, '2031-03-04T11:00:00Z')).toHaveLength(1);
    // Once booked, the slot stays refused.
    expect((await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, '2031-03-04 11:00'))).status).toBe(409);
  });

  it('refuses a time outside the stored schedule, in the past, or malformed, with words', async () => {
    const cases: [string, number, string][] = [
      // 09:15 is inside opening hours but not a slot start; 12:00 is closing time; 08:30 before opening.
      ['2031-03-05 09:15', 400, "This time is not one of the physician's available slots"],
      ['2031-03-05 12:00', 400, "This time is not one of the physician's available slots"],
      ['2031-03-05 08:30', 400, "This time is not one of the physician's available slots"],
      // The clock reads 2031-03-02 08:00.
      ['2031-03-01 09:00', 400, 'This time has already passed, please choose a later time'],
      ['2030-12-31 11:30', 400, 'This time has already passed, please choose a later time'],
      ['2031-03-05T09:00', 400, "date_time must be a UTC time written 'YYYY-MM-DD HH:MM'"],
      ['2031-02-30 09:00', 400, "date_time must be a UTC time written 'YYYY-MM-DD HH:MM'"],
      ['2031-03-05 24:00', 400, "date_time must be a UTC time written 'YYYY-MM-DD HH:MM'"],
      ['', 400, 'Please select time'],
    ];
    for (const [dateTime, status, message] of cases) {
      const reply = await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, dateTime));
      expect({ dateTime, status: reply.status, message: reply.body.message }).toEqual({ dateTime, status, message });
    }
    // A weekday the physician does not work.
    const weekdays = await scheduledPhysician(w, w.ownClinics[0], { email: 'weekdays.only@example.com' });
    await w.api('POST', '/api/appointment-management/set-operating-hour-v3', w.admin, {
      physician_id: weekdays,
      periods: [{ days: [1, 2, 3, 4], from: '0900', until: '1000' }],
    });
    const friday = await w.api('POST', BOOK, w.owner, bookingBody(weekdays, patient, '2031-03-07 09:00'));
    expect(friday).toMatchObject({ status: 400, body: { message: "This time is not one of the physician's available slots" } });
    expect((await w.api('POST', BOOK, w.owner, bookingBody(weekdays, patient, '2031-03-06 09:30'))).status).toBe(201);
  });

  it('books the slot starting right now, but not one that started a minute ago', async () => {
    w.time.set('2031-03-02T09:00:00Z');
    try {
      expect((await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, '2031-03-02 09:00'))).status).toBe(201);
      w.time.set('2031-03-02T09:30:00.001Z');
      const late = await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, '2031-03-02 09:30'));
      expect(late).toMatchObject({ status: 400, body: { message: 'This time has already passed, please choose a later time' } });
    } finally {
      w.time.set('2031-03-02T08:00:00Z');
    }
  });

  it('refuses a type the physician does not offer', async () => {
    const walkinOnly = await scheduledPhysician(w, w.ownClinics[0], {
      email: 'walkin.only@example.com',
      audio_enabled: false,
      text_enabled: false,
      video_enabled: false,
    });
    const cases: [string, string][] = [
      ['video', 'This physician does not offer Video call appointments'],
      ['chat', 'This physician does not offer Chat appointments'],
      ['online', 'This physician does not offer Online appointments'],
      ['homecare', 'This physician does not offer Home Care appointments'],
      ['emergency', 'This physician does not offer Emergency appointments'],
      ['teleport', 'type must be one of online, walkin, homecare, emergency, audio, video, chat'],
    ];
    for (const [type, message] of cases) {
      const reply = await w.api('POST', BOOK, w.owner, bookingBody(walkinOnly, patient, '2031-03-05 10:30', { type }));
      expect({ type, status: reply.status, message: reply.body.message }).toEqual({ type, status: 400, message });
    }
    expect(await storedAt(walkinOnly, '2031-03-05T10:30:00Z')).toHaveLength(0);
    expect((await w.api('POST', BOOK, w.owner, bookingBody(walkinOnly, patient, '2031-03-05 10:30'))).status).toBe(201);
  });

  it('refuses other statuses and payment types, unknown physicians and patients', async () => {
    const slot = '2031-03-05 11:30';
    const cases: [Record<string, unknown>, number, string][] = [
      [{ status: 'done' }, 400, 'A new appointment is confirmed or pending'],
      [{ payment_type: 'cash' }, 400, 'payment_type must be one of clinic_pay, online_pay'],
      [{ physician_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Physician not found'],
      [{ physician_id: 'nobody' }, 404, 'Physician not found'],
      [{ patient_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Patient not found'],
      [{ patient_id: '' }, 400, 'Please fill all required fields'],
    ];
    for (const [overrides, status, message] of cases) {
      const reply = await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, slot, overrides));
      expect({ overrides, status: reply.status, message: reply.body.message }).toEqual({ overrides, status, message });
    }
    expect(await storedAt(physician, '2031-03-05T11:30:00Z')).toHaveLength(0);
  });

  it("lets a PIC book only their own clinics' physicians (403, audited) and a visitor nothing (401)", async () => {
    const othersPhysician = await scheduledPhysician(w, w.otherClinics[0]);
    const reply = await w.api('POST', BOOK, w.owner, bookingBody(othersPhysician, patient, '2031-03-05 09:00'));
    expect(reply).toMatchObject({ status: 403, body: { result: 'error', message: 'You are not allowed to do this' } });
    expect(await auditOf(w.t, 'access_denied', othersPhysician)).toHaveLength(1);
    expect((await w.api('POST', BOOK, undefined, bookingBody(physician, patient, '2031-03-05 09:00'))).status).toBe(401);
    expect(await storedAt(othersPhysician, '2031-03-05T09:00:00Z')).toHaveLength(0);
    expect((await w.api('POST', BOOK, w.otherPic, bookingBody(othersPhysician, patient, '2031-03-05 09:00'))).status).toBe(201);
  });

  it('frees a cancelled slot for a new booking, and shows live bookings as busy times', async () => {
    const id = await booked(w, physician, patient, '2031-03-06 10:00');
    const busy = await w.api('GET', `/api/appointment-management/physician-appointments/${physician}`, w.owner);
    expect(busy.body.payload).toContainEqual({ from: '2031-03-06T10:00:00.000Z', until: '2031-03-06T10:30:00.000Z' });

    expect((await w.api('PATCH', `/api/appointment-management/pic-cancel/${id}`, w.owner)).status).toBe(200);
    const after = await w.api('GET', `/api/appointment-management/physician-appointments/${physician}`, w.owner);
    expect(after.body.payload).not.toContainEqual({ from: '2031-03-06T10:00:00.000Z', until: '2031-03-06T10:30:00.000Z' });

    await booked(w, physician, patient, '2031-03-06 10:00');
    expect((await storedAt(physician, '2031-03-06T10:00:00Z')).map((row) => row.status).sort()).toEqual(['canceled', 'confirmed']);
  });

  it('has the database itself refuse a second live appointment of a physician at one start (a cancelled one may stay)', async () => {
    const id = await booked(w, physician, patient, '2031-03-07 11:30');
    const [row] = await w.t.db.select().from(appointments).where(eq(appointments.sys_id, id));
    const { sys_id: _id, ...copy } = row;
    const error = await w.t.db.insert(appointments).values(copy).then(() => undefined, (failure: unknown) => failure);
    expect(isUniqueViolation(error, 'appointments_physician_slot_idx')).toBe(true);
    await w.t.db.insert(appointments).values({ ...copy, status: 'canceled' });
    expect(await storedAt(physician, '2031-03-07T11:30:00Z')).toHaveLength(2);
  });
});
