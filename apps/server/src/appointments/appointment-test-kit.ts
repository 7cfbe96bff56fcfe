import { apiOf, userId } from '../clinics/clinic-test-kit';
import { physicianBody, clinicsOf } from '../physicians/physician-test-kit';
import { demoPatientNationalId } from '../seed/demo-patients';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

/** Test helpers for the appointment, monitor and patient suites, and the bench's booking body (not used by the server). */

/** A Sunday, years after the seeded weeks, before the test physicians' 09:00 opening (UTC). */
export const START = new Date('2031-03-02T08:00:00Z');

/** A clock the test moves: the app reads it on every request. */
export function testClock(start = START) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    set(time: string | Date) {
      now = new Date(time);
    },
  };
}

export interface BookingWorld {
  t: TestApp;
  api: ReturnType<typeof apiOf>;
  time: ReturnType<typeof testClock>;
  admin: string;
  owner: string;
  /** Another clinic PIC (Noura), in charge of other clinics. */
  otherPic: string;
  ownClinics: string[];
  otherClinics: string[];
}

export const NOURA = 'noura.alharbi@example.com';

/** A seeded test app with a controlled clock and the tokens of ADMIN, the clinic PIC and another PIC. */
export async function bookingWorld(): Promise<BookingWorld> {
  const time = testClock();
  const t = await createTestApp({ clock: time.clock });
  const api = apiOf(t);
  const [admin, owner, otherPic] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.clinicPic), t.login(NOURA)]);
  const ownClinics = await clinicsOf(t, await userId(t, DEMO.clinicPic));
  const otherClinics = await clinicsOf(t, await userId(t, NOURA));
  return { t, api, time, admin, owner, otherPic, ownClinics, otherClinics };
}

let physicians = 0;
let patients = 0;

/**
 * A new physician of `clinicId` (walk-in and online, 30-minute consultations) whose schedule is
 * 09:00-12:00 UTC every day: slots 09:00, 09:30 ... 11:30.
 */
export async function scheduledPhysician(w: BookingWorld, clinicId = w.ownClinics[0], overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await w.api('POST', '/api/doctor-write', w.admin, physicianBody(clinicId, { email: `booking.${++physicians}@example.com`, ...overrides }));
  if (created.status !== 201) throw new Error(`physician: ${JSON.stringify(created.body)}`);
  const id = created.body.payload.sys_id as string;
  const set = await w.api('POST', '/api/appointment-management/set-operating-hour-v3', w.admin, {
    physician_id: id,
    periods: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '0900', until: '1200' }],
  });
  if (set.status !== 200) throw new Error(`schedule: ${JSON.stringify(set.body)}`);
  return id;
}

/** A valid create-patient body with a phone and national id no other test uses. */
export function patientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++patients;
  return {
    name: 'Test Patient Harbi',
    phone: `05${String(90_000_000 + n * 7).padStart(8, '0')}`,
    national_id: demoPatientNationalId(20_000 + n),
    date_of_birth: '1990-03-07T06:00:00.000Z',
    gender: 'Male',
    ...overrides,
  };
}

export async function newPatient(w: BookingWorld, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await w.api('POST', '/api/patient-write', w.owner, patientBody(overrides));
  if (created.status !== 201) throw new Error(`patient: ${JSON.stringify(created.body)}`);
  return created.body.payload.sys_id as string;
}

export const BOOK = '/api/appointment-management/create-appointment-v2';

/** A create-appointment body as the wizard sends it (confirmed, paid at the clinic); the bench's booking load sends it too. */
export function bookingBody(physicianId: string, patientId: string, dateTime: string, overrides: Record<string, unknown> = {}) {
  return {
    patient_id: patientId,
    physician_id: physicianId,
    type: 'walkin',
    date_time: dateTime,
    status: 'confirmed',
    payment_type: 'clinic_pay',
    payment_id: '',
    dialog_id: '',
    ...overrides,
  };
}

/** Books as ADMIN and returns the new appointment's id (throws when refused). */
export async function booked(w: BookingWorld, physicianId: string, patientId: string, dateTime: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await w.api('POST', BOOK, w.admin, bookingBody(physicianId, patientId, dateTime, overrides));
  if (reply.status !== 201) throw new Error(`booking ${dateTime}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload.appointmentId as string;
}
