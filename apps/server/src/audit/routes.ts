import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuditRecordSchema, RowsPageSchema, type AuditRecord } from '@mk/contracts';
import { roles } from '../auth/policy';
import type { AuditRow } from '../db/schema';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { listAudit } from './audit.repository';

const auditView = ({ created_at, ...row }: AuditRow): AuditRecord => ({ ...row, created_at: created_at.toISOString() });

export async function auditRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/audit-read/',
    {
      config: { access: roles('ADMIN') },
      schema: {
        summary: 'The audit trail, newest first; filtered by entity type and id',
        querystring: Type.Object({
          page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
          limit: Type.Optional(Type.String({ description: 'Items per page (default 50)' })),
          entity_type: Type.Optional(Type.String({ description: 'Only records of this kind of entity, such as `clinic`' })),
          entity_id: Type.Optional(Type.String({ description: 'Only records of this entity' })),
        }),
        response: replies({ 200: RowsPageSchema(AuditRecordSchema) }),
      },
    },
    async (request) => {
      const query = request.query;
      const page = readPage(query, { limit: 50 });
      const { count, rows } = await listAudit(app.db, { entity_type: query.entity_type, entity_id: query.entity_id }, page);
      return ok('Audit records', { count, rows: rows.map(auditView) });
    },
  );
}
