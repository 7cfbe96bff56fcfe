import { openMediaStore } from './media/store';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { systemClock, type Clock } from './appointments/clock';
import { resolveJwtSecret } from './auth/jwt-secret';
import { installRouteAccess } from './auth/route-access';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottleOptions } from './auth/login-throttle';
import type { Config } from './config';
import type { Db, DatabaseKind, PoolStats } from './db/database';
import './fastify-augment';
import type { Geocoder } from './geocoding/geocoder';
import { SERVER_DOMAINS } from './domains';
import { installMetrics } from './metrics/metrics';
import { metricsRoutes } from './metrics/routes';
import { configuredGeocoder, orderPlaces } from './geocoding/order-place';
import { installErrorHandler } from './http/error-handler';
import { installInputGuard, REQUEST_TIMEOUT_MS } from './http/input-guard';
import { serverLoggerOptions } from './logging/logger-options';
import { uploadByteLimit } from './media/routes';
import { attachRealtime } from './realtime/realtime';
import { installCsrfCheck } from './web/csrf';
import { dashboardRoutes } from './web/dashboard';
import { installOpenApi, openApiRoutes } from './openapi/openapi';
import { installSecurityHeaders } from './web/security-headers';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Defaults to 'pglite' when the config has no DATABASE_URL, else 'postgres'. */
  dbKind?: DatabaseKind;
  /** Overrides of the login brake (tests shorten it). */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Passed to Fastify (tests may add their own logger options). */
  fastify?: FastifyServerOptions;
  /** Where the appointment rules read the time (tests set it); the system clock by default. */
  clock?: Clock;
  /** Gives orders their addresses (tests inject one); by default the one GEOCODER_URL configures, else the offline lookup. */
  geocoder?: Geocoder;
  /** Sees each route as it is added, before its hooks are fixed (the tests attach their reply check). */
  onRoute?: (route: RouteOptions) => void;
  /** The database pool's state, for the metrics (Database.poolStats on PostgreSQL). */
  poolStats?: () => PoolStats;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  // A request (headers and body) must arrive within this time: a body sent a byte at a time is cut with a 408.
  const requestTimeout = options.fastify?.requestTimeout ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout,
    // A plugin that reads files or loads modules at start (the API reference page's) took over
    // Fastify's 10 s on a 2-core machine running two test suites; a start under load must not fail.
    pluginTimeout: 120_000,
    // Node takes the deadline only when the server is created (setting it later does nothing), and
    // checks it every so often (30 s by default): often enough here to cut on time.
    http: { requestTimeout, connectionsCheckingInterval: Math.min(1000, Math.max(10, Math.floor(requestTimeout / 4))) },
    ...options.fastify,
    // After the caller's options: a test's own stream and level keep the redaction.
    logger: serverLoggerOptions(config, options.fastify?.logger),
  });

  app.decorate('db', db);
  app.decorate('dbKind', options.dbKind ?? (config.databaseUrl ? 'postgres' : 'pglite'));
  app.decorate('config', config);
  app.decorate('mediaStore', openMediaStore(config, db));
  app.addHook('onClose', async () => app.mediaStore.close?.());
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('tokens', { secret: resolveJwtSecret(config), ttlSeconds: config.jwtTtlSeconds });
  app.decorate('loginThrottle', new LoginThrottle(db, { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle }, options.clock ?? systemClock));
  app.decorate('orderPlaces', orderPlaces(options.geocoder ?? configuredGeocoder(config.geocoderUrl, app.log), config.mapLinkTemplate));
  app.decorateRequest('user', null);

  // Before any route is added: a route that does not declare its access stops the start.
  installRouteAccess(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Before the routes too: the OpenAPI document is collected as they are added.
  await installOpenApi(app);
  installErrorHandler(app);
  installInputGuard(app);
  await installSecurityHeaders(app);
  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadByteLimit(config.maxUploadMb), files: 1, fields: 10, parts: 12 },
  });
  installCsrfCheck(app);

  // A balancer asking /api/health/ready stops sending here as soon as the close begins.
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });
  const realtime = attachRealtime(app);
  const metrics = installMetrics(app, { app: options.poolStats, realtime: realtime.poolStats });
  app.decorate('realtime', metrics.countEmits(realtime));
  app.addHook('preClose', () => realtime.close());

  // Each domain's routes under /api, with the spec's paths (domains.ts is the list).
  for (const domain of SERVER_DOMAINS) await app.register(domain.routes, { prefix: '/api' });
  await openApiRoutes(app);
  await metricsRoutes(app, metrics);
  await dashboardRoutes(app);
  return app;
}
