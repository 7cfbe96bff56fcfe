import type { FastifyInstance } from 'fastify';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { paramOf, sysIdParam } from '../http/id-param';
import { busyTimes, operatingHours, resetOperatingHours, setOperatingHours } from './schedule.service';

/** A physician's weekly schedule (spec 1 section 7, spec 2 section 7), under the spec's appointment-management paths. */
/** The service checks that the physician's clinic is the PIC's (ADMIN: any). */
const OF_PHYSICIAN = { config: { access: signedIn({ ownership: 'physician' }) } };

export async function schedulesRoutes(app: FastifyInstance): Promise<void> {
  const physicianId = sysIdParam('physicianId');
  const idOf = (params: unknown) => paramOf(params, 'physicianId');

  app.get(`/appointment-management/get-operating-hour/${physicianId}`, OF_PHYSICIAN, async (request) => {
    return ok('Operating hours', await operatingHours(app.db, currentUser(request), idOf(request.params)));
  });

  app.get(`/appointment-management/physician-appointments/${physicianId}`, OF_PHYSICIAN, async (request) => {
    return ok('Busy times', await busyTimes(app.db, currentUser(request), idOf(request.params)));
  });

  app.post('/appointment-management/set-operating-hour-v3', OF_PHYSICIAN, async (request) => {
    return ok('Operating hours saved', await setOperatingHours(app.db, request, currentUser(request), request.body));
  });

  app.delete(`/appointment-management/reset-operating-hour/${physicianId}`, OF_PHYSICIAN, async (request) => {
    return ok('Operating hours reset', await resetOperatingHours(app.db, request, currentUser(request), idOf(request.params)));
  });
}
