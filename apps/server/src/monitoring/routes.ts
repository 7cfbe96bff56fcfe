import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppointmentSchema, AppointmentTileSchema } from '@mk/contracts';
import { readAppointment } from '../appointments/appointment-access';
import { recordAudit } from '../audit/audit.service';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { replies } from '../openapi/reply-schemas';
import { clinicDayTiles } from './monitoring.service';

/** The Appointment Monitor's reads (spec 2 section 7): a clinic's day of tiles, and one appointment. */
export async function monitoringRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/monitoring/appointment-by-clinic/${sysIdParam('clinicId')}`,
    {
      config: { access: signedIn({ ownership: 'clinic' }) },
      schema: {
        summary: "The Appointment Monitor's tiles of a clinic's day: one per appointment not cancelled, by time (a PIC: their clinics only)",
        params: Type.Object({ clinicId: Type.String({ pattern: SYS_ID_PATTERN, description: 'The clinic sys_id' }) }),
        querystring: Type.Object({ day: Type.Optional(Type.String({ description: 'The UTC day, YYYY-MM-DD (default today)' })) }),
        response: replies({ 200: Type.Array(AppointmentTileSchema) }),
      },
    },
    async (request) => {
      const tiles = await clinicDayTiles(app.db, currentUser(request), paramOf(request.params, 'clinicId'), request.query, app.clock());
      return ok('Appointments', tiles);
    },
  );

  app.get(
    `/monitoring/appointment-by-id/${sysIdParam('id')}`,
    {
      config: { access: signedIn({ ownership: 'appointment' }) },
      schema: {
        summary: "One appointment with its patient's, physician's and clinic's details (an audited read of personal data)",
        params: Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The appointment sys_id' }) }),
        response: replies({ 200: AppointmentSchema }),
      },
    },
    async (request) => {
      const appointment = await readAppointment(app.db, currentUser(request), paramOf(request.params, 'id'));
      // The details show the patient's phone, national id and birth date: a read of personal data, audited.
      await recordAudit(app.db, request, { action: 'read', entityType: 'appointment', entityId: appointment.sys_id });
      return ok('Appointment', appointment);
    },
  );
}
