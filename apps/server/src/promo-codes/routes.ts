import type { FastifyInstance } from 'fastify';
import { currentUser, roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { createPromoCode, pagedPromoCodes } from './promo-codes.service';

/** Spec 3 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
/** Spec 3 section 1: ADMIN creates promo codes; no PIC screen shows them, so reading is ADMIN's too. */
const ADMIN_ONLY = { config: { access: roles('ADMIN') } };

/** Promo codes (spec 3 section 7), under the spec's paths. */
export async function promoCodesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/promotion-write/promo', ADMIN_ONLY, async (request, reply) => {
    const created = await createPromoCode(app.db, request, app.clock, currentUser(request), request.body);
    return reply.status(201).send(ok('Promo code created successfully', created));
  });
  app.get('/promotion-read/promo-codes', ADMIN_ONLY, async (request) => {
    return ok('Promo codes', await pagedPromoCodes(app.db, readPage(request.query, LIST_PAGE)));
  });
}
