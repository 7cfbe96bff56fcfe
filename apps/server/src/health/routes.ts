import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../http/envelope';
import { apiError } from '../http/errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return ok('healthy', { database: 'up', kind: app.dbKind });
    } catch (error) {
      request.log.warn({ err: error }, 'database health check failed');
      return reply.status(503).send(fail(apiError('server.database_unavailable'), { database: 'down', kind: app.dbKind }));
    }
  });
}
