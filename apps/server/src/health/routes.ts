import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HealthSchema, LivenessSchema, ReadinessSchema } from '@mk/contracts';
import type { AccessDecisions } from '../kit/server-domain';
import { fail, ok } from '../http/envelope';
import { apiError } from '../http/errors';
import { replies } from '../openapi/reply-schemas';

/** Anyone may ask: a balancer or an orchestrator has no token. */
export const healthAccess: AccessDecisions = {
  publicRoutes: ['GET /api/health', 'GET /api/health/live', 'GET /api/health/ready'],
};

/** The database answers a trivial query, or the reply is a 503 `server.database_unavailable` (false). */
async function databaseAnswers(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  try {
    await app.db.execute(sql`select 1`);
    return true;
  } catch (error) {
    request.log.warn({ err: error }, 'database health check failed');
    await reply.status(503).send(fail(apiError('server.database_unavailable'), { database: 'down', kind: app.dbKind }));
    return false;
  }
}

/**
 * Health for people and for balancers: `health` (the server and its database), `health/live` (the
 * process answers: restart it if not) and `health/ready` (send it requests: not while its database is
 * unreachable nor once it is shutting down; before it listens nothing answers at all).
 */
export async function healthRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const publicRoute = { access: 'public' } as const;

  app.get(
    '/health',
    {
      config: publicRoute,
      // A database that does not answer: 503 server.database_unavailable, with `{ database: 'down', kind }`.
      schema: { summary: 'Whether the server and its database answer', response: replies({ 200: HealthSchema }) },
    },
    async (request, reply) => {
      if (!(await databaseAnswers(app, request, reply))) return reply;
      return ok('healthy', { database: 'up' as const, kind: app.dbKind });
    },
  );
  app.get(
    '/health/live',
    { config: publicRoute, schema: { summary: 'Whether the process answers (no other check): restart it when this fails', response: replies({ 200: LivenessSchema }) } },
    async () => ok('live', { live: true as const }),
  );
  app.get(
    '/health/ready',
    {
      config: publicRoute,
      // Shutting down: 503 server.draining; a database that does not answer: 503 server.database_unavailable.
      schema: { summary: 'Whether to send this process requests: its database answers and it is not shutting down', response: replies({ 200: ReadinessSchema }) },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send(fail(apiError('server.draining'), { ready: false, draining: true }));
      if (!(await databaseAnswers(app, request, reply))) return reply;
      return ok('ready', { ready: true as const, database: 'up' as const, kind: app.dbKind });
    },
  );
}
