import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppointmentSchema, PAGE_LIMITS, PatientHistoryPageSchema } from '@mk/contracts';
import { recordAudit } from '../audit/audit.service';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { replies } from '../openapi/reply-schemas';
import { exportRoute } from '../exports/export-route';
import { appointmentExport } from './appointment.export';
import { createAppointment } from './appointment-booking.service';
import { cancelAppointment, confirmAppointment, markNoShow, setInsurance } from './appointment-status.service';
import { patientHistory } from './patient-history.service';
import { appointmentCreateSchema } from './appointment.body';

export const APPOINTMENT_CREATED = 'Appointment created successfully!';
export const APPOINTMENT_CANCELED = 'Appointment canceled successfully';

/** The service checks that the appointment is at one of the PIC's clinics (ADMIN: any). */
const OF_APPOINTMENT = { access: signedIn({ ownership: 'appointment' }) };

const appointmentIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The appointment sys_id' }) });

/** The body `confirmAppointment` reads (checked there, in the spec's words). */
const confirmationBody = Type.Object({ appointment_id: Type.String({ description: 'The booked appointment to confirm' }) });

/** Booking, status changes and patient history under the spec's appointment-management paths (spec 2 section 7). */
export async function appointmentsRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const id = sysIdParam('id');

  app.post(
    '/appointment-management/create-appointment-v2',
    {
      config: { bodyRules: appointmentCreateSchema, access: signedIn({ ownership: 'physician' }) },
      schema: { summary: "Books an appointment with a physician of the caller's clinic (ADMIN: any) and answers it as the details page reads it", response: replies({ 201: AppointmentSchema }) },
    },
    async (request, reply) => {
      const appointment = await createAppointment(app.db, request, currentUser(request), request.body, app.clock());
      return reply.status(201).send(ok(APPOINTMENT_CREATED, appointment));
    },
  );

  app.post(
    '/appointment-management/confirmation',
    {
      config: { ...OF_APPOINTMENT, bodyShape: confirmationBody },
      schema: { summary: 'Confirms (publishes) a booked appointment the body names, and answers it', response: replies({ 200: AppointmentSchema }) },
    },
    async (request) => {
      return ok('Appointment confirmed', await confirmAppointment(app.db, request, currentUser(request), request.body, app.clock()));
    },
  );

  app.patch(
    `/appointment-management/pic-cancel/${id}`,
    {
      config: OF_APPOINTMENT,
      schema: { summary: 'Cancels an appointment for the PIC of its clinic (ADMIN: any), within the cancel window, and answers it', params: appointmentIdParams, response: replies({ 200: AppointmentSchema }) },
    },
    async (request) => {
      return ok(APPOINTMENT_CANCELED, await cancelAppointment(app.db, request, currentUser(request), idOf(request.params), app.clock()));
    },
  );

  app.patch(
    `/appointment-management/noshow/${id}`,
    {
      config: OF_APPOINTMENT,
      schema: { summary: 'Marks an appointment whose time has come as a no-show, and answers it', params: appointmentIdParams, response: replies({ 200: AppointmentSchema }) },
    },
    async (request) => {
      return ok('Appointment marked as no-show', await markNoShow(app.db, request, currentUser(request), idOf(request.params), app.clock()));
    },
  );

  app.patch(
    `/appointment-management/insurance/${id}`,
    {
      config: OF_APPOINTMENT,
      schema: {
        summary: 'Sets whether the patient of an appointment pays through insurance (`?insurance=true|false`), and answers the appointment',
        params: appointmentIdParams,
        querystring: Type.Object({ insurance: Type.Optional(Type.String({ description: "'true' or 'false' (required)" })) }),
        response: replies({ 200: AppointmentSchema }),
      },
    },
    async (request) => {
      return ok('Insurance details updated', await setInsurance(app.db, request, currentUser(request), idOf(request.params), request.query));
    },
  );

  // Spec 2 section 9: the history defaults to page 1, 10 rows.
  app.get(
    '/appointment-management/all-patient-history',
    {
      config: { access: signedIn({ ownership: 'patient' }) },
      schema: {
        summary: "A patient's appointments, newest first, with physician, prescriptions and reports (ADMIN: all; a PIC: those at their clinics), as `count` and `data`",
        querystring: Type.Object({
          patient_id: Type.Optional(Type.String({ description: 'The patient sys_id (required)' })),
          page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
          limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
        }),
        response: replies({ 200: PatientHistoryPageSchema }),
      },
    },
    async (request) => {
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
    },
  );

  // Issue 29: a clinic's appointments over a range of days as a file (ADMIN only, audited once per file).
  exportRoute(app, appointmentExport(app.db));
}
