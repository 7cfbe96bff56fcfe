import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CenterHoursResetSchema, CenterSchema, CenterSlotSchema, RemovedCenterSchema, RowsPageSchema } from '@mk/contracts';
import { currentUser, roles, signedIn } from '../auth/policy';
import { statusFilterOf } from '../auth/facility-gate';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { queryText } from '../http/query';
import { replies } from '../openapi/reply-schemas';
import { centerHours, resetCenterHours, setCenterHours } from './center-hours.service';
import { changeCenter, createCenter, removeCenter } from './center-write.service';
import { centerById, pagedCenters } from './centers.service';
import { centerScheduleSchema, centerSchema, centerUpdateSchema } from '@mk/validators';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
/** `paginated=false` (the services page's center select): every center of the caller, up to this many. */
const UNPAGED = { limit: 500, offset: 0 };
const SYS_ID = sysIdParam('id');
/** The service checks that the center is the PIC's (ADMIN: any). */
const OF_CENTER = { access: signedIn({ ownership: 'center' }) };

const centerIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The center sys_id' }) });

/** Centers and their operating hours (spec 3 section 7), under the spec's paths. */
export async function centersRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  // Served with and without the trailing slash (the router ignores it). A PIC gets their own, ADMIN all.
  app.get(
    '/center-read',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The caller's centers (ADMIN: every center), by name, as `count` and `rows` (limit at most 100; paginated=false: up to 500)",
        querystring: Type.Object({
          page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
          limit: Type.Optional(Type.String({ description: 'Items per page (default 10)' })),
          paginated: Type.Optional(Type.String({ description: "'false' gives every center of the caller (up to 500), ignoring page and limit" })),
          name: Type.Optional(Type.String({ description: 'Part of the English or the Arabic name, any case' })),
          status: Type.Optional(Type.String({ description: "Only centers of this approval status: 'pending', 'active' or 'suspended'" })),
        }),
        response: replies({ 200: RowsPageSchema(CenterSchema) }),
      },
    },
    async (request) => {
      const page = request.query.paginated === 'false' ? UNPAGED : readPage(request.query, LIST_PAGE);
      const filter = { name: queryText(request.query, 'name'), status: statusFilterOf(request.query) };
      return ok('Centers', await pagedCenters(app.db, currentUser(request), filter, page));
    },
  );

  app.get(
    `/center-read/${SYS_ID}`,
    { config: OF_CENTER, schema: { summary: 'One center', params: centerIdParams, response: replies({ 200: CenterSchema }) } },
    async (request) => {
      return ok('Center', await centerById(app.db, currentUser(request), idOf(request.params)));
    },
  );

  // Spec 3 section 6: ADMIN registers centers, naming the PIC in charge.
  app.post(
    '/center-write',
    { config: { bodyRules: centerSchema, access: roles('ADMIN') }, schema: { summary: 'Registers a center, naming its person in charge', response: replies({ 201: CenterSchema }) } },
    async (request, reply) => {
      const center = await createCenter(app.db, request, currentUser(request), request.body);
      return reply.status(201).send(ok('Center Created Successfully', center));
    },
  );

  app.patch(
    `/center-write/${SYS_ID}`,
    {
      config: { ...OF_CENTER, bodyRules: centerUpdateSchema.partial() },
      schema: { summary: 'Changes the fields of a center the body names', params: centerIdParams, response: replies({ 200: CenterSchema }) },
    },
    async (request) => {
      return ok('Center updated successfully', await changeCenter(app.db, request, currentUser(request), idOf(request.params), request.body));
    },
  );

  app.delete(
    `/center-write/${SYS_ID}`,
    {
      config: OF_CENTER,
      schema: { summary: 'Removes a center from every listing (the row is kept)', params: centerIdParams, response: replies({ 200: RemovedCenterSchema }) },
    },
    async (request) => {
      const center = await removeCenter(app.db, request, currentUser(request), idOf(request.params));
      return ok('Center removed successfully', { sys_id: center.sys_id, center_name: center.center_name });
    },
  );

  app.get(
    `/medical-service-read/center-operating-hour/${SYS_ID}`,
    {
      config: OF_CENTER,
      schema: {
        summary: "A center's operating hours as hourly slots, by day and start",
        params: centerIdParams,
        response: replies({ 200: Type.Array(CenterSlotSchema) }),
      },
    },
    async (request) => {
      return ok('Operating hours', await centerHours(app.db, currentUser(request), idOf(request.params)));
    },
  );

  app.post(
    '/medical-service-write/center-operating-hour',
    {
      config: { ...OF_CENTER, bodyRules: centerScheduleSchema },
      schema: {
        summary: "Replaces a center's operating hours with the hourly slots of the periods sent",
        response: replies({ 200: Type.Array(CenterSlotSchema) }),
      },
    },
    async (request) => {
      return ok('Operating hours successfully set', await setCenterHours(app.db, request, currentUser(request), request.body));
    },
  );

  app.delete(
    `/medical-service-write/reset-operating-hour/${SYS_ID}`,
    {
      config: OF_CENTER,
      schema: {
        summary: "Empties a center's operating hours (the center leaves the patient app)",
        params: centerIdParams,
        response: replies({ 200: CenterHoursResetSchema }),
      },
    },
    async (request) => {
      return ok('Operating hours reset successfully', await resetCenterHours(app.db, request, currentUser(request), idOf(request.params)));
    },
  );
}
