import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuditRecordSchema, HISTORY_ENTITY_TYPES, HistoryEntrySchema, RowsPageSchema, type AuditRecord } from '@mk/contracts';
import { currentUser, roles, signedIn } from '../auth/policy';
import type { AuditRow } from '../db/schema';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { listAudit } from './audit.repository';
import { recordHistory } from './history.service';

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

  app.get(
    `/audit-read/history/:entity_type/${sysIdParam('id')}`,
    {
      config: { access: signedIn({ ownership: 'audited record' }) },
      schema: {
        summary: "A record's history: every write to it, newest first, with who made it and the fields it changed",
        description:
          'ADMIN reads any record\'s history; a PIC only that of a record of their own clinics, pharmacies or centers (another\'s is 403). Secrets are never given and national ids are masked.',
        params: Type.Object({
          entity_type: Type.Union(HISTORY_ENTITY_TYPES.map((type) => Type.Literal(type)), { description: 'The kind of record' }),
          id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The sys_id of the record' }),
        }),
        querystring: Type.Object({
          page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
          limit: Type.Optional(Type.String({ description: 'Entries per page (default 20, at most 100)' })),
        }),
        response: replies({ 200: RowsPageSchema(HistoryEntrySchema) }),
      },
    },
    async (request) => {
      const page = readPage(request.query, { limit: 20, maxLimit: 100 });
      return ok('History', await recordHistory(app.db, currentUser(request), request.params.entity_type, idOf(request.params), page));
    },
  );
}
