import type { FacilityStatus, RowsPage } from '@mk/contracts';
import { assertCanAccess, ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { apiError, NotFoundError } from '../http/errors';
import type { Page } from '../http/pagination';
import { findLivePharmacy, listPharmacies } from './pharmacies.repository';
import { pharmacyView, type PharmacyView } from './pharmacy.view';

export const PHARMACY_NOT_FOUND = apiError('pharmacy.not_found');

/** The paged pharmacy list: a PIC gets their own, an ADMIN all of them; `status` keeps one approval status. */
export async function pagedPharmacies(db: DbOrTx, user: AuthUser, page: Page, status?: FacilityStatus): Promise<RowsPage<PharmacyView>> {
  const { count, rows } = await listPharmacies(db, { picId: ownerScope(user), status }, page);
  return { count, rows: rows.map(pharmacyView) };
}

/** One pharmacy; 404 when unknown or deleted, 403 (audited) for another PIC's pharmacy. */
export async function pharmacyById(db: DbOrTx, user: AuthUser, sysId: string): Promise<PharmacyView> {
  const row = await findLivePharmacy(db, sysId);
  if (!row) throw new NotFoundError(PHARMACY_NOT_FOUND);
  assertCanAccess(user, row, 'pharmacy');
  return pharmacyView(row);
}
