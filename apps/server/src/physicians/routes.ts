import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeletedPhysicianSchema, PhysicianSchema, PhysicianWithTagsSchema, PublicPhysicianSchema, RowsPageSchema } from '@mk/contracts';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { idOf, paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { replies } from '../openapi/reply-schemas';
import { exportRoute } from '../exports/export-route';
import { physicianExport } from './physician.export';
import { changePhysician, createPhysician, deletePhysician } from './physician-write.service';
import { bookablePhysicians, filteredPhysicians, pagedPhysicians, physicianById, physicianFilterOf } from './physicians.service';
import { physicianCreateSchema, physicianUpdateSchema } from '@mk/validators';

/** Spec 1 section 9: the physician service caps `limit` at 30. */
const LIST_PAGE = { limit: 10, maxLimit: 30 };
/** The service checks that the physician's clinic is the PIC's (ADMIN: any). */
const OF_PHYSICIAN = { access: signedIn({ ownership: 'physician' }) };

const physicianIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The physician sys_id' }) });
const pageQuery = {
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 30)' })),
};

export async function physiciansRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/doctor-read/',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The physicians of the caller's clinics (ADMIN: every physician), by name, each with its clinic's names",
        querystring: Type.Object(pageQuery),
        response: replies({ 200: RowsPageSchema(PhysicianSchema) }),
      },
    },
    async (request) => {
      return ok('Physicians', await pagedPhysicians(app.db, currentUser(request), readPage(request.query, LIST_PAGE)));
    },
  );

  app.get(
    '/doctor-read/v2',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'The physician list with filters (a PIC: of their clinics), by name, each with its clinic names and active tags',
        querystring: Type.Object({
          ...pageQuery,
          name: Type.Optional(Type.String({ description: 'Part of the English or the Arabic name, any case' })),
          city: Type.Optional(Type.String({ description: "One of CITIES: the city of the physician's clinic" })),
          consultationType: Type.Optional(Type.String({ description: "'online' (audio, text or video), 'walkin' or 'homecare'" })),
          specialization: Type.Optional(Type.String({ description: 'One of SPECIALIZATIONS' })),
          tags: Type.Optional(Type.String({ description: 'Tag ids, comma separated: physicians carrying any of them' })),
          clinic: Type.Optional(Type.String({ description: 'A clinic sys_id: its physicians only' })),
        }),
        response: replies({ 200: RowsPageSchema(PhysicianWithTagsSchema) }),
      },
    },
    async (request) => {
      const filter = physicianFilterOf(request.query);
      const page = readPage(request.query, LIST_PAGE);
      return ok('Physicians', await filteredPhysicians(app.db, currentUser(request), filter, page));
    },
  );

  // Issue 29: the filtered list as a file, every page (a PIC: of their clinics, as the list), audited once per file.
  exportRoute(app, physicianExport);

  // The patient app's list: no login, public fields only. Declared before `doctor-read/:id`.
  app.get(
    `/doctor-read/clinic/${sysIdParam('clinicId')}`,
    {
      config: { access: 'public' },
      schema: {
        summary: "The patient app's physicians of a clinic in service (no login): those with a schedule, public fields only",
        params: Type.Object({ clinicId: Type.String({ pattern: SYS_ID_PATTERN, description: 'The clinic sys_id' }) }),
        response: replies({ 200: Type.Array(PublicPhysicianSchema) }),
      },
    },
    async (request) => {
      return ok('Physicians', await bookablePhysicians(app.db, paramOf(request.params, 'clinicId')));
    },
  );

  app.get(
    `/doctor-read/${sysIdParam('id')}`,
    {
      config: OF_PHYSICIAN,
      schema: { summary: "One physician with its clinic's names and its active tags", params: physicianIdParams, response: replies({ 200: PhysicianWithTagsSchema }) },
    },
    async (request) => {
      return ok('Physician', await physicianById(app.db, currentUser(request), idOf(request.params)));
    },
  );

  app.post(
    '/doctor-write',
    {
      config: { bodyRules: physicianCreateSchema, access: signedIn({ ownership: 'clinic' }) },
      schema: { summary: 'Registers a physician in a clinic (a PIC: one of theirs)', response: replies({ 201: PhysicianSchema }) },
    },
    async (request, reply) => {
      const physician = await createPhysician(app.db, request, currentUser(request), request.body);
      return reply.status(201).send(ok('Physician created', physician));
    },
  );

  app.patch(
    `/doctor-write/${sysIdParam('id')}`,
    {
      config: { ...OF_PHYSICIAN, bodyRules: physicianUpdateSchema.partial() },
      schema: { summary: 'Changes the fields of a physician the body names', params: physicianIdParams, response: replies({ 200: PhysicianSchema }) },
    },
    async (request) => {
      const physician = await changePhysician(app.db, request, currentUser(request), idOf(request.params), request.body);
      return ok('Physician updated', physician);
    },
  );

  app.delete(
    `/doctor-write/${sysIdParam('id')}`,
    {
      config: OF_PHYSICIAN,
      schema: { summary: 'Removes a physician', params: physicianIdParams, response: replies({ 200: DeletedPhysicianSchema }) },
    },
    async (request) => {
      const physician = await deletePhysician(app.db, request, currentUser(request), idOf(request.params));
      return ok('Physician deleted', { sys_id: physician.sys_id, name: physician.name });
    },
  );
}
