import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PharmacySchema, PharmacyUpdatedSchema, RowsPageSchema } from '@mk/contracts';
import { currentUser, signedIn } from '../auth/policy';
import { statusFilterOf } from '../auth/facility-gate';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { changePharmacy, createPharmacy } from './pharmacy-write.service';
import { pagedPharmacies, pharmacyById } from './pharmacies.service';
import { pharmacySchema } from '@mk/validators';

/** Spec 2 section 9: 10 per page. */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
/** The service checks that the pharmacy is the PIC's (ADMIN: any). */
const OF_PHARMACY = { access: signedIn({ ownership: 'pharmacy' }) };

const pharmacyIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The pharmacy' }) });
const listQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: `Pharmacies a page (default ${LIST_PAGE.limit}, at most ${LIST_PAGE.maxLimit})` })),
  status: Type.Optional(Type.String({ description: "Only the pharmacies of this approval status: 'pending', 'active' or 'suspended'" })),
});

export async function pharmaciesRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  // Served with and without the trailing slash (the router ignores it). A PIC gets their own, ADMIN all; `status=pending`: those waiting.
  app.get(
    '/pharmacy-read',
    {
      config: { access: 'signed-in' },
      schema: { summary: "The pharmacies, paged: a PIC's own, every one for ADMIN", querystring: listQuery, response: replies({ 200: RowsPageSchema(PharmacySchema) }) },
    },
    async (request) => {
      const page = readPage(request.query, LIST_PAGE);
      return ok('Pharmacies', await pagedPharmacies(app.db, currentUser(request), page, statusFilterOf(request.query)));
    },
  );

  app.get(
    `/pharmacy-read/${SYS_ID}`,
    { config: OF_PHARMACY, schema: { summary: 'One pharmacy (a PIC: their own)', params: pharmacyIdParams, response: replies({ 200: PharmacySchema }) } },
    async (request) => {
      return ok('Pharmacy', await pharmacyById(app.db, currentUser(request), idOf(request.params)));
    },
  );

  // ADMIN registers for a PIC it names; a PIC registers its own.
  app.post(
    '/pharmacy-write',
    {
      config: { bodyRules: pharmacySchema, access: 'signed-in' },
      schema: { summary: "Registers a pharmacy (a PIC's waits for ADMIN's approval)", response: replies({ 201: PharmacySchema }) },
    },
    async (request, reply) => {
      const pharmacy = await createPharmacy(app.db, request, currentUser(request), request.body);
      return reply.status(201).send(ok('Pharmacy created successfully', pharmacy));
    },
  );

  // Spec 2 section 7: the reply carries payload.id.
  app.patch(
    `/pharmacy-write/${SYS_ID}`,
    {
      config: { ...OF_PHARMACY, bodyRules: pharmacySchema.partial() },
      schema: { summary: 'Changes a pharmacy (only ADMIN puts another PIC in charge)', params: pharmacyIdParams, response: replies({ 200: PharmacyUpdatedSchema }) },
    },
    async (request) => {
      const pharmacy = await changePharmacy(app.db, request, currentUser(request), idOf(request.params), request.body);
      return ok('Pharmacy updated', { id: pharmacy.sys_id, ...pharmacy });
    },
  );
}
