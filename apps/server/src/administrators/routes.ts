import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ADMINISTRATORS_DEFAULT_LIMIT, AdministratorSchema, RowsPageSchema } from '@mk/contracts';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { exportRoute } from '../exports/export-route';
import { replies } from '../openapi/reply-schemas';
import { listAdministrators } from './administrators.repository';
import { twoFactorRoutes } from '../two-factor/two-factor.routes';
import { staffRoutes } from './staff.routes';
import { userExport } from './user.export';

export async function administratorsRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const list = {
    config: { access: roles('ADMIN') },
    schema: {
      summary: 'Every staff account (name, email, role), by name',
      querystring: Type.Object({
        page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
        limit: Type.Optional(Type.String({ description: 'Items per page' })),
      }),
      response: replies({ 200: RowsPageSchema(AdministratorSchema) }),
    },
  };
  const handler = async (request: { query: unknown }) => {
    const page = readPage(request.query, { limit: ADMINISTRATORS_DEFAULT_LIMIT });
    return ok('Administrators', await listAdministrators(app.db, page));
  };
  // The spec writes this path with a capital R; the lower-case form is an alias.
  app.get('/administrator-Read/', list, handler);
  app.get('/administrator-read/', list, handler);
  await app.register(staffRoutes());
  // Issue 29: the Users list (GET administrator-read/users) as a file, ADMIN's too.
  exportRoute(app, userExport);
  await app.register(twoFactorRoutes);
}
