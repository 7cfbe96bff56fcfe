import type { FastifyRequest } from 'fastify';
import type { ErIssueResult } from '@mk/contracts';
import { erIssueSchema, toNonNegativeNumber } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError } from '../auth/policy';
import { assertFacilityActive } from '../auth/facility-gate';
import type { Db } from '../db/database';
import type { PrescriptionMedicineRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validateBody } from '../http/validate';
import { addIssue, dispense, findErOrder, lockPrescription, medicinesLeft, prescriptionMedicineRows } from './er-orders.repository';
import { pharmacyOfCaller } from './er-orders.service';

/**
 * A medicine dispensed this recently was dispensed while the pharmacist had the dialog open (two
 * pharmacists issuing it at the same moment): they are told it was just dispensed, not that it
 * already had been before they looked.
 */
const JUST_DISPENSED_MS = 60_000;

/** Amounts in SAR with two decimals, as stored (numeric(…, 2)). */
const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** Medicine ids as the dialog sends them ('12'), once each. */
const MEDICINE_ID = /^\d{1,9}$/;

function refusedDispensed(missed: PrescriptionMedicineRow[], now: Date): ConflictError {
  const names = missed.map((medicine) => medicine.generic_name).join(', ');
  const just = missed.some((medicine) => medicine.dispensed_at && Math.abs(now.getTime() - medicine.dispensed_at.getTime()) < JUST_DISPENSED_MS);
  return new ConflictError(apiError(just ? 'er.medicine_just_dispensed' : 'er.medicine_already_dispensed', { names }));
}

/**
 * `POST order-write/total-price` `{ order_id, pharmacy_id, total_price, medicines_ids }`: the
 * pharmacy issues the chosen medicines of the order's prescription at that price, in one
 * transaction: it marks exactly those medicines dispensed and adds the price to the order. Refused
 * with nothing changed: no medicine chosen, a price that is not a positive number (the dialog's
 * own messages), a pharmacy the caller does not run (ADMIN: any) or not the order's or not in
 * service (409 `facility.not_active`), a medicine
 * not of that prescription, or one already dispensed.
 *
 * Two issues of one medicine at the same moment: the prescription row is locked while an issue
 * runs, and each medicine is marked only if still undispensed (UPDATE ... WHERE is_dispensed =
 * false RETURNING). The second finds fewer rows marked than asked, is refused ('just dispensed')
 * and its transaction rolls back, so none of its other medicines are marked either.
 */
export async function issueErOrder(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, now: Date): Promise<ErIssueResult> {
  const input = await validateBody(erIssueSchema, body);
  const pharmacy = await pharmacyOfCaller(db, user, input.pharmacy_id);
  assertFacilityActive(pharmacy);
  const order = isSysId(input.order_id) ? await findErOrder(db, input.order_id.toLowerCase()) : undefined;
  if (!order) throw new NotFoundError(apiError('er.order_not_found'));
  // Another pharmacy's order: refused and audited as access_denied, like a foreign pharmacy.
  if (order.pharmacy_id !== pharmacy.sys_id) throw new AccessDeniedError({ entityType: 'er_order', entityId: order.sys_id }, apiError('er.pharmacy_mismatch'));
  const chosen = [...new Set(input.medicines_ids)];
  const price = money(toNonNegativeNumber(input.total_price)!);

  return db.transaction(async (tx) => {
    await lockPrescription(tx, order.prescription_id);
    const medicines = await prescriptionMedicineRows(tx, order.prescription_id);
    const unknown = chosen.filter((id) => !MEDICINE_ID.test(id) || !medicines.some((medicine) => medicine.id === Number(id)));
    if (unknown.length > 0) throw new BadRequestError(apiError('er.medicine_not_in_prescription', { ids: unknown.join(', ') }));
    const ids = chosen.map(Number);
    const marked = await dispense(tx, order.prescription_id, ids, now);
    if (marked.length !== ids.length) {
      // Read again: under the lock, the rows now show the issue that got there first.
      const current = await prescriptionMedicineRows(tx, order.prescription_id);
      throw refusedDispensed(current.filter((medicine) => ids.includes(medicine.id) && !marked.includes(medicine.id)), now);
    }
    const total = await addIssue(tx, order.sys_id, price, now);
    const remaining = await medicinesLeft(tx, order.prescription_id);
    const medicinesIds = ids.map(String);
    await recordAudit(tx, request, {
      action: 'issue',
      entityType: 'er_order',
      entityId: order.sys_id,
      after: { pharmacy_id: pharmacy.sys_id, medicines_ids: medicinesIds, total_price: price, remaining },
    });
    return { order_id: order.sys_id, medicines_ids: medicinesIds, remaining, total_price: total, issued_at: now.toISOString() };
  });
}
