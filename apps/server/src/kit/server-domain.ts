import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/database';

/** What a domain's demo rows may build on: the core seed (accounts, clinics, physicians, patients, appointments) is written. */
export interface DemoSeedContext {
  tx: Tx;
  /** The seed's "now" (appointments and codes are placed around it). */
  now: Date;
  /** The sys_id of a demo account, by its key in DEMO_USERS ('admin', 'clinic', 'pharmacy', 'center'). */
  userId(key: string): string;
}

/**
 * A server domain as the server's list (domains.ts) knows it: its routes, mounted under /api with the
 * spec's paths, and its demo rows, written inside the seed's transaction after the core seed, in the
 * list's order. Everything else (tables, services, error codes) the domain's folder keeps to itself.
 */
export interface ServerDomain {
  routes: (app: FastifyInstance) => Promise<void>;
  seedDemo?: (context: DemoSeedContext) => Promise<void>;
  /**
   * The domain's routes that anyone may call, or ADMIN alone, each as "METHOD /api/path" the way
   * Fastify's route table prints it: written down on purpose beside the routes, and held to the
   * routes' own declarations by auth/route-access.int.test.ts, so a route that opens up or closes
   * to one role is a decision someone made, not an accident.
   */
  accessDecisions?: AccessDecisions;
}

export interface AccessDecisions {
  publicRoutes?: readonly string[];
  adminOnlyRoutes?: readonly string[];
}
