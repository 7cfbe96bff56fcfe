import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { hookList } from '../http/route-hooks';

/*
 * Every reply a server test receives is checked against its route's reply schema (issue 27), so a
 * test that passes also proves the contract. Checked before serialization, as JSON (dates as text):
 * Fastify's serializer would quietly turn a null into "" or drop a field the schema misses, and the
 * client would never know. A mismatch is recorded, and the test that caused it fails
 * (reply-check.setup.ts), naming the route, the status and the first differences.
 */

const violations: string[] = [];
const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

/** The schema a status answers with: its own, else its class ('4xx'), else 'default'. */
function schemaFor(responses: Record<string, unknown>, status: number): TSchema | undefined {
  return (responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default) as TSchema | undefined;
}

function checkerOf(schema: TSchema): TypeCheck<TSchema> {
  let checker = compiled.get(schema);
  if (!checker) {
    checker = TypeCompiler.Compile(schema);
    compiled.set(schema, checker);
  }
  return checker;
}

/** An `onRoute` hook: routes with reply schemas get a check of each reply they send. */
export function attachReplyCheck(route: RouteOptions): void {
  const responses = route.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return;
  const name = `${String(route.method)} ${route.url}`;
  const check = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const schema = schemaFor(responses, reply.statusCode);
    if (!schema) {
      violations.push(`${name} answered ${reply.statusCode}, a status its schema does not list`);
      return payload;
    }
    const json: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    const checker = checkerOf(schema);
    if (!checker.Check(json)) {
      const errors = [...checker.Errors(json)].slice(0, 5).map((error) => `${error.path || '/'}: ${error.message} (got ${JSON.stringify(error.value)?.slice(0, 80)})`);
      violations.push(`${name} answered ${reply.statusCode} with a reply its schema refuses: ${errors.join('; ')}`);
    }
    return payload;
  };
  route.preSerialization = [...hookList(route.preSerialization), check];
}

/** The mismatches recorded since the last call (and forgets them). */
export function takeReplyViolations(): string[] {
  return violations.splice(0);
}
