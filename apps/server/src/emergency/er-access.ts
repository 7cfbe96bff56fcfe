import type { DbOrTx } from '../db/database';
import { pharmaciesRunBy } from '../orders/orders.repository';
import { erOrderOfPic, findEmergencyPrescription, medicinesLeft } from './er-orders.repository';

/** Whether this person runs at least one pharmacy (the ER pages are theirs). */
export async function runsAPharmacy(db: DbOrTx, userId: string): Promise<boolean> {
  return (await pharmaciesRunBy(db, userId)).length > 0;
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
