import type { FastifyInstance } from 'fastify';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, sysIdParam } from '../http/id-param';
import { PAGE_LIMITS } from '@mk/contracts';
import { readPage } from '../http/pagination';
import { searchEmergencyPrescriptions } from '../emergency/er-search.service';
import { phoneSearchBudget } from '../emergency/search-budget';
import { prescriptionById } from './prescriptions.service';

/** Prescriptions for the back office (spec 2 section 7); the patient app reads its own under /patient-app. */
export async function prescriptionsRoutes(app: FastifyInstance): Promise<void> {
  // The service checks the caller may see it: ADMIN, the clinic's PIC, a PIC of a pharmacy it was ordered from.
  app.get(`/prescription-read/id/${sysIdParam('id')}`, { config: { access: signedIn({ ownership: 'prescription' }) } }, async (request) => {
    return ok('Prescription', await prescriptionById(app.db, request, currentUser(request), idOf(request.params)));
  });

  // Emergency prescriptions by the patient's phone: ADMIN and anyone running a pharmacy (the service checks).
  const takeSearch = phoneSearchBudget();
  app.get('/prescription-read/prescription-search', { config: { access: signedIn({ ownership: 'pharmacy' }) } }, async (request, reply) => {
    takeSearch(request, reply);
    const page = readPage(request.query, { limit: PAGE_LIMITS.erPage, maxLimit: 100 });
    return ok('Emergency prescriptions', await searchEmergencyPrescriptions(app.db, request, currentUser(request), request.query, page));
  });
}
