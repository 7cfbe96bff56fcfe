import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess, isAdmin } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import { pharmacyMayReadEmergencyPrescription } from '../emergency/er-access';
import { prescriptionSentToPic } from '../orders/orders.repository';
import { findPrescription, type PrescriptionRecord } from './prescriptions.repository';

/** What a reader of a prescription gets: who it is for and from, and its medicines. */
export const prescriptionView = ({ clinic_pic_id: _pic, ...record }: PrescriptionRecord) => record;

/**
 * `GET prescription-read/id/{id}`: for ADMIN, the issuing clinic's person in charge, the people
 * in charge of a pharmacy an order of it was sent to, and for an emergency prescription the
 * pharmacies that dispense it (emergency/er-access.ts). One audit record per read (medical data).
 */
export async function prescriptionById(db: DbOrTx, request: FastifyRequest, user: AuthUser, id: string) {
  const record = await assertMayReadPrescription(db, user, id);
  await recordAudit(db, request, { action: 'read', entityType: 'prescription', entityId: id });
  return prescriptionView(record);
}

/** Who may read prescription `id` (see prescriptionById), without reading it: no read is recorded. */
export async function assertMayReadPrescription(db: DbOrTx, user: AuthUser, id: string): Promise<PrescriptionRecord> {
  const record = await findPrescription(db, id);
  if (!record) throw new NotFoundError(apiError('prescription.not_found'));
  const mayRead =
    isAdmin(user) ||
    record.clinic_pic_id === user.sys_id ||
    (await prescriptionSentToPic(db, id, user.sys_id)) ||
    (await pharmacyMayReadEmergencyPrescription(db, id, user.sys_id));
  assertCanAccess(user, { pic_id: mayRead ? user.sys_id : null, sys_id: id }, 'prescription');
  return record;
}
