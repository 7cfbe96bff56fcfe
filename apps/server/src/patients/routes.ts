import { PAGE_LIMITS } from '@mk/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser, roles, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { paramOf, sysIdParam } from '../http/id-param';
import { bulkCreatePatients } from './patient-bulk.service';
import { createPatient, pagedPatients, searchPatientByPhone } from './patients.service';

/** Patients (spec 2 section 7): search by phone, create, the CSV batches, and the ADMIN list. */
const SIGNED_IN = { config: { access: 'signed-in' } } as const;

export async function patientsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/patient-read/search', SIGNED_IN, async (request) => {
    return ok('Patient found', await searchPatientByPhone(app.db, request.query));
  });

  // Spec 2 section 9: the patient list defaults to 50 a page.
  app.get('/patient-read/', { config: { access: roles('ADMIN') } }, async (request) => {
    const page = readPage(request.query, { limit: PAGE_LIMITS.patientListDefault, maxLimit: 200 });
    return ok('Patients', await pagedPatients(app.db, page));
  });

  app.post('/patient-write', SIGNED_IN, async (request, reply) => {
    const patient = await createPatient(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Patient created', patient));
  });

  app.post(`/patient-write/bulk-create/${sysIdParam('userId')}`, { config: { access: signedIn({ ownership: 'own account' }) } }, async (request) => {
    const result = await bulkCreatePatients(app.db, request, currentUser(request), paramOf(request.params, 'userId'), request.body);
    return ok(`${result.created} created, ${result.existing} already registered, ${result.rejected} rejected`, result);
  });
}
