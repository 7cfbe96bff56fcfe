import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';
import type { Realtime } from '../realtime/realtime';

/**
 * What an operator's Prometheus reads from one process (`GET /metrics`): requests and their
 * latency per route, open sockets, realtime events sent, the database pools' use (on PostgreSQL),
 * and the login brake's refusals. One
 * registry per app, so apps started side by side (tests, a second process) never share counts.
 */
export interface ServerMetrics {
  registry: Registry;
  countEmits(realtime: Realtime): Realtime;
}

/** The connection pools whose state the metrics read, by the `pool` label. */
export type PoolReaders = Partial<Record<'app' | 'realtime', (() => PoolStats) | undefined>>;

export function installMetrics(app: FastifyInstance, pools: PoolReaders = {}): ServerMetrics {
  const registry = new Registry();
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({ name: 'realtime_open_sockets', help: "Sockets open on this process", registers: [registry], collect() { this.set(app.realtime?.openSockets() ?? 0); } });
  const events = new Counter({ name: 'realtime_events_total', help: 'Realtime events sent from this process, by event', labelNames: ['event'], registers: [registry] });
  const readers = Object.entries(pools).filter((entry): entry is [string, () => PoolStats] => entry[1] !== undefined);
  if (readers.length > 0) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this process, by pool (app: the queries; realtime: the adapter) and state',
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const [pool, read] of readers) {
          const stats = read();
          this.set({ pool, state: 'in_use' }, stats.total - stats.idle);
          this.set({ pool, state: 'idle' }, stats.idle);
        }
      },
    });
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a free connection, by pool',
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [pool, read] of readers) this.set({ pool }, read().waiting);
      },
    });
    new Gauge({
      name: 'db_pool_max',
      help: 'The most connections each pool opens',
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [pool, read] of readers) this.set({ pool }, read().max);
      },
    });
  }
  const refusals = new Counter({ name: 'login_brake_refusals_total', help: "Sign-in attempts the login brake refused on this process", registers: [registry] });
  app.loginThrottle.onRefused = () => refusals.inc();

  app.addHook('onResponse', async (request, reply) => {
    // The pattern, not the URL: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  return {
    registry,
    countEmits(realtime) {
      const counted = <A extends unknown[]>(send: (...args: A) => void, eventAt: number) => (...args: A) => {
        events.inc({ event: String(args[eventAt]) });
        send(...args);
      };
      return {
        ...realtime,
        emitToUser: counted(realtime.emitToUser, 1),
        emitToUsers: counted(realtime.emitToUsers, 0),
        emitToPatient: counted(realtime.emitToPatient, 1),
        emitToRole: counted(realtime.emitToRole, 1),
        emit: counted(realtime.emit, 0),
      };
    },
  };
}
