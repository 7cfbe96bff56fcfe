import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeletedMedicalServiceSchema, MedicalServiceSchema, RowsPageSchema } from '@mk/contracts';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { changeService, createServices, removeService, SERVICE_IDS_LIMIT, servicesByIds, servicesOfCenter } from './medical-services.service';
import { serviceCreateSchema, serviceSchema } from '@mk/validators';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
/** `paginated=false`: every service of the center, up to this many. */
const UNPAGED = { limit: 500, offset: 0 };
const SYS_ID = sysIdParam('id');
/** The service checks that the center (of the service) is the PIC's (ADMIN: any). */
const OF_CENTER = { access: signedIn({ ownership: 'center' }) };
const OF_SERVICE = { access: signedIn({ ownership: 'medical service' }) };

const serviceIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The service sys_id' }) });
const centerIdParams = Type.Object({ centerId: Type.String({ pattern: SYS_ID_PATTERN, description: 'The center sys_id' }) });
const listQuery = Type.Object({
  paginated: Type.Optional(Type.String({ description: "'false': every service of the center (up to 500), page and limit ignored" })),
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
});

/** The body `servicesByIds` reads (checked there). */
const serviceIdsBody = Type.Object({ ids: Type.Array(Type.String({ description: 'A service sys_id; others are skipped' }), { maxItems: SERVICE_IDS_LIMIT }) });

/** A center's medical services (spec 3 section 7), under the spec's paths. */
export async function medicalServicesRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `/medical-service-read/services/${sysIdParam('centerId')}`,
    {
      config: OF_CENTER,
      schema: {
        summary: "A center's live services by name, 10 a page; with paginated=false, all of them",
        params: centerIdParams,
        querystring: listQuery,
        response: replies({ 200: RowsPageSchema(MedicalServiceSchema) }),
      },
    },
    async (request) => {
      const page = request.query.paginated === 'false' ? UNPAGED : readPage(request.query, LIST_PAGE);
      return ok('Services', await servicesOfCenter(app.db, currentUser(request), paramOf(request.params, 'centerId'), page));
    },
  );
  // Public: the patient app reads the services of a basket without a token (spec 3 section 7).
  app.post(
    '/medical-service-read/ids',
    {
      config: { access: 'public', bodyShape: serviceIdsBody },
      schema: { summary: 'The live services of live, active centers among the ids of the body (`{ ids }`); unknown ids are skipped', response: replies({ 200: Type.Array(MedicalServiceSchema) }) },
    },
    async (request) => ok('Services', await servicesByIds(app.db, request.body)),
  );
  app.post(
    '/medical-service-write/create-service',
    { config: { ...OF_CENTER, bodyRules: serviceCreateSchema }, schema: { summary: 'Creates the service for each chosen center, all or nothing', response: replies({ 201: Type.Array(MedicalServiceSchema) }) } },
    async (request, reply) => {
      const services = await createServices(app.db, request, currentUser(request), request.body);
      return reply.status(201).send(ok('Service created successfully', services));
    },
  );
  app.patch(
    `/medical-service-write/update-service/${SYS_ID}`,
    { config: { ...OF_SERVICE, bodyRules: serviceSchema.partial() }, schema: { summary: "Changes a service's names, price or type", params: serviceIdParams, response: replies({ 200: MedicalServiceSchema }) } },
    async (request) => ok('Service updated successfully', await changeService(app.db, request, currentUser(request), idOf(request.params), request.body)),
  );
  // Spec 3 section 7: a PATCH with an empty body.
  app.patch(
    `/medical-service-write/delete-service/${SYS_ID}`,
    { config: OF_SERVICE, schema: { summary: 'Deletes a service (a PATCH with an empty body)', params: serviceIdParams, response: replies({ 200: DeletedMedicalServiceSchema }) } },
    async (request) => {
      const service = await removeService(app.db, request, currentUser(request), idOf(request.params));
      return ok('Service Deleted Successfully', { sys_id: service.sys_id, name: service.name });
    },
  );
}
