import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { ADMINISTRATORS_DEFAULT_LIMIT } from '@mk/contracts';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { listAdministrators } from './administrators.repository';
import { twoFactorRoutes } from '../two-factor/two-factor.routes';
import { staffRoutes } from './staff.routes';

export async function administratorsRoutes(app: FastifyInstance): Promise<void> {
  const list: RouteHandlerMethod = async (request) => {
    const page = readPage(request.query, { limit: ADMINISTRATORS_DEFAULT_LIMIT });
    return ok('Administrators', await listAdministrators(app.db, page));
  };
  // The spec writes this path with a capital R; the lower-case form is an alias.
  app.get('/administrator-Read/', { config: { access: roles('ADMIN') } }, list);
  app.get('/administrator-read/', { config: { access: roles('ADMIN') } }, list);
  await app.register(staffRoutes());
  await app.register(twoFactorRoutes);
}
