import { assertCanAccess } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { PhysicianRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { clinicOfPhysician, findLivePhysician } from './physicians.repository';
import { PHYSICIAN_NOT_FOUND } from './physicians.service';

/**
 * A live physician whose schedule the user may manage (404 unknown or deleted, 403 audited for
 * another PIC's): the weekly schedule's routes and its exceptions' (issue 30).
 */
export async function managedPhysician(db: DbOrTx, user: AuthUser, physicianId: string, forUpdate = false): Promise<PhysicianRow> {
  const row = isSysId(physicianId) ? await findLivePhysician(db, physicianId.toLowerCase(), { forUpdate }) : undefined;
  const clinic = row && (await clinicOfPhysician(db, row.clinic_id));
  if (!row || !clinic) throw new NotFoundError(PHYSICIAN_NOT_FOUND);
  assertCanAccess(user, { pic_id: clinic.pic_id, sys_id: row.sys_id }, 'physician');
  return row;
}
