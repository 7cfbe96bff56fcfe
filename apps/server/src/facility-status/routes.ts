import type { FastifyInstance } from 'fastify';
import { roles } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, sysIdParam } from '../http/id-param';
import { FACILITY_KINDS, type FacilityKind } from './facility-kinds';
import { changeFacilityStatus, pendingFacilityCounts } from './facility-status.service';

const ADMIN_ONLY = { config: { access: roles('ADMIN') } };

const UPDATED: Record<FacilityKind, string> = {
  pharmacy: 'Pharmacy status updated',
  clinic: 'Clinic status updated',
  center: 'Center status updated',
};

/** Facility approval (issue 25): ADMIN's status calls on each kind, and the count Home shows of those waiting. */
export async function facilityStatusRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of Object.keys(FACILITY_KINDS) as FacilityKind[]) {
    app.patch(`/${kind}-write/${sysIdParam('id')}/status`, ADMIN_ONLY, async (request) => {
      return ok(UPDATED[kind], await changeFacilityStatus(app.db, request, kind, idOf(request.params), request.body));
    });
  }

  app.get('/administrator-read/pending-facilities', ADMIN_ONLY, async () => {
    return ok('Pending facilities', await pendingFacilityCounts(app.db));
  });
}
