import type { FastifyRequest } from 'fastify';
import type { QrBill } from '@mk/contracts';
import { qrBillSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError, assertCanAccess } from '../auth/policy';
import { assertFacilityActive } from '../auth/facility-gate';
import type { QrInvoiceConfig } from '../config';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, ConflictError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validateBody } from '../http/validate';
import { findBillOfCode, findQrCode, insertQrBill, markBilled, nextInvoiceNumber } from './qr-codes.repository';
import { newQrBillRow } from './qr-bill-row';
import { pharmacyOfCaller } from './qr-codes.service';
import { qrBillView } from './qr.view';

export const ALREADY_BILLED = apiError('qr.already_billed');
const NO_BILL = apiError('qr.no_bill');

/**
 * `POST payment-service/create-qr-bill` `{isSaudi, pharmacyId, qrcode_id}`: the simplified tax bill
 * of a NEW code of a pharmacy the caller runs and that is in service (409 `facility.not_active`
 * otherwise). One transaction with the code's row locked, so of two
 * bills of one code sent at once the second waits, then finds it BILLED: 409 `qr.already_billed`.
 * Amount: the configured consultation fee; VAT by the patient's nationality (qrBillAmounts). The
 * bill takes the pharmacy's next sequential invoice number in the same transaction.
 */
export async function createQrBill(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, invoice: QrInvoiceConfig, now: Date): Promise<QrBill> {
  const input = await validateBody(qrBillSchema, body);
  const pharmacy = await pharmacyOfCaller(db, user, input.pharmacyId);
  assertFacilityActive(pharmacy);
  return db.transaction(async (tx) => {
    const found = isSysId(input.qrcode_id) ? await findQrCode(tx, input.qrcode_id.toLowerCase(), { forUpdate: true }) : undefined;
    if (!found) throw new NotFoundError(apiError('qr.not_found'));
    const { code } = found;
    // Another pharmacy's code (perhaps another of the caller's own): refused and audited, like a foreign pharmacy.
    if (code.pharmacy_id !== pharmacy.sys_id) throw new AccessDeniedError({ entityType: 'qr_code', entityId: code.sys_id }, apiError('qr.pharmacy_mismatch'));
    if (code.status === 'BILLED') throw new ConflictError(ALREADY_BILLED);

    const isSaudi = input.isSaudi === 1;
    const invoiceNumber = await nextInvoiceNumber(tx, 'PHARMACY', pharmacy.sys_id);
    const bill = await insertQrBill(tx, newQrBillRow({ qrcode_id: code.sys_id, pharmacy_id: pharmacy.sys_id, invoice_number: invoiceNumber }, isSaudi, invoice, now));
    await markBilled(tx, code.sys_id);
    await recordAudit(tx, request, {
      action: 'create',
      entityType: 'qr_bill',
      entityId: bill.id,
      after: { qrcode_id: code.sys_id, is_saudi: isSaudi, total: bill.total, invoice_number: bill.invoice_number },
    });
    return qrBillView(bill);
  });
}

/** `GET payment-service/bill-by-entity/{qrcode_id}`: the bill of a code of the caller's pharmacies; 404 'No Data' when the code is unknown or not billed. */
export async function billOfQrCode(db: DbOrTx, user: AuthUser, qrcodeId: string): Promise<QrBill> {
  const found = isSysId(qrcodeId) ? await findQrCode(db, qrcodeId.toLowerCase()) : undefined;
  if (!found) throw new NotFoundError(NO_BILL);
  assertCanAccess(user, { sys_id: found.code.sys_id, pic_id: found.pic_id }, 'qr_code');
  const bill = await findBillOfCode(db, found.code.sys_id);
  if (!bill) throw new NotFoundError(NO_BILL);
  return qrBillView(bill);
}
