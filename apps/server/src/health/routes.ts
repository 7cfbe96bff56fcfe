import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HealthSchema } from '@mk/contracts';
import { fail, ok } from '../http/envelope';
import { apiError } from '../http/errors';
import { replies } from '../openapi/reply-schemas';

export async function healthRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/health',
    {
      config: { access: 'public' },
      // A database that does not answer: 503 server.database_unavailable, with `{ database: 'down', kind }`.
      schema: { summary: 'Whether the server and its database answer', response: replies({ 200: HealthSchema }) },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return ok('healthy', { database: 'up' as const, kind: app.dbKind });
      } catch (error) {
        request.log.warn({ err: error }, 'database health check failed');
        return reply.status(503).send(fail(apiError('server.database_unavailable'), { database: 'down', kind: app.dbKind }));
      }
    },
  );
}
