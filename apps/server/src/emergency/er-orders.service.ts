import type { FastifyRequest } from 'fastify';
import type { DataPage, ErOrderListRow, IssuedErOrder, RowsPage } from '@mk/contracts';
import { emergencyOrderSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess } from '../auth/policy';
import { assertFacilityActive } from '../auth/facility-gate';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import type { Page } from '../http/pagination';
import { validateBody } from '../http/validate';
import { findPharmacyRef, type PharmacyRef } from '../orders/orders.repository';
import { findPrescription } from '../prescriptions/prescriptions.repository';
import { findEmergencyPrescription, findOrCreateErOrder, issuedErOrders, medicinesLeft, medicinesOf, openErOrders } from './er-orders.repository';

/** The pharmacy `pharmacyId` if the caller runs it (ADMIN: any); unknown: 404, another's: 403 (audited). */
export async function pharmacyOfCaller(db: DbOrTx, user: AuthUser, pharmacyId: unknown): Promise<PharmacyRef> {
  const pharmacy = isSysId(pharmacyId) ? await findPharmacyRef(db, pharmacyId.toLowerCase()) : undefined;
  if (!pharmacy) throw new NotFoundError(apiError('order.pharmacy_unknown'));
  assertCanAccess(user, pharmacy, 'pharmacy');
  return pharmacy;
}

/**
 * `GET order-read/er-orders/{pharmacyId}`: the pharmacy's ER orders with medicines still to issue,
 * newest first, each with its patient's name and its medicines (dispensed ones marked). Patients'
 * names: one audit record per read.
 */
export async function erOrdersOfPharmacy(db: Db, request: FastifyRequest, user: AuthUser, pharmacyId: string, page: Page): Promise<DataPage<ErOrderListRow>> {
  await pharmacyOfCaller(db, user, pharmacyId);
  const { count, rows } = await openErOrders(db, pharmacyId, page);
  const medicines = await medicinesOf(db, rows.map((row) => row.product_id));
  await recordAudit(db, request, { action: 'read', entityType: 'er_order', after: { er_orders: rows.map((row) => row.sys_id) } });
  return {
    count,
    data: rows.map((row) => ({
      sys_id: row.sys_id,
      product_id: row.product_id,
      patient: { name: row.patient_name },
      createdAt: row.createdAt.toISOString(),
      medicines: medicines.get(row.product_id) ?? [],
    })),
  };
}

/** `GET order-read/er-orders/previous/{pharmacyId}`: the ER orders it issued that have nothing left to issue, last issued first. */
export async function issuedErOrdersOfPharmacy(db: Db, request: FastifyRequest, user: AuthUser, pharmacyId: string, page: Page): Promise<RowsPage<IssuedErOrder>> {
  await pharmacyOfCaller(db, user, pharmacyId);
  const { count, rows } = await issuedErOrders(db, pharmacyId, page);
  await recordAudit(db, request, { action: 'read', entityType: 'er_order', after: { er_orders: rows.map((row) => row.sys_id) } });
  return {
    count,
    rows: rows.map((row) => ({
      sys_id: row.sys_id,
      product_id: row.product_id,
      patient: { name: row.patient_name },
      offer: { createdAt: row.issued_at!.toISOString(), total_price: row.total_price ?? '0.00' },
    })),
  };
}

/**
 * `POST order-write/emergency-order` `{ pharmacy_id, patient_id, prescription_id }`: the ER order
 * through which a pharmacy the caller runs dispenses a patient's emergency prescription (the phone
 * search's rows have none yet). Asking again gives the same order (`created` false), so a second
 * search and issue never makes a second one. Refused, with nothing stored: a pharmacy not in service
 * (409 `facility.not_active`), a prescription that is not an emergency one, not of that patient, or with nothing left to issue.
 */
export async function createErOrder(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, now: Date): Promise<{ sys_id: string; created: boolean }> {
  const input = await validateBody(emergencyOrderSchema, body);
  const pharmacy = await pharmacyOfCaller(db, user, input.pharmacy_id);
  assertFacilityActive(pharmacy);
  const prescriptionId = isSysId(input.prescription_id) ? input.prescription_id.toLowerCase() : undefined;
  const emergency = prescriptionId ? await findEmergencyPrescription(db, prescriptionId) : undefined;
  if (!emergency) {
    if (prescriptionId && (await findPrescription(db, prescriptionId))) throw new BadRequestError(apiError('er.prescription_not_emergency'));
    throw new NotFoundError(apiError('prescription.not_found'));
  }
  if (emergency.patient_id !== input.patient_id.toLowerCase()) throw new BadRequestError(apiError('er.patient_mismatch'));
  if ((await medicinesLeft(db, emergency.prescription_id)) === 0) throw new ConflictError(apiError('er.prescription_complete'));

  return db.transaction(async (tx) => {
    const { order, created } = await findOrCreateErOrder(tx, {
      prescription_id: emergency.prescription_id,
      patient_id: emergency.patient_id,
      pharmacy_id: pharmacy.sys_id,
      created_by: user.sys_id,
      createdAt: now,
    });
    if (created) {
      await recordAudit(tx, request, { action: 'create', entityType: 'er_order', entityId: order.sys_id, after: { prescription_id: order.prescription_id, pharmacy_id: order.pharmacy_id } });
    }
    return { sys_id: order.sys_id, created };
  });
}
