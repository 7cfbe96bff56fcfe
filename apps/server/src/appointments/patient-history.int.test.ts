import { appointmentReports, prescriptionMedicines, prescriptions } from '../db/schema';
import { booked, bookingWorld, newPatient, scheduledPhysician, type BookingWorld } from './appointment-test-kit';

let w: BookingWorld;
let ownPhysician: string;
let othersPhysician: string;
let patient: string;
/** Booked in this order: own 3 Mar 09:00 (past, served), own 4 Mar 10:00, Noura's 5 Mar 09:30. */
let visits: string[];

const HISTORY = (patientId: string, query = '') => `/api/appointment-management/all-patient-history?patient_id=${patientId}${query}`;

beforeAll(async () => {
  w = await bookingWorld();
  ownPhysician = await scheduledPhysician(w, w.ownClinics[0], { name: 'History Physician', arabic_name: 'طبيب السجل الطبي' });
  othersPhysician = await scheduledPhysician(w, w.otherClinics[0]);
  patient = await newPatient(w, { name: 'History Patient' });
  visits = [
    await booked(w, ownPhysician, patient, '2031-03-03 09:00'),
    await booked(w, ownPhysician, patient, '2031-03-04 10:00', { type: 'video' }),
    await booked(w, othersPhysician, patient, '2031-03-05 09:30'),
  ];
  // The first visit was served: a report and a prescription of two medicines.
  const [prescription] = await w.t.db
    .insert(prescriptions)
    .values({ appointment_id: visits[0], patient_id: patient, physician_id: ownPhysician })
    .returning({ sys_id: prescriptions.sys_id });
  await w.t.db.insert(prescriptionMedicines).values([
    { prescription_id: prescription.sys_id, generic_name: 'Paracetamol', strength_value: '500', strength_value_unit: 'mg', dosage_form: 'Tablet', note: 'Twice daily' },
    { prescription_id: prescription.sys_id, generic_name: 'Cetirizine', strength_value: '10', strength_value_unit: 'mg', dosage_form: 'Tablet' },
  ]);
  await w.t.db.insert(appointmentReports).values({ appointment_id: visits[0], diagnosis: 'Acute pharyngitis', notes: 'Rest and fluids' });
});
afterAll(() => w.t.close());

describe('GET /api/appointment-management/all-patient-history', () => {
  it("gives ADMIN every visit, newest first, with physician, prescriptions (pre_meds) and reports", async () => {
    const reply = await w.api('GET', HISTORY(patient), w.admin);
    expect(reply).toMatchObject({ status: 200, body: { result: 'ok' } });
    const { count, data, patient: whose } = reply.body.payload;
    expect(count).toBe(3);
    expect(whose).toEqual({ sys_id: patient, name: 'History Patient' });
    expect(data.map((row: { id: string }) => row.id)).toEqual([visits[2], visits[1], visits[0]]);
    expect(data[1]).toEqual({
      id: visits[1],
      type: 'video',
      status: 'confirmed',
      date_time: '2031-03-04T10:00:00.000Z',
      clinicId: w.ownClinics[0],
      physician: { name: 'History Physician', arabic_name: 'طبيب السجل الطبي' },
      patient: { name: 'History Patient' },
      prescriptions: [],
      reports: [],
    });
    const served = data[2];
    expect(served.reports).toEqual([{ diagnosis: 'Acute pharyngitis', notes: 'Rest and fluids' }]);
    expect(served.prescriptions).toHaveLength(1);
    const [prescription] = served.prescriptions;
    expect(prescription.pre_meds).toEqual([
      {
        prescription_id: prescription.sys_id,
        medicine_id: expect.any(String),
        generic_name: 'Paracetamol',
        strength_value: '500',
        strength_value_unit: 'mg',
        dosage_form: 'Tablet',
        note: 'Twice daily',
      },
      expect.objectContaining({ prescription_id: prescription.sys_id, generic_name: 'Cetirizine' }),
    ]);
  });

  it('pages by page and limit (default 10)', async () => {
    const second = await w.api('GET', HISTORY(patient, '&page=2&limit=2'), w.admin);
    expect(second.body.payload.count).toBe(3);
    expect(second.body.payload.data.map((row: { id: string }) => row.id)).toEqual([visits[0]]);
    expect((await w.api('GET', HISTORY(patient, '&page=0'), w.admin)).status).toBe(400);
  });

  it("shows a PIC only the visits at their clinics, and 403 for a patient who never came to one", async () => {
    const own = await w.api('GET', HISTORY(patient), w.owner);
    expect(own.body.payload.count).toBe(2);
    expect(own.body.payload.data.map((row: { id: string }) => row.id)).toEqual([visits[1], visits[0]]);
    const others = await w.api('GET', HISTORY(patient), w.otherPic);
    expect(others.body.payload.data.map((row: { id: string }) => row.id)).toEqual([visits[2]]);

    const stranger = await newPatient(w, { name: 'Never Visited' });
    expect(await w.api('GET', HISTORY(stranger), w.owner)).toMatchObject({ status: 403, body: { message: 'You are not allowed to do this' } });
    expect(await w.api('GET', HISTORY(stranger), w.admin)).toMatchObject({ status: 200, body: { payload: { count: 0, data: [] } } });
    expect((await w.api('GET', HISTORY(patient))).status).toBe(401);
  });

  it('answers 400 without a patient_id and 404 for an unknown patient', async () => {
    expect(await w.api('GET', '/api/appointment-management/all-patient-history', w.admin)).toMatchObject({
      status: 400,
      body: { message: 'patient_id is required' },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'someone']) {
      expect(await w.api('GET', HISTORY(id), w.admin)).toMatchObject({ status: 404, body: { message: 'Patient not found' } });
    }
  });
});
