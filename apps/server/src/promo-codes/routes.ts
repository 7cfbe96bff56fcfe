import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RowsPageSchema } from '@mk/contracts';
import { promoCodeCreateSchema, PromoCodeSchema } from '@mk/promo-codes/contract';
import { currentUser, roles } from '../auth/policy';
import type { AccessDecisions } from '../kit/server-domain';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { exportRoute } from '../exports/export-route';
import { replies } from '../openapi/reply-schemas';
import { createPromoCode, pagedPromoCodes } from './promo-codes.service';
import { promoCodeExport } from './promo-code.export';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
/** Spec 3 section 1: ADMIN creates promo codes; no PIC screen shows them, so reading is ADMIN's too. */
const ADMIN_ONLY = { access: roles('ADMIN') };

/** Every route is ADMIN's alone (ADMIN_ONLY above, the export's roles('ADMIN')); the access test holds the routes to this list. */
export const promoCodesAccess: AccessDecisions = {
  adminOnlyRoutes: ['POST /api/promotion-write/promo', 'GET /api/promotion-read/promo-codes', 'GET /api/promotion-read/promo-codes/export'],
};

const pageQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
});

/** Promo codes (spec 3 section 7), under the spec's paths. */
export async function promoCodesRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/promotion-write/promo',
    {
      config: { ...ADMIN_ONLY, bodyRules: promoCodeCreateSchema },
      schema: { summary: "ADMIN creates a promo code for one live clinic, physician or package, or for emergency consultations", response: replies({ 201: PromoCodeSchema }) },
    },
    async (request, reply) => {
      const created = await createPromoCode(app.db, request, app.clock, currentUser(request), request.body);
      return reply.status(201).send(ok('Promo code created successfully', created));
    },
  );
  app.get(
    '/promotion-read/promo-codes',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "ADMIN's promo codes, newest first, each with its entity's name where it has one (10 a page, limit at most 100)",
        querystring: pageQuery,
        response: replies({ 200: RowsPageSchema(PromoCodeSchema) }),
      },
    },
    async (request) => {
      return ok('Promo codes', await pagedPromoCodes(app.db, readPage(request.query, LIST_PAGE)));
    },
  );
  // Issue 29: the list as a file, ADMIN's too.
  exportRoute(app, promoCodeExport);
}
