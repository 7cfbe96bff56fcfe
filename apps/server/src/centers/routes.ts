import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { pagedCenters } from './centers.service';

export async function centersRoutes(app: FastifyInstance): Promise<void> {
  // Served with and without the trailing slash (the router ignores it).
  app.get('/center-read', { config: { access: 'signed-in' } }, async (request) => {
    const page = readPage(request.query, { limit: 10 });
    return ok('Centers', await pagedCenters(app.db, currentUser(request), page));
  });
}
