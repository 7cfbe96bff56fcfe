import type { FastifyInstance } from 'fastify';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, paramOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { changeService, createServices, removeService, servicesByIds, servicesOfCenter } from './medical-services.service';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
/** `paginated=false`: every service of the center, up to this many. */
const UNPAGED = { limit: 500, offset: 0 };
const SYS_ID = sysIdParam('id');
/** The service checks that the center (of the service) is the PIC's (ADMIN: any). */
const OF_CENTER = { config: { access: signedIn({ ownership: 'center' }) } };
const OF_SERVICE = { config: { access: signedIn({ ownership: 'medical service' }) } };

/** A center's medical services (spec 3 section 7), under the spec's paths. */
export async function medicalServicesRoutes(app: FastifyInstance): Promise<void> {
  app.get(`/medical-service-read/services/${sysIdParam('centerId')}`, OF_CENTER, async (request) => {
    const query = request.query as { paginated?: unknown };
    const page = query.paginated === 'false' ? UNPAGED : readPage(request.query, LIST_PAGE);
    return ok('Services', await servicesOfCenter(app.db, currentUser(request), paramOf(request.params, 'centerId'), page));
  });
  // Public: the patient app reads the services of a basket without a token (spec 3 section 7).
  app.post('/medical-service-read/ids', { config: { access: 'public' } }, async (request) => {
    return ok('Services', await servicesByIds(app.db, request.body));
  });
  app.post('/medical-service-write/create-service', OF_CENTER, async (request, reply) => {
    const services = await createServices(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Service created successfully', services));
  });
  app.patch(`/medical-service-write/update-service/${SYS_ID}`, OF_SERVICE, async (request) => {
    return ok('Service updated successfully', await changeService(app.db, request, currentUser(request), idOf(request.params), request.body));
  });
  // Spec 3 section 7: a PATCH with an empty body.
  app.patch(`/medical-service-write/delete-service/${SYS_ID}`, OF_SERVICE, async (request) => {
    const service = await removeService(app.db, request, currentUser(request), idOf(request.params));
    return ok('Service Deleted Successfully', { sys_id: service.sys_id, name: service.name });
  });
}
