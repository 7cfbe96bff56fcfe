import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { accessSummary, type RouteAccess } from '../auth/policy';
import { declareContextAccess, routeAccessOf } from '../auth/route-access';
import { SERVER_PACKAGE_JSON } from '../paths';
import { ErrorEnvelopeSchema } from './reply-schemas';
import { Type } from '@sinclair/typebox';
import { bodySchemaOf } from './body-schema';

/*
 * The API described for other front-ends: an OpenAPI 3.1 document generated from the routes as they
 * are registered (their schemas, their access declarations), served as JSON, and a reference page of
 * it served from this server's own files.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The domain of an API path, its first segment without -read/-write: /api/clinics-write/... -> clinics. */
export function domainOf(url: string): string | undefined {
  return /^\/api\/([a-z0-9-]+)/.exec(url)?.[1].replace(/-(read|write)$/, '');
}

const WHO: Record<string, string> = {
  public: 'Anyone, without a token.',
  'signed-in': 'Any signed-in administrator (ADMIN or PIC).',
  'signed-in or signed link': 'Any signed-in administrator, or the holder of a signed link.',
  patient: "A patient signed in to the patient app (an administrator's token is refused).",
};

function whoMayCall(access: RouteAccess): string {
  const summary = accessSummary(access);
  const who = WHO[summary] ?? `Roles: ${summary.split(',').join(', ')}.`;
  const ownership = typeof access === 'object' ? access.ownership : undefined;
  return ownership ? `${who} A PIC only for their own ${ownership}.` : who;
}

/** Registered before any route: @fastify/swagger collects the routes as they are added. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  const { version } = JSON.parse(readFileSync(SERVER_PACKAGE_JSON, 'utf8')) as { version: string };
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Marketplace Back Office API',
        version,
        description:
          'Every reply is the envelope `{ result, message, payload }`; errors add a stable `code`. ' +
          'Sign in with `POST /api/administrator-read/login`, then send `Authorization: Bearer <token>`. ' +
          '`x-access` on each operation says who may call it.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ErrorEnvelope: ErrorEnvelopeSchema },
      },
    },
    transform: ({ schema, url, route }) => {
      const domain = domainOf(url);
      const access = routeAccessOf(route);
      // The dashboard's files and this reference page are not part of the API.
      if (!domain || url.startsWith(DOCS_PATH) || !access) return { schema: { ...schema, hide: true }, url };
      return {
        url,
        schema: {
          ...schema,
          ...(route.config?.bodyRules && { body: bodySchemaOf(route.config.bodyRules) }),
          ...(route.config?.bodyShape && { body: route.config.bodyShape }),
          tags: schema?.tags ?? [domain],
          description: [schema?.description, `Who may call it: ${whoMayCall(access)}`].filter(Boolean).join('\n\n'),
          security: access === 'public' ? [] : [{ bearer: [] }],
          'x-access': accessSummary(access),
        },
      };
    },
  });
}

/** The document and its reference page; registered after the API's routes. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    OPENAPI_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'This document',
        // Not the envelope: the document itself, as OpenAPI tools read it.
        response: { 200: Type.Object({ openapi: Type.Literal('3.1.0') }, { additionalProperties: true, description: 'The OpenAPI 3.1 document' }) },
      },
    },
    async () => app.swagger(),
  );
  await app.register(async (docs) => {
    declareContextAccess(docs, 'public');
    // A filter box by domain: the page draws only the domains in view, and there are about thirty.
    await docs.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, uiConfig: { filter: true } });
  });
}
