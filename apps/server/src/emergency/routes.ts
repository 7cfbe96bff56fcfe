import type { FastifyInstance } from 'fastify';
import { PAGE_LIMITS } from '@mk/contracts';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { paramOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { acceptedCalls } from './emergency-calls.service';

/** Emergency calls (spec 3 section 7); the ER prescription paths live under order-read, order-write and prescription-read. */
export async function emergencyRoutes(app: FastifyInstance): Promise<void> {
  // The service checks the caller runs the pharmacy (ADMIN: any).
  app.get(`/emergency-read/accepted-calls/${sysIdParam('pharmacyId')}`, { config: { access: signedIn({ ownership: 'pharmacy' }) } }, async (request) => {
    const page = readPage(request.query, { limit: PAGE_LIMITS.erPage, maxLimit: 100 });
    return ok('Accepted emergency calls', await acceptedCalls(app.db, request, currentUser(request), paramOf(request.params, 'pharmacyId'), page));
  });
}
