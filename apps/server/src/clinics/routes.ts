import type { FastifyInstance } from 'fastify';
import { currentUser, roles, signedIn } from '../auth/policy';
import { statusFilterOf } from '../auth/facility-gate';
import { ok } from '../http/envelope';
import { idOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { changeClinic, createClinic, deleteClinic } from './clinic-write.service';
import { clinicById, clinicFilterOf, filteredClinics, pagedClinics, publicClinics } from './clinics.service';

const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
/** The service checks that the clinic is the PIC's (ADMIN: any). */
const OF_CLINIC = { config: { access: signedIn({ ownership: 'clinic' }) } };

export async function clinicsRoutes(app: FastifyInstance): Promise<void> {
  // PIC start-up list (spec: `count` and `data`); an ADMIN gets every clinic.
  app.get('/clinic-read/', { config: { access: 'signed-in' } }, async (request) => {
    const page = readPage(request.query, { limit: 50 });
    return ok('Clinics', await pagedClinics(app.db, currentUser(request), page, statusFilterOf(request.query)));
  });

  // The patient app's listing: no login, public fields only. Declared before `clinic-read/:id`.
  app.get('/clinic-read/public', { config: { access: 'public' } }, async (request) => {
    return ok('Clinics', await publicClinics(app.db, readPage(request.query, LIST_PAGE), app.config.publicUrl));
  });

  app.get('/clinic-read/clinics', { config: { access: roles('ADMIN') } }, async (request) => {
    const page = readPage(request.query, LIST_PAGE);
    return ok('Clinics', await filteredClinics(app.db, clinicFilterOf(request.query), page));
  });

  // The spec's payload is an array whose first item is the clinic.
  app.get(`/clinic-read/${SYS_ID}`, OF_CLINIC, async (request) => {
    return ok('Clinic', [await clinicById(app.db, currentUser(request), idOf(request.params))]);
  });

  app.post('/clinic-write', { config: { access: 'signed-in' } }, async (request, reply) => {
    const clinic = await createClinic(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Clinic created', clinic));
  });

  app.patch(`/clinic-write/${SYS_ID}`, OF_CLINIC, async (request) => {
    return ok('Clinic updated', await changeClinic(app.db, request, currentUser(request), idOf(request.params), request.body));
  });

  app.delete(`/clinic-write/${SYS_ID}`, OF_CLINIC, async (request) => {
    const clinic = await deleteClinic(app.db, request, currentUser(request), idOf(request.params));
    return ok('Clinic deleted', { sys_id: clinic.sys_id, registered_clinic_name: clinic.registered_clinic_name });
  });
}
