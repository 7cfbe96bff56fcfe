import type { Role } from '@mk/contracts';
import type { Config } from './config';
import type { Db, DatabaseKind } from './db/database';
import type { MediaStore } from './media/store';
import type { Realtime } from './realtime/realtime';
import type { LoginThrottle } from './auth/login-throttle';
import type { RouteAccess } from './auth/policy';
import type { RouteTableEntry } from './auth/route-access';
import type { AnySchema } from 'yup';

/** The authenticated administrator, re-loaded from the database on every request. */
export interface AuthUser {
  sys_id: string;
  role: Role;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    config: Config;
    /** Where uploads live (MEDIA_STORE): read and written only through it. */
    mediaStore: MediaStore;
    realtime: Realtime;
    tokens: { secret: string; ttlSeconds: number };
    loginThrottle: LoginThrottle;
    /** `draining` from the start of the app's close (SIGTERM): `GET /api/health/ready` then answers 503. */
    lifecycle: { draining: boolean };
    /** Every route with its declared access (auth/route-access.ts). */
    routeTable: readonly RouteTableEntry[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; required on every route (auth/route-access.ts). */
    access?: RouteAccess;
    /**
     * The shared yup rules the route's service checks the body with: the OpenAPI document shows them
     * as the request body (openapi/body-schema.ts); the check itself stays the service's.
     */
    bodyRules?: AnySchema;
    /**
     * The body of a write whose service checks it by hand (a list, an id, a file), as JSON Schema
     * (TypeBox): shown in the OpenAPI document like `bodyRules`, never checked by it, so the service's
     * own refusals keep their words and codes.
     */
    bodyShape?: Record<string, unknown>;
  }
}
