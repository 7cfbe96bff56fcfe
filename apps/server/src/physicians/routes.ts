import type { FastifyInstance } from 'fastify';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { idOf, paramOf, sysIdParam } from '../http/id-param';
import { changePhysician, createPhysician, deletePhysician } from './physician-write.service';
import { bookablePhysicians, filteredPhysicians, pagedPhysicians, physicianById, physicianFilterOf } from './physicians.service';

/** Spec 1 section 9: the physician service caps `limit` at 30. */
const LIST_PAGE = { limit: 10, maxLimit: 30 };
/** The service checks that the physician's clinic is the PIC's (ADMIN: any). */
const OF_PHYSICIAN = { config: { access: signedIn({ ownership: 'physician' }) } };

export async function physiciansRoutes(app: FastifyInstance): Promise<void> {
  app.get('/doctor-read/', { config: { access: 'signed-in' } }, async (request) => {
    return ok('Physicians', await pagedPhysicians(app.db, currentUser(request), readPage(request.query, LIST_PAGE)));
  });

  app.get('/doctor-read/v2', { config: { access: 'signed-in' } }, async (request) => {
    const filter = physicianFilterOf(request.query);
    const page = readPage(request.query, LIST_PAGE);
    return ok('Physicians', await filteredPhysicians(app.db, currentUser(request), filter, page));
  });

  // The patient app's list: no login, public fields only. Declared before `doctor-read/:id`.
  app.get(`/doctor-read/clinic/${sysIdParam('clinicId')}`, { config: { access: 'public' } }, async (request) => {
    return ok('Physicians', await bookablePhysicians(app.db, paramOf(request.params, 'clinicId')));
  });

  app.get(`/doctor-read/${sysIdParam('id')}`, OF_PHYSICIAN, async (request) => {
    return ok('Physician', await physicianById(app.db, currentUser(request), idOf(request.params)));
  });

  app.post('/doctor-write', { config: { access: signedIn({ ownership: 'clinic' }) } }, async (request, reply) => {
    const physician = await createPhysician(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Physician created', physician));
  });

  app.patch(`/doctor-write/${sysIdParam('id')}`, OF_PHYSICIAN, async (request) => {
    const physician = await changePhysician(app.db, request, currentUser(request), idOf(request.params), request.body);
    return ok('Physician updated', physician);
  });

  app.delete(`/doctor-write/${sysIdParam('id')}`, OF_PHYSICIAN, async (request) => {
    const physician = await deletePhysician(app.db, request, currentUser(request), idOf(request.params));
    return ok('Physician deleted', { sys_id: physician.sys_id, name: physician.name });
  });
}
