import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { paramOf, sysIdParam } from '../http/id-param';
import { changePhysician, createPhysician, deletePhysician } from './physician-write.service';
import { bookablePhysicians, filteredPhysicians, pagedPhysicians, physicianById, physicianFilterOf } from './physicians.service';

/** Spec 1 section 9: the physician service caps `limit` at 30. */
const LIST_PAGE = { limit: 10, maxLimit: 30 };

export async function physiciansRoutes(app: FastifyInstance): Promise<void> {
  app.get('/doctor-read/', { preHandler: requireUser }, async (request) => {
    return ok('Physicians', await pagedPhysicians(app.db, currentUser(request), readPage(request.query, LIST_PAGE)));
  });

  app.get('/doctor-read/v2', { preHandler: requireUser }, async (request) => {
    const filter = physicianFilterOf(request.query);
    const page = readPage(request.query, LIST_PAGE);
    return ok('Physicians', await filteredPhysicians(app.db, currentUser(request), filter, page));
  });

  // The patient app's list: no login, public fields only. Declared before `doctor-read/:id`.
  app.get(`/doctor-read/clinic/${sysIdParam('clinicId')}`, async (request) => {
    return ok('Physicians', await bookablePhysicians(app.db, paramOf(request.params, 'clinicId')));
  });

  app.get(`/doctor-read/${sysIdParam('id')}`, { preHandler: requireUser }, async (request) => {
    return ok('Physician', await physicianById(app.db, currentUser(request), paramOf(request.params, 'id')));
  });

  app.post('/doctor-write', { preHandler: requireUser }, async (request, reply) => {
    const physician = await createPhysician(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Physician created', physician));
  });

  app.patch(`/doctor-write/${sysIdParam('id')}`, { preHandler: requireUser }, async (request) => {
    const physician = await changePhysician(app.db, request, currentUser(request), paramOf(request.params, 'id'), request.body);
    return ok('Physician updated', physician);
  });

  app.delete(`/doctor-write/${sysIdParam('id')}`, { preHandler: requireUser }, async (request) => {
    const physician = await deletePhysician(app.db, request, currentUser(request), paramOf(request.params, 'id'));
    return ok('Physician deleted', { sys_id: physician.sys_id, name: physician.name });
  });
}
