import { randomUUID } from 'node:crypto';
import type { RouteTableEntry } from '../auth/route-access';
import { DOCS_PATH, OPENAPI_PATH } from '../openapi/openapi';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API's description answers a document, not the envelope: it is checked by its own test. */
const isApiDescription = (url: string) => url === OPENAPI_PATH || url.startsWith(DOCS_PATH);

/**
 * Routes fuzzed as ADMIN: every /api route but HEAD (its GET is fuzzed), the API's description, and
 * the ones that would end the fuzzing session itself (a logout revokes the token every later request carries).
 */
export function fuzzedRoutes(table: readonly RouteTableEntry[]): RouteTableEntry[] {
  return table.filter(
    (route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && !isApiDescription(route.url) && !/\/logout$/.test(route.url),
  );
}

/** The names of a route's parameters: `:id(^...$)` -> id. */
export const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

/**
 * A concrete URL for a route, each parameter filled from `values` (real ids reach the validation
 * behind the ownership check; a DELETE only ever names nothing, so fuzzing deletes no demo data).
 */
export function concreteUrl(route: RouteTableEntry, values: Record<string, string>): string {
  return route.url
    .replace(/:(\w+)\(\^\\d\{1,9\}\$\)/g, (_all, name: string) => values[name] ?? '1')
    .replace(/:(\w+)\(\^\[0-9a-fA-F\][^)]*\)/g, (_all, name: string) => (route.method === 'DELETE' ? randomUUID() : (values[name] ?? randomUUID())))
    .replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? 'missing.png'));
}
