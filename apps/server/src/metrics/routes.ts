import type { FastifyInstance } from 'fastify';
import { fail } from '../http/envelope';
import { apiError } from '../http/errors';
import type { ServerMetrics } from './metrics';

/**
 * `GET /metrics`, Prometheus' text format, outside /api (no token: the scraper has none) and only to
 * the addresses of METRICS_ALLOW (this machine by default; behind a balancer, TRUST_PROXY decides
 * which address is the client's).
 */
export async function metricsRoutes(app: FastifyInstance, metrics: ServerMetrics): Promise<void> {
  const allowed = new Set(app.config.metricsAllow);
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!allowed.has(request.ip)) return reply.status(403).send(fail(apiError('auth.forbidden')));
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
