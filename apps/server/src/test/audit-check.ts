import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { requestWasAudited } from '../audit/audit.service';
import { AUDIT_EXEMPT_WRITES } from '../audit/audit-exempt';
import { hookList } from '../http/route-hooks';

/*
 * Every write a server test gets accepted must leave an audit record (issue 29: "every write the server
 * accepts leaves one audit row"). The check runs on every write route of every test app, so the whole
 * suite walks the route table with real requests: an accepted POST, PUT, PATCH or DELETE whose request
 * recorded nothing is noted, and the test that sent it fails (audit-check.setup.ts), naming the route.
 * The few writes that change no record are listed, with the reason, in audit/audit-exempt.ts.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const violations: string[] = [];
const exercised = new Set<string>();

/** The route's methods as a list (Fastify takes one or several). */
function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

/** An `onRoute` hook: write routes get a check, before their reply is sent, that the request was audited. */
export function attachAuditCheck(route: RouteOptions): void {
  const writes = methodsOf(route).filter((method) => WRITE_METHODS.has(method));
  if (writes.length === 0) return;
  const check = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const name = `${request.method} ${route.url}`;
    if (reply.statusCode >= 400 || AUDIT_EXEMPT_WRITES[name]) return payload;
    exercised.add(name);
    if (!requestWasAudited(request)) violations.push(`${name} answered ${reply.statusCode} and left no audit record`);
    return payload;
  };
  route.onSend = [...hookList(route.onSend), check];
}

/** The unaudited accepted writes since the last call (and forgets them). */
export function takeAuditViolations(): string[] {
  return violations.splice(0);
}

/** The write routes this process has seen accepted (and audited or not), as `METHOD /path`. */
export function exercisedWrites(): ReadonlySet<string> {
  return exercised;
}
