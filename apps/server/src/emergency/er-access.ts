import type { DbOrTx } from '../db/database';
import { FACILITY_NOT_ACTIVE } from '../auth/facility-gate';
import { ConflictError } from '../http/errors';
import { pharmaciesRunBy } from '../orders/orders.repository';
import { erOrderOfPic, findEmergencyPrescription, medicinesLeft } from './er-orders.repository';

/**
 * Whether this person runs at least one pharmacy in service (the ER pages are theirs). One whose
 * pharmacies all wait for approval or are suspended does not (issue 25).
 */
export async function runsAPharmacy(db: DbOrTx, userId: string): Promise<boolean> {
  return (await pharmaciesRunBy(db, userId)).some((pharmacy) => pharmacy.status === 'active');
}

/**
 * For a caller who is no ADMIN: passes when they run a pharmacy in service; 409
 * `facility.not_active` when their pharmacies all wait for approval or are suspended (so the page
 * can say why); false when they run none (the caller answers 403).
 */
export async function mayWorkAsPharmacy(db: DbOrTx, userId: string): Promise<boolean> {
  const run = await pharmaciesRunBy(db, userId);
  if (run.length === 0) return false;
  if (!run.some((pharmacy) => pharmacy.status === 'active')) throw new ConflictError(FACILITY_NOT_ACTIVE);
  return true;
}

/**
 * Who besides ADMIN and the clinic may read an emergency prescription: the person in charge of a
 * pharmacy with an ER order of it (its PDF in the issued list), and, while it still has medicines to
 * issue, anyone running a pharmacy: the patient walks into any pharmacy, which finds it by phone and
 * opens it before its ER order exists (spec 2, issue flow in search mode).
 */
export async function pharmacyMayReadEmergencyPrescription(db: DbOrTx, prescriptionId: string, userId: string): Promise<boolean> {
  if (!(await findEmergencyPrescription(db, prescriptionId))) return false;
  if (await erOrderOfPic(db, prescriptionId, userId)) return true;
  return (await medicinesLeft(db, prescriptionId)) > 0 && (await runsAPharmacy(db, userId));
}
