import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { CenterSchema, ClinicSchema, PendingFacilityCountsSchema, PharmacySchema } from '@mk/contracts';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { replies } from '../openapi/reply-schemas';
import { FACILITY_KINDS, type FacilityKind } from './facility-kinds';
import { changeFacilityStatus, pendingFacilityCounts } from './facility-status.service';
import { facilityStatusChangeSchema } from '@mk/validators';

const ADMIN_ONLY = { access: roles('ADMIN') };

const UPDATED: Record<FacilityKind, string> = {
  pharmacy: 'Pharmacy status updated',
  clinic: 'Clinic status updated',
  center: 'Center status updated',
};

/** Each kind's reply: the facility as its own read sends it. */
const FACILITY_SCHEMA: Record<FacilityKind, TSchema> = { pharmacy: PharmacySchema, clinic: ClinicSchema, center: CenterSchema };

/** Facility approval (issue 25): ADMIN's status calls on each kind, and the count Home shows of those waiting. */
export async function facilityStatusRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  for (const kind of Object.keys(FACILITY_KINDS) as FacilityKind[]) {
    app.patch(
      `/${kind}-write/${sysIdParam('id')}/status`,
      {
        config: { ...ADMIN_ONLY, bodyRules: facilityStatusChangeSchema },
        schema: {
          summary: `ADMIN approves, suspends (with a reason) or sends back a ${kind}, and gets the ${kind} as its read sends it`,
          params: Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: `The ${kind} sys_id` }) }),
          response: replies({ 200: FACILITY_SCHEMA[kind] }),
        },
      },
      async (request) => {
        return ok(UPDATED[kind], await changeFacilityStatus(app.db, request, kind, idOf(request.params), request.body));
      },
    );
  }

  app.get(
    '/administrator-read/pending-facilities',
    {
      config: ADMIN_ONLY,
      schema: { summary: "ADMIN's count of the live clinics, pharmacies and centers waiting for approval", response: replies({ 200: PendingFacilityCountsSchema }) },
    },
    async () => {
      return ok('Pending facilities', await pendingFacilityCounts(app.db));
    },
  );
}
