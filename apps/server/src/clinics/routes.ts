import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClinicSchema, ClinicWithTagsSchema, DataPageSchema, DeletedClinicSchema, PublicClinicSchema, RowsPageSchema } from '@mk/contracts';
import { currentUser, roles, signedIn } from '../auth/policy';
import { statusFilterOf } from '../auth/facility-gate';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { changeClinic, createClinic, deleteClinic } from './clinic-write.service';
import { exportRoute } from '../exports/export-route';
import { clinicExport } from './clinic.export';
import { clinicById, clinicFilterOf, filteredClinics, pagedClinics, publicClinics } from './clinics.service';
import { clinicCreateSchema, clinicUpdateSchema } from '@mk/validators';

const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
/** The service checks that the clinic is the PIC's (ADMIN: any). */
const OF_CLINIC = { access: signedIn({ ownership: 'clinic' }) };

const clinicIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The clinic sys_id' }) });
const pageQuery = {
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page' })),
};
const statusQuery = Type.Optional(Type.String({ description: "Only clinics of this approval status: 'pending', 'active' or 'suspended'" }));

export async function clinicsRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  // PIC start-up list (spec: `count` and `data`); an ADMIN gets every clinic.
  app.get(
    '/clinic-read/',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The caller's clinics (ADMIN: every clinic), by name, as `count` and `data` (default limit 50)",
        querystring: Type.Object({ ...pageQuery, status: statusQuery }),
        response: replies({ 200: DataPageSchema(ClinicSchema) }),
      },
    },
    async (request) => {
      const page = readPage(request.query, { limit: 50 });
      return ok('Clinics', await pagedClinics(app.db, currentUser(request), page, statusFilterOf(request.query)));
    },
  );

  exportRoute(app, clinicExport);

  // The patient app's listing: no login, public fields only. Declared before `clinic-read/:id`.
  app.get(
    '/clinic-read/public',
    {
      config: { access: 'public' },
      schema: {
        summary: "The patient app's clinics (no login): those in service, public fields only, by name (limit at most 100)",
        querystring: Type.Object(pageQuery),
        response: replies({ 200: RowsPageSchema(PublicClinicSchema) }),
      },
    },
    async (request) => {
      return ok('Clinics', await publicClinics(app.db, readPage(request.query, LIST_PAGE), app.config.publicUrl));
    },
  );

  app.get(
    '/clinic-read/clinics',
    {
      config: { access: roles('ADMIN') },
      schema: {
        summary: "ADMIN's clinic list with filters, by name, each clinic with its active tags (limit at most 100)",
        querystring: Type.Object({
          ...pageQuery,
          name: Type.Optional(Type.String({ description: 'Part of the English or the Arabic name, any case' })),
          city: Type.Optional(Type.String({ description: 'One of CITIES' })),
          specialization: Type.Optional(Type.String({ description: 'One of SPECIALIZATIONS' })),
          tags: Type.Optional(Type.String({ description: 'Tag ids, comma separated: clinics carrying any of them' })),
          status: statusQuery,
        }),
        response: replies({ 200: RowsPageSchema(ClinicWithTagsSchema) }),
      },
    },
    async (request) => {
      const page = readPage(request.query, LIST_PAGE);
      return ok('Clinics', await filteredClinics(app.db, clinicFilterOf(request.query), page));
    },
  );

  // The spec's payload is an array whose first item is the clinic.
  app.get(
    `/clinic-read/${SYS_ID}`,
    {
      config: OF_CLINIC,
      schema: {
        summary: 'One clinic with its active tags, as the only item of an array (spec 1 section 3)',
        params: clinicIdParams,
        response: replies({ 200: Type.Array(ClinicWithTagsSchema, { minItems: 1, maxItems: 1 }) }),
      },
    },
    async (request) => {
      return ok('Clinic', [await clinicById(app.db, currentUser(request), idOf(request.params))]);
    },
  );

  app.post(
    '/clinic-write',
    {
      config: { bodyRules: clinicCreateSchema, access: 'signed-in' },
      schema: { summary: "Registers a clinic (a PIC's own waits for ADMIN's approval)", response: replies({ 201: ClinicSchema }) },
    },
    async (request, reply) => {
      const clinic = await createClinic(app.db, request, currentUser(request), request.body);
      return reply.status(201).send(ok('Clinic created', clinic));
    },
  );

  app.patch(
    `/clinic-write/${SYS_ID}`,
    {
      config: { ...OF_CLINIC, bodyRules: clinicUpdateSchema.partial() },
      schema: { summary: 'Changes the fields of a clinic the body names', params: clinicIdParams, response: replies({ 200: ClinicSchema }) },
    },
    async (request) => {
      return ok('Clinic updated', await changeClinic(app.db, request, currentUser(request), idOf(request.params), request.body));
    },
  );

  app.delete(
    `/clinic-write/${SYS_ID}`,
    {
      config: OF_CLINIC,
      schema: {
        summary: 'Removes a clinic and its physicians (refused while it has upcoming appointments)',
        params: clinicIdParams,
        response: replies({ 200: DeletedClinicSchema }),
      },
    },
    async (request) => {
      const clinic = await deleteClinic(app.db, request, currentUser(request), idOf(request.params));
      return ok('Clinic deleted', { sys_id: clinic.sys_id, registered_clinic_name: clinic.registered_clinic_name });
    },
  );
}
