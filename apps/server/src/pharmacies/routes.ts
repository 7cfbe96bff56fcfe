import type { FastifyInstance } from 'fastify';
import { currentUser, signedIn } from '../auth/policy';
import { statusFilterOf } from '../auth/facility-gate';
import { ok } from '../http/envelope';
import { idOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { changePharmacy, createPharmacy } from './pharmacy-write.service';
import { pagedPharmacies, pharmacyById } from './pharmacies.service';

/** Spec 2 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
/** The service checks that the pharmacy is the PIC's (ADMIN: any). */
const OF_PHARMACY = { config: { access: signedIn({ ownership: 'pharmacy' }) } };

export async function pharmaciesRoutes(app: FastifyInstance): Promise<void> {
  // Served with and without the trailing slash (the router ignores it). A PIC gets their own, ADMIN all; `status=pending`: those waiting.
  app.get('/pharmacy-read', { config: { access: 'signed-in' } }, async (request) => {
    const page = readPage(request.query, LIST_PAGE);
    return ok('Pharmacies', await pagedPharmacies(app.db, currentUser(request), page, statusFilterOf(request.query)));
  });

  app.get(`/pharmacy-read/${SYS_ID}`, OF_PHARMACY, async (request) => {
    return ok('Pharmacy', await pharmacyById(app.db, currentUser(request), idOf(request.params)));
  });

  // ADMIN registers for a PIC it names; a PIC registers its own.
  app.post('/pharmacy-write', { config: { access: 'signed-in' } }, async (request, reply) => {
    const pharmacy = await createPharmacy(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Pharmacy created successfully', pharmacy));
  });

  // Spec 2 section 7: the reply carries payload.id.
  app.patch(`/pharmacy-write/${SYS_ID}`, OF_PHARMACY, async (request) => {
    const pharmacy = await changePharmacy(app.db, request, currentUser(request), idOf(request.params), request.body);
    return ok('Pharmacy updated', { id: pharmacy.sys_id, ...pharmacy });
  });
}
