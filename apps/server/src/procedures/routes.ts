import type { FastifyInstance } from 'fastify';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { changeProcedure, createProcedure, criteriaList, pagedProcedures, removeProcedure } from './procedures.service';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
const ADMIN_ONLY = { config: { access: roles('ADMIN') } };

/** Procedures and their criteria (spec 3 section 7): any signed-in administrator reads, ADMIN writes. */
export async function proceduresRoutes(app: FastifyInstance): Promise<void> {
  app.get('/criteria-read/procedure', { config: { access: 'signed-in' } }, async (request) => {
    return ok('Procedures', await pagedProcedures(app.db, readPage(request.query, LIST_PAGE)));
  });
  app.get('/criteria-read/criteria', { config: { access: 'signed-in' } }, async () => {
    return ok('Criteria', await criteriaList(app.db));
  });
  // Served with and without the trailing slash (the router ignores it): the spec writes `criteria-write/`.
  app.post('/criteria-write', ADMIN_ONLY, async (request, reply) => {
    return reply.status(201).send(ok('Procedure created successfully', await createProcedure(app.db, request, request.body)));
  });
  app.patch(`/criteria-write/${SYS_ID}`, ADMIN_ONLY, async (request) => {
    return ok('Procedure updated successfully', await changeProcedure(app.db, request, idOf(request.params), request.body));
  });
  app.delete(`/criteria-write/${SYS_ID}`, ADMIN_ONLY, async (request) => {
    return ok('Procedure deleted successfully', await removeProcedure(app.db, request, idOf(request.params)));
  });
}
