import type { FastifyInstance, RouteOptions, preValidationAsyncHookHandler } from 'fastify';
import { accessGuard, accessSummary, isRouteAccess, type RouteAccess } from './policy';
import { hookList } from '../http/route-hooks';

/*
 * Default deny: every route says who may call it, or the server does not start. The hook below sees
 * each route as it is added (the API modules, the dashboard's routes, the auto-added HEAD routes),
 * refuses one without a valid `config.access`, and puts the matching guard first among its
 * preValidation hooks, so routes never list requireUser/requireRole themselves. Before validation: a
 * caller who may not use a route is told so (403, audited) whatever the request's shape, and only
 * a caller who may learns what the route's schema refuses.
 */

const kContextAccess = Symbol('contextAccess');
const kGuard = Symbol('accessGuard');

/**
 * Declares the access of every route a plugin we do not write adds in this (encapsulated) context,
 * e.g. the static file plugin of the dashboard build. Our own routes declare theirs one by one.
 */
export function declareContextAccess(instance: FastifyInstance, access: RouteAccess): void {
  (instance as unknown as Record<symbol, RouteAccess>)[kContextAccess] = access;
}

function contextAccess(instance: FastifyInstance): RouteAccess | undefined {
  return (instance as unknown as Record<symbol, RouteAccess | undefined>)[kContextAccess];
}

/** The access a route ended up with (after the hook ran), for the route table and its tests. */
export function routeAccessOf(route: Pick<RouteOptions, 'config'>): RouteAccess | undefined {
  return (route.config as { access?: RouteAccess } | undefined)?.access;
}

const isGuard = (handler: unknown) => typeof handler === 'function' && kGuard in handler;

/** One line of the route table: `GET /api/health` is 'public', `GET /api/audit-read/` 'ADMIN'. */
export interface RouteTableEntry {
  method: string;
  url: string;
  /** accessSummary of the declaration: 'public', 'signed-in' or the roles ('ADMIN,PIC'). */
  access: string;
  ownership?: string;
}

/** Registered on the root instance before any route, so it sees them all; `app.routeTable` lists them. */
export function installRouteAccess(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', function checkRouteAccess(this: FastifyInstance, route) {
    const declared = routeAccessOf(route) ?? contextAccess(this);
    const name = `${String(route.method)} ${route.url}`;
    if (declared === undefined) {
      throw new Error(`${name} declares no access: add { config: { access: 'public' | 'signed-in' | signedIn({...}) | roles(...) } }`);
    }
    if (!isRouteAccess(declared)) throw new Error(`${name} declares an unknown access ${JSON.stringify(declared)}`);
    route.config = { ...route.config, access: declared };
    const ownership = typeof declared === 'object' ? declared.ownership : undefined;
    for (const method of [route.method].flat()) {
      table.push({ method: String(method), url: route.url, access: accessSummary(declared), ...(ownership && { ownership }) });
    }

    const guard = accessGuard(declared);
    const existing = hookList(route.preValidation);
    // The auto-added HEAD route arrives with its GET's handlers, guard included.
    if (!guard || existing.some(isGuard)) return;
    const check: preValidationAsyncHookHandler = async function accessCheck(request, reply) {
      await guard.call(this, request, reply);
    };
    route.preValidation = [Object.assign(check, { [kGuard]: true }), ...existing] as preValidationAsyncHookHandler[];
  });
}
