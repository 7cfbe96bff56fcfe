import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { pagedPharmacies } from './pharmacies.service';

export async function pharmaciesRoutes(app: FastifyInstance): Promise<void> {
  // Served with and without the trailing slash (the router ignores it).
  app.get('/pharmacy-read', { config: { access: 'signed-in' } }, async (request) => {
    const page = readPage(request.query, { limit: 10 });
    return ok('Pharmacies', await pagedPharmacies(app.db, currentUser(request), page));
  });
}
