import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErPrescriptionSearchRowSchema, PAGE_LIMITS, PrescriptionSchema, RowsPageSchema } from '@mk/contracts';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { searchEmergencyPrescriptions } from '../emergency/er-search.service';
import { PATIENT_SEARCH_LIMIT, RequestBudget } from '../http/request-budget';
import { prescriptionById } from './prescriptions.service';
import { exportRoute } from '../exports/export-route';
import { issuedPrescriptionsExport } from './issued-prescriptions.export';

const prescriptionIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The prescription' }) });
const searchQuery = Type.Object({
  phone: Type.Optional(Type.String({ description: "The patient's whole phone number (required; a part of one finds nothing)" })),
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: `Prescriptions a page (default ${PAGE_LIMITS.erPage}, at most 100)` })),
});

/** Prescriptions for the back office (spec 2 section 7); the patient app reads its own under /patient-app. */
export async function prescriptionsRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  // The service checks the caller may see it: ADMIN, the clinic's PIC, a PIC of a pharmacy it was ordered from.
  app.get(
    `/prescription-read/id/${sysIdParam('id')}`,
    {
      config: { access: signedIn({ ownership: 'prescription' }) },
      schema: {
        summary: 'One prescription: who it is for and from, and its medicines',
        params: prescriptionIdParams,
        response: replies({ 200: PrescriptionSchema }),
      },
    },
    async (request) => {
      return ok('Prescription', await prescriptionById(app.db, request, currentUser(request), idOf(request.params)));
    },
  );

  // Issued Prescriptions (listed at order-read/er-orders/previous/{pharmacyId}) as a file; the service checks the pharmacy.
  exportRoute(app, issuedPrescriptionsExport);

  // Emergency prescriptions by the patient's phone: ADMIN and anyone running a pharmacy (the service checks).
  // It names a patient and their prescriptions: a budget like the booking wizard's patient lookup.
  const takeSearch = new RequestBudget(app.db, 'prescription-phone-search', PATIENT_SEARCH_LIMIT.limit, PATIENT_SEARCH_LIMIT.windowMs, app.clock).guard();
  app.get(
    '/prescription-read/prescription-search',
    {
      config: { access: signedIn({ ownership: 'pharmacy' }) },
      schema: {
        summary: "A patient's emergency prescriptions with medicines still to issue, by the patient's phone",
        querystring: searchQuery,
        response: replies({ 200: RowsPageSchema(ErPrescriptionSearchRowSchema) }),
      },
    },
    async (request, reply) => {
      await takeSearch(request, reply);
      const page = readPage(request.query, { limit: PAGE_LIMITS.erPage, maxLimit: 100 });
      return ok('Emergency prescriptions', await searchEmergencyPrescriptions(app.db, request, currentUser(request), request.query, page));
    },
  );
}
