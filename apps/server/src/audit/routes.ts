import type { FastifyInstance } from 'fastify';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { listAudit } from './audit.repository';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit-read/', { config: { access: roles('ADMIN') } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const page = readPage(query, { limit: 50 });
    const payload = await listAudit(app.db, { entity_type: query.entity_type, entity_id: query.entity_id }, page);
    return ok('Audit records', payload);
  });
}
