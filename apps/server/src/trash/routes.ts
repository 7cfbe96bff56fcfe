import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RowsPageSchema, TRASH_ENTITY_TYPES, TrashItemSchema, TrashRestoredSchema, TrashRestoreSchema } from '@mk/contracts';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { queryOneOf } from '../http/query';
import type { AccessDecisions } from '../kit/server-domain';
import { replies } from '../openapi/reply-schemas';
import { scheduleTrashPurge } from './trash-purge';
import { listTrash, restoreFromTrash } from './trash.service';

const LIST_PAGE = { limit: 10, maxLimit: 100 };
/** Issue 29: the Trash is ADMIN's alone. */
const ADMIN_ONLY = { access: roles('ADMIN') };

/** Both routes are ADMIN's alone (ADMIN_ONLY above); the access test holds the routes to this list. */
export const trashAccess: AccessDecisions = {
  adminOnlyRoutes: ['GET /api/trash-read', 'POST /api/trash-write/restore'],
};

const listQuery = Type.Object({
  entity_type: Type.Optional(Type.String({ description: `Only records of this kind: ${TRASH_ENTITY_TYPES.join(', ')}` })),
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
});

/** The Trash (issue 29): removed records, restorable for TRASH_DAYS days; the hourly purge runs with the app. */
export async function trashRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  scheduleTrashPurge(app);

  app.get(
    '/trash-read',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'ADMIN: the removed clinics, physicians, centers, services and packages still restorable, newest removal first (10 a page, limit at most 100)',
        querystring: listQuery,
        response: replies({ 200: RowsPageSchema(TrashItemSchema) }),
      },
    },
    async (request) => {
      const entityType = queryOneOf(request.query, 'entity_type', TRASH_ENTITY_TYPES);
      return ok('Trash', await listTrash(app.db, readPage(request.query, LIST_PAGE), entityType));
    },
  );
  app.post(
    '/trash-write/restore',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'ADMIN restores a removed record from the Trash, with the records its removal took along (a clinic brings back its physicians)',
        body: TrashRestoreSchema,
        response: replies({ 200: TrashRestoredSchema }),
      },
    },
    async (request) => ok('Restored successfully', await restoreFromTrash(app.db, request, request.body, new Date())),
  );
}
