import type { RowsPage } from '@mk/contracts';
import { ownerScope } from '../auth/policy';
import type { DbOrTx } from '../db/database';
import type { PharmacyRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import type { Page } from '../http/pagination';
import { listPharmacies } from './pharmacies.repository';

/** The paged pharmacy list: a PIC gets their own, an ADMIN all of them. */
export async function pagedPharmacies(db: DbOrTx, user: AuthUser, page: Page): Promise<RowsPage<PharmacyRow>> {
  return listPharmacies(db, { picId: ownerScope(user) }, page);
}
