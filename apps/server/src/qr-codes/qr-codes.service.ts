import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { QrCode, RowsPage } from '@mk/contracts';
import { qrCodeSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { assertCanAccess, ownerScope } from '../auth/policy';
import { assertFacilityActive } from '../auth/facility-gate';
import type { Db, DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import type { Page } from '../http/pagination';
import { validateBody } from '../http/validate';
import { findPharmacyRef, type PharmacyRef } from '../orders/orders.repository';
import { insertQrCode, listQrCodes } from './qr-codes.repository';
import { qrCodeView } from './qr.view';

/** A live pharmacy the caller runs (ADMIN: any live one): 404 when unknown or removed, 403 (audited) when another PIC's. */
export async function pharmacyOfCaller(db: DbOrTx, user: AuthUser, pharmacyId: unknown): Promise<PharmacyRef> {
  const pharmacy = isSysId(pharmacyId) ? await findPharmacyRef(db, pharmacyId.toLowerCase()) : undefined;
  if (!pharmacy) throw new NotFoundError(apiError('pharmacy.not_found'));
  assertCanAccess(user, pharmacy, 'pharmacy');
  return pharmacy;
}

/** 'QR-' and 20 hex digits (80 random bits): not guessable, and never seen twice in practice (the unique index would refuse it). */
export const newQrCodeText = () => `QR-${randomBytes(10).toString('hex').toUpperCase()}`;

/** `POST qrcode-write` `{pharmacy_id}`: a NEW code of a pharmacy the caller runs and that is in service (409 otherwise); audited. */
export async function createQrCode(db: Db, request: FastifyRequest, user: AuthUser, body: unknown, now: Date): Promise<QrCode> {
  const input = await validateBody(qrCodeSchema, body);
  const pharmacy = await pharmacyOfCaller(db, user, input.pharmacy_id);
  assertFacilityActive(pharmacy);
  return db.transaction(async (tx) => {
    const row = await insertQrCode(tx, { code: newQrCodeText(), pharmacy_id: pharmacy.sys_id, created_by: user.sys_id, createdAt: now });
    await recordAudit(tx, request, { action: 'create', entityType: 'qr_code', entityId: row.sys_id, after: { code: row.code, pharmacy_id: row.pharmacy_id } });
    return qrCodeView(row);
  });
}

/** `GET qrcode-read/`: the codes of the caller's pharmacies (ADMIN: all), newest first. */
export async function pagedQrCodes(db: DbOrTx, user: AuthUser, page: Page): Promise<RowsPage<QrCode>> {
  const { count, rows } = await listQrCodes(db, ownerScope(user), page);
  return { count, rows: rows.map(qrCodeView) };
}
