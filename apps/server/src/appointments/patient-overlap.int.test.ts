import { and, eq, ne } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { BOOK, booked, bookingBody, bookingWorld, newPatient, scheduledPhysician, type BookingWorld } from './appointment-test-kit';

/*
 * Issue 33: a patient is in one place at a time. A booking that overlaps the patient's live
 * appointment with another physician is refused (409 appointment.patient_busy), one after the other
 * and when sent at once, with nothing stored.
 */
let w: BookingWorld;
let halfHour: string;
let hour: string;

beforeAll(async () => {
  w = await bookingWorld();
  // 30-minute slots from 09:00, and 60-minute ones from 09:00 (on another clinic of the same PIC when there is one).
  halfHour = await scheduledPhysician(w);
  hour = await scheduledPhysician(w, w.ownClinics[1] ?? w.ownClinics[0], { consultation_duration: 60 });
});
afterAll(() => w.t.close());

const liveOf = (patientId: string) =>
  w.t.db
    .select({ physician_id: appointments.physician_id, starts_at: appointments.starts_at })
    .from(appointments)
    .where(and(eq(appointments.patient_id, patientId), ne(appointments.status, 'canceled')));

describe('one patient, two physicians', () => {
  it('refuses a second booking at the same minute or inside the first, and takes the next free time', async () => {
    const patient = await newPatient(w, { name: 'Busy Patient' });
    await booked(w, halfHour, patient, '2031-03-05 09:00');
    await booked(w, halfHour, patient, '2031-03-05 10:30');

    const refusals = [
      ['the same minute', hour, '2031-03-05 09:00'],
      // 10:00 to 11:00 holds the half-hour appointment at 10:30.
      ['an hour that holds the other appointment', hour, '2031-03-05 10:00'],
    ];
    for (const [name, physician, time] of refusals) {
      const reply = await w.api('POST', BOOK, w.owner, bookingBody(physician, patient, time));
      expect([name, reply.status, reply.body]).toEqual([
        name,
        409,
        { result: 'error', code: 'appointment.patient_busy', message: 'This patient already has an appointment at this time, please choose another time', payload: null },
      ]);
    }
    expect(await liveOf(patient)).toHaveLength(2);

    // 11:00 starts as the 10:30 appointment ends.
    expect((await w.api('POST', BOOK, w.owner, bookingBody(hour, patient, '2031-03-05 11:00'))).status).toBe(201);
    // Once the first is cancelled, its time is free again for another physician.
    const first = (await liveOf(patient)).find((row) => row.starts_at.toISOString() === '2031-03-05T09:00:00.000Z')!;
    const [row] = await w.t.db.select({ sys_id: appointments.sys_id }).from(appointments).where(and(eq(appointments.patient_id, patient), eq(appointments.physician_id, first.physician_id), eq(appointments.starts_at, first.starts_at)));
    await w.t.db.update(appointments).set({ status: 'canceled' }).where(eq(appointments.sys_id, row.sys_id));
    expect((await w.api('POST', BOOK, w.owner, bookingBody(hour, patient, '2031-03-05 09:00'))).status).toBe(201);
  });

  it('lets exactly one of ten bookings of one patient sent at once on two physicians in', async () => {
    const patient = await newPatient(w, { name: 'Racing Patient' });
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, k) => w.api('POST', BOOK, w.admin, bookingBody(k % 2 === 0 ? halfHour : hour, patient, '2031-03-06 09:00'))),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    // The other physician's bookings are refused for the patient; the same physician's for the slot or the patient.
    for (const reply of replies.filter((r) => r.status === 409)) expect(['appointment.patient_busy', 'appointment.slot_taken']).toContain(reply.body.code);
    expect(replies.some((reply) => reply.body.code === 'appointment.patient_busy')).toBe(true);
    expect(await liveOf(patient)).toHaveLength(1);
  });
});
