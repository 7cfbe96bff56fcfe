import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DataPageSchema, EmergencyCallSchema, PAGE_LIMITS } from '@mk/contracts';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { acceptedCalls } from './emergency-calls.service';
import { exportRoute } from '../exports/export-route';
import { emergencyCallsExport } from './emergency-calls.export';

/** Emergency calls (spec 3 section 7); the ER prescription paths live under order-read, order-write and prescription-read. */
export async function emergencyRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  // The service checks the caller runs the pharmacy (ADMIN: any).
  app.get(
    `/emergency-read/accepted-calls/${sysIdParam('pharmacyId')}`,
    {
      config: { access: signedIn({ ownership: 'pharmacy' }) },
      schema: {
        summary: "The emergency calls a pharmacy accepted, latest first, with the patient's identity, for its PIC (ADMIN: any), as `count` and `data` (an audited read)",
        params: Type.Object({ pharmacyId: Type.String({ pattern: SYS_ID_PATTERN, description: 'The pharmacy sys_id' }) }),
        querystring: Type.Object({
          page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
          limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
        }),
        response: replies({ 200: DataPageSchema(EmergencyCallSchema) }),
      },
    },
    async (request) => {
      const page = readPage(request.query, { limit: PAGE_LIMITS.erPage, maxLimit: 100 });
      return ok('Accepted emergency calls', await acceptedCalls(app.db, request, currentUser(request), paramOf(request.params, 'pharmacyId'), page));
    },
  );

  exportRoute(app, emergencyCallsExport);
}
