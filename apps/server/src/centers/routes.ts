import type { FastifyInstance } from 'fastify';
import { currentUser, roles, signedIn } from '../auth/policy';
import { statusFilterOf } from '../auth/facility-gate';
import { ok } from '../http/envelope';
import { idOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { queryText } from '../http/query';
import { centerHours, resetCenterHours, setCenterHours } from './center-hours.service';
import { changeCenter, createCenter, removeCenter } from './center-write.service';
import { centerById, pagedCenters } from './centers.service';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
/** `paginated=false` (the services page's center select): every center of the caller, up to this many. */
const UNPAGED = { limit: 500, offset: 0 };
const SYS_ID = sysIdParam('id');
/** The service checks that the center is the PIC's (ADMIN: any). */
const OF_CENTER = { config: { access: signedIn({ ownership: 'center' }) } };

/** Centers and their operating hours (spec 3 section 7), under the spec's paths. */
export async function centersRoutes(app: FastifyInstance): Promise<void> {
  // Served with and without the trailing slash (the router ignores it). A PIC gets their own, ADMIN all.
  app.get('/center-read', { config: { access: 'signed-in' } }, async (request) => {
    const query = request.query as { paginated?: unknown };
    const page = query.paginated === 'false' ? UNPAGED : readPage(request.query, LIST_PAGE);
    const filter = { name: queryText(request.query, 'name'), status: statusFilterOf(request.query) };
    return ok('Centers', await pagedCenters(app.db, currentUser(request), filter, page));
  });
  app.get(`/center-read/${SYS_ID}`, OF_CENTER, async (request) => {
    return ok('Center', await centerById(app.db, currentUser(request), idOf(request.params)));
  });
  // Spec 3 section 6: ADMIN registers centers, naming the PIC in charge.
  app.post('/center-write', { config: { access: roles('ADMIN') } }, async (request, reply) => {
    const center = await createCenter(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Center Created Successfully', center));
  });
  app.patch(`/center-write/${SYS_ID}`, OF_CENTER, async (request) => {
    return ok('Center updated successfully', await changeCenter(app.db, request, currentUser(request), idOf(request.params), request.body));
  });
  app.delete(`/center-write/${SYS_ID}`, OF_CENTER, async (request) => {
    const center = await removeCenter(app.db, request, currentUser(request), idOf(request.params));
    return ok('Center removed successfully', { sys_id: center.sys_id, center_name: center.center_name });
  });

  app.get(`/medical-service-read/center-operating-hour/${SYS_ID}`, OF_CENTER, async (request) => {
    return ok('Operating hours', await centerHours(app.db, currentUser(request), idOf(request.params)));
  });
  app.post('/medical-service-write/center-operating-hour', OF_CENTER, async (request) => {
    return ok('Operating hours successfully set', await setCenterHours(app.db, request, currentUser(request), request.body));
  });
  app.delete(`/medical-service-write/reset-operating-hour/${SYS_ID}`, OF_CENTER, async (request) => {
    return ok('Operating hours reset successfully', await resetCenterHours(app.db, request, currentUser(request), idOf(request.params)));
  });
}
