import { count, desc } from 'drizzle-orm';
import { booked, bookingWorld, newPatient, scheduledPhysician, type BookingWorld } from '../appointments/appointment-test-kit';
import { auditLog } from '../db/schema';

/*
 * Finding (issue 10): reads of personal data (patient list, phone search, appointment details,
 * medical history) left no audit record. Each read now leaves exactly one: who, what, when.
 */

let w: BookingWorld;
let patientId: string;
let appointmentId: string;

beforeAll(async () => {
  w = await bookingWorld();
  patientId = await newPatient(w);
  const physician = await scheduledPhysician(w, w.ownClinics[0]);
  appointmentId = await booked(w, physician, patientId, '2031-03-04 10:00');
});
afterAll(() => w.t.close());

const auditCount = async () => Number((await w.t.db.select({ value: count() }).from(auditLog))[0].value);
const newestAudit = async () => (await w.t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

/** Runs one read and returns the audit records it added. */
async function auditedBy(read: () => Promise<{ status: number }>, expectedStatus = 200) {
  const before = await auditCount();
  expect((await read()).status).toBe(expectedStatus);
  const added = (await auditCount()) - before;
  return { added, record: added > 0 ? await newestAudit() : undefined };
}

describe('reads of personal data', () => {
  it('records one entry per patient list page, naming the patients shown, however many rows', async () => {
    const { added, record } = await auditedBy(() => w.api('GET', '/api/patient-read/?page=1&limit=200', w.admin));
    expect(added).toBe(1);
    expect(record).toMatchObject({ actor_role: 'ADMIN', action: 'read', entity_type: 'patient_list', entity_id: null });
    const after = record!.after as { ids: string[]; limit: number };
    expect(after.limit).toBe(200);
    expect(after.ids).toHaveLength(200);
    expect(after.ids).toContain(patientId);
  });

  it("records an appointment's details read by its clinic's PIC", async () => {
    const { added, record } = await auditedBy(() => w.api('GET', `/api/monitoring/appointment-by-id/${appointmentId}`, w.owner));
    expect(added).toBe(1);
    expect(record).toMatchObject({ actor_role: 'PIC', action: 'read', entity_type: 'appointment', entity_id: appointmentId });
    expect(record!.created_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records a medical history page read, with the patient and the appointments shown", async () => {
    const { added, record } = await auditedBy(() => w.api('GET', `/api/appointment-management/all-patient-history?patient_id=${patientId}`, w.owner));
    expect(added).toBe(1);
    expect(record).toMatchObject({ action: 'read', entity_type: 'patient_history', entity_id: patientId, after: { appointments: [appointmentId] } });
  });

  it('records a refused read as a refusal only, not as a read', async () => {
    const { added, record } = await auditedBy(() => w.api('GET', `/api/monitoring/appointment-by-id/${appointmentId}`, w.otherPic), 403);
    expect(added).toBe(1);
    expect(record).toMatchObject({ action: 'access_denied', entity_type: 'appointment', entity_id: appointmentId });
  });
});
