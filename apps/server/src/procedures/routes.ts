import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CriterionSchema, ProcedureSchema, RowsPageSchema } from '@mk/contracts';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { changeProcedure, createProcedure, criteriaList, pagedProcedures, removeProcedure } from './procedures.service';
import { procedureSchema } from '@mk/validators';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
const ADMIN_ONLY = { access: roles('ADMIN') };

const procedureIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The procedure sys_id' }) });
const pageQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
});

/** Procedures and their criteria (spec 3 section 7): any signed-in administrator reads, ADMIN writes. */
export async function proceduresRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/criteria-read/procedure',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'Live procedures by name, each with its criterion ids; 10 a page', querystring: pageQuery, response: replies({ 200: RowsPageSchema(ProcedureSchema) }) },
    },
    async (request) => ok('Procedures', await pagedProcedures(app.db, readPage(request.query, LIST_PAGE))),
  );
  app.get(
    '/criteria-read/criteria',
    { config: { access: 'signed-in' }, schema: { summary: 'Every criterion a procedure can list, by name', response: replies({ 200: Type.Array(CriterionSchema) }) } },
    async () => ok('Criteria', await criteriaList(app.db)),
  );
  // Served with and without the trailing slash (the router ignores it): the spec writes `criteria-write/`.
  app.post(
    '/criteria-write',
    { config: { ...ADMIN_ONLY, bodyRules: procedureSchema }, schema: { summary: 'Creates a procedure with its criteria (ids that must exist)', response: replies({ 201: ProcedureSchema }) } },
    async (request, reply) => reply.status(201).send(ok('Procedure created successfully', await createProcedure(app.db, request, request.body))),
  );
  app.patch(
    `/criteria-write/${SYS_ID}`,
    { config: { ...ADMIN_ONLY, bodyRules: procedureSchema.partial() }, schema: { summary: "Changes a procedure's names or criteria", params: procedureIdParams, response: replies({ 200: ProcedureSchema }) } },
    async (request) => ok('Procedure updated successfully', await changeProcedure(app.db, request, idOf(request.params), request.body)),
  );
  app.delete(
    `/criteria-write/${SYS_ID}`,
    { config: ADMIN_ONLY, schema: { summary: 'Deletes a procedure (it leaves the list; the row stays)', params: procedureIdParams, response: replies({ 200: ProcedureSchema }) } },
    async (request) => ok('Procedure deleted successfully', await removeProcedure(app.db, request, idOf(request.params))),
  );
}
