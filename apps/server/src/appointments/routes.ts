import { PAGE_LIMITS } from '@mk/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { idOf, sysIdParam } from '../http/id-param';
import { createAppointment } from './appointment-booking.service';
import { cancelAppointment, confirmAppointment, markNoShow, setInsurance } from './appointment-status.service';
import { patientHistory } from './patient-history.service';

export const APPOINTMENT_CREATED = 'Appointment created successfully!';
export const APPOINTMENT_CANCELED = 'Appointment canceled successfully';

/** The service checks that the appointment is at one of the PIC's clinics (ADMIN: any). */
const OF_APPOINTMENT = { config: { access: signedIn({ ownership: 'appointment' }) } };

/** Booking, status changes and patient history under the spec's appointment-management paths (spec 2 section 7). */
export async function appointmentsRoutes(app: FastifyInstance): Promise<void> {
  const id = sysIdParam('id');

  app.post('/appointment-management/create-appointment-v2', { config: { access: signedIn({ ownership: 'physician' }) } }, async (request, reply) => {
    const appointment = await createAppointment(app.db, request, currentUser(request), request.body, app.clock());
    return reply.status(201).send(ok(APPOINTMENT_CREATED, appointment));
  });

  app.post('/appointment-management/confirmation', OF_APPOINTMENT, async (request) => {
    return ok('Appointment confirmed', await confirmAppointment(app.db, request, currentUser(request), request.body, app.clock()));
  });

  app.patch(`/appointment-management/pic-cancel/${id}`, OF_APPOINTMENT, async (request) => {
    return ok(APPOINTMENT_CANCELED, await cancelAppointment(app.db, request, currentUser(request), idOf(request.params), app.clock()));
  });

  app.patch(`/appointment-management/noshow/${id}`, OF_APPOINTMENT, async (request) => {
    return ok('Appointment marked as no-show', await markNoShow(app.db, request, currentUser(request), idOf(request.params), app.clock()));
  });

  app.patch(`/appointment-management/insurance/${id}`, OF_APPOINTMENT, async (request) => {
    return ok('Insurance details updated', await setInsurance(app.db, request, currentUser(request), idOf(request.params), request.query));
  });

  // Spec 2 section 9: the history defaults to page 1, 10 rows.
  app.get('/appointment-management/all-patient-history', { config: { access: signedIn({ ownership: 'patient' }) } }, async (request) => {
    const page = readPage(request.query, { limit: PAGE_LIMITS.patientHistoryDefault, maxLimit: 100 });
    const history = await patientHistory(app.db, currentUser(request), request.query, page);
    // A medical history (diagnoses, prescriptions) read: one audit record per page read.
    await recordAudit(app.db, request, {
      action: 'read',
      entityType: 'patient_history',
      entityId: history.patient?.sys_id ?? null,
      after: { offset: page.offset, limit: page.limit, appointments: history.data.map((item) => item.id) },
    });
    return ok('Patient history', history);
  });
}
