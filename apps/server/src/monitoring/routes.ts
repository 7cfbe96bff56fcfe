import type { FastifyInstance } from 'fastify';
import { readAppointment } from '../appointments/appointment-access';
import { recordAudit } from '../audit/audit.service';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { paramOf, sysIdParam } from '../http/id-param';
import { clinicDayTiles } from './monitoring.service';

/** The Appointment Monitor's reads (spec 2 section 7): a clinic's day of tiles, and one appointment. */
export async function monitoringRoutes(app: FastifyInstance): Promise<void> {
  app.get(`/monitoring/appointment-by-clinic/${sysIdParam('clinicId')}`, { config: { access: signedIn({ ownership: 'clinic' }) } }, async (request) => {
    const tiles = await clinicDayTiles(app.db, currentUser(request), paramOf(request.params, 'clinicId'), request.query, app.clock());
    return ok('Appointments', tiles);
  });

  app.get(`/monitoring/appointment-by-id/${sysIdParam('id')}`, { config: { access: signedIn({ ownership: 'appointment' }) } }, async (request) => {
    const appointment = await readAppointment(app.db, currentUser(request), paramOf(request.params, 'id'));
    // The details show the patient's phone, national id and birth date: a read of personal data, audited.
    await recordAudit(app.db, request, { action: 'read', entityType: 'appointment', entityId: appointment.sys_id });
    return ok('Appointment', appointment);
  });
}
